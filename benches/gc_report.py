#!/usr/bin/env python3
"""Collector figures: binary trees against CPython and PyPy (--jit off),
pause percentiles with 256 MB and 1 GB live (the default nursery, resized by
survival; the same without pretenuring; the same pinned; a 2 MiB one), memory given back after freeing,
and the system calls of a steady allocation loop.

usage: python3 benches/gc_report.py [--quick | --pauses] [--runs N] [--pith PATH]

--pauses: the pause table alone.

Prints median wall times and peak RSS (from /usr/bin/time or getrusage of the
child), p50/p99/max and total of minor collections and major steps read
from PITHLOG with each run's wall time, RSS
after gc.collect() against live bytes + nursery, and strace -c -f counts of
mmap/munmap/madvise.
"""
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def real_python():
    out = subprocess.run([sys.executable, "-c", "import sys; print(sys.executable)"], capture_output=True, text=True)
    return out.stdout.strip() or sys.executable


def run_measured(cmd, env=None):
    """Wall time and peak RSS (KiB) of one child."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    dt = time.perf_counter() - t0
    if p.returncode != 0:
        raise RuntimeError("%s failed: %s" % (" ".join(cmd), p.stderr[-400:]))
    # ru_maxrss of RUSAGE_CHILDREN is the max over all children so far; use
    # /usr/bin/time when available for a per-run figure.
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return dt, max(after, before), p.stdout


def peak_rss(cmd, env=None):
    if not shutil.which("time") and not os.path.exists("/usr/bin/time"):
        return None
    p = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, capture_output=True, text=True, env=env)
    try:
        return int(p.stderr.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def binary_trees(pith, runs, depth):
    script = os.path.join(HERE, "binary_trees.py")
    peers = [("pith", [pith]), ("cpython", [real_python()])]
    if shutil.which("pypy3"):
        peers.append(("pypy3 --jit off", [shutil.which("pypy3"), "--jit", "off"]))
    print("binary_trees depth %d (median of %d)" % (depth, runs))
    base = None
    for label, cmd in peers:
        times = [run_measured(cmd + [script, str(depth)])[0] for _ in range(runs)]
        med = statistics.median(times)
        rss = peak_rss(cmd + [script, str(depth)])
        base = base or med
        print("  %-16s %8.3f s  ratio %.2f  peak RSS %s MiB" % (label, med, med / base, "%.1f" % (rss / 1024) if rss else "?"))


def percentile(values, p):
    """The value below which a share `p` of `values` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))] if ordered else 0.0


def pause_times(text):
    """Minor collection and major step pauses (ms) from a gc-minor,gc-major log."""
    minors, majors = [], []
    for block in re.finditer(r"\{(gc-minor|gc-major)\n(.*?)\n\[[0-9a-f]+\] \1\}", text, re.S):
        m = re.search(r"time taken: ([0-9.]+)", block.group(2))
        if m:
            (minors if block.group(1) == "gc-minor" else majors).append(float(m.group(1)) * 1000)
    return minors, majors


def pauses(pith, live_mb, seconds, label, extra_env):
    """One run of gc_pause.py: p50, p99 and max of minor collections and of
    major steps, their total, and the run's wall time."""
    script = os.path.join(HERE, "gc_pause.py")
    with tempfile.TemporaryDirectory() as d:
        log = os.path.join(d, "gc.log")
        env = dict(os.environ, PITHLOG="gc-minor,gc-major:" + log, **extra_env)
        dt, _, out = run_measured([pith, script, str(live_mb), str(seconds)], env)
        minors, majors = pause_times(open(log).read())
    row = "  %4d MB live, %-28s run %6.2f s" % (live_mb, label, dt)
    for name, times in (("minor", minors), ("major", majors)):
        row += "  | %s n=%-5d p50 %6.2f  p99 %6.2f  max %6.2f  total %7.0f ms" % (
            name, len(times), percentile(times, 0.5), percentile(times, 0.99), max(times or [0]), sum(times))
    print(row)


def pause_table(pith, sizes, seconds):
    """Pauses with the machine's default nursery (resized by survival),
    the same without pretenuring, with it pinned, and with a 2 MiB one, for
    each live size."""
    print("pauses of benches/gc_pause.py (milliseconds)")
    configs = [("default nursery", {}), ("default nursery, no pretenuring", {"PITH_GC_PRETENURE": "0"}),
               ("default nursery, pinned", {"PITH_GC_NURSERY_FIXED": "1"}), ("PITH_GC_NURSERY=2M", {"PITH_GC_NURSERY": "2M"})]
    for live_mb in sizes:
        for label, env in configs:
            pauses(pith, live_mb, seconds, label, env)


def memory_release(pith, total_mb):
    script = os.path.join(HERE, "gc_release.py")
    p = subprocess.Popen([pith, "--gc-stats", script, str(total_mb)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env=dict(os.environ, PITH_GC_TYPES="0"))
    rss_after = None
    built = None
    live = None
    for line in p.stdout:
        if line.startswith("built"):
            built = line.strip()
        if line.startswith("live"):
            live = int(line.split()[1])
        if line.startswith("collected"):
            time.sleep(0.5)
            with open("/proc/%d/status" % p.pid) as f:
                for l in f:
                    if l.startswith("VmRSS:"):
                        rss_after = int(l.split()[1])
            break
    p.communicate()
    nursery = nursery_bytes(pith)
    live_mib = (live or 0) / 2**20
    rss_mib = (rss_after or 0) / 1024
    bound = live_mib + nursery / 2**20
    print("memory release: %s of %d MB; after gc.collect(): old space in use %.1f MiB, nursery %.1f MiB, RSS %.1f MiB = %.2f x (live + nursery)"
          % (built, total_mb, live_mib, nursery / 2**20, rss_mib, rss_mib / bound if bound else float("nan")))


def nursery_bytes(pith):
    log = subprocess.run([pith, "-c", "pass"], capture_output=True, text=True, env=dict(os.environ, PITHLOG="gc-hardware:-")).stderr
    m = re.search(r"nursery size: (\d+)", log)
    return int(m.group(1)) if m else 0


def syscalls(pith, seconds):
    if not shutil.which("strace"):
        print("syscalls: strace not installed")
        return
    code = ("import time\nclass A:\n    pass\nt0 = time.perf_counter()\nn = 0\nkeep = []\n"
            "while time.perf_counter() - t0 < %f:\n    for i in range(10000):\n        a = A()\n        a.i = i\n"
            "        if i %% 100 == 0:\n            keep.append(a)\n    if len(keep) > 20000:\n        keep = []\n    n += 1\nprint(n)\n" % seconds)
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "strace.txt")
        p = subprocess.run(["strace", "-c", "-f", "-o", out, pith, "-c", code], capture_output=True, text=True)
        text = open(out).read()
    counts = {}
    for line in text.splitlines():
        parts = line.split()
        if parts and parts[-1] in ("mmap", "munmap", "madvise", "brk", "mremap"):
            counts[parts[-1]] = int(parts[3]) if len(parts) >= 6 else int(parts[2])
    print("syscalls in a %.0f s allocation loop (%s outer iterations): %s" % (seconds, p.stdout.strip(), counts))


def main():
    args = sys.argv[1:]
    quick = "--quick" in args
    runs = 3
    pith = os.path.join(ROOT, "target", "release", "pith")
    if "--runs" in args:
        runs = int(args[args.index("--runs") + 1])
    if "--pith" in args:
        pith = args[args.index("--pith") + 1]
    if "--pauses" in args:
        pause_table(pith, [256, 1024], 5.0)
        return
    binary_trees(pith, runs, 14 if quick else 17)
    pause_table(pith, [128] if quick else [256, 1024], 2.0 if quick else 5.0)
    memory_release(pith, 256 if quick else 2048)
    syscalls(pith, 2.0 if quick else 10.0)


if __name__ == "__main__":
    main()
