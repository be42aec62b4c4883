# Memory given back: build about TOTAL_MB of small objects in groups, drop 90%
# of the groups (whole runs of consecutively allocated objects, so whole pools
# empty), collect, then report. benches/gc_report.py reads the process's RSS
# while it sleeps after printing "collected".
import gc
import sys
import time


class Obj:
    def __init__(self, a, b):
        self.a = a
        self.b = b


def main(total_mb):
    group = 10000
    n_groups = total_mb * 1024 * 1024 // (24 * group)
    groups = []
    for g in range(n_groups):
        groups.append([Obj(g, i) for i in range(group)])
    print("built", n_groups, "groups")
    kept = [groups[g] for g in range(0, n_groups, 10)]
    groups = None
    gc.collect()
    stats = gc.get_stats()
    if isinstance(stats, dict):
        print("live", stats["old_bytes_in_use"] + stats.get("nursery_size", 0))
    print("collected", len(kept))
    sys.stdout.flush()
    time.sleep(2.0)
    print("kept", sum(len(k) for k in kept))


main(int(sys.argv[1]) if len(sys.argv) > 1 else 2048)
