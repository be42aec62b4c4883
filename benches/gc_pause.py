# Pause times with a large live heap: build LIVE_MB of long-lived small
# objects, then churn short-lived allocations so minor collections and major
# steps run while the big heap stays reachable. Run with
# PITHLOG=gc-minor,gc-major:FILE and read the longest pauses from the log
# (benches/gc_report.py does both).
import sys
import time


class Cell:
    def __init__(self, value, nxt):
        self.value = value
        self.nxt = nxt


def build(live_mb):
    # A Cell is 24 bytes in pith (header + 2 slots); chains of 1000 cells.
    chains = []
    n = live_mb * 1024 * 1024 // 24
    head = None
    for i in range(n):
        head = Cell(i, head)
        if i % 1000 == 999:
            chains.append(head)
            head = None
    return chains


def churn(seconds):
    t0 = time.perf_counter()
    total = 0
    while time.perf_counter() - t0 < seconds:
        for i in range(100000):
            c = Cell(i, None)
            total += c.value
    return total


live_mb = int(sys.argv[1]) if len(sys.argv) > 1 else 1024
seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
chains = build(live_mb)
print("chains", len(chains))
print("churn", churn(seconds) > 0)
print("still alive", chains[0].value, chains[-1].value)
