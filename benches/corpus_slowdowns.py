#!/usr/bin/env python3
"""Finds programs the JIT makes slower: every program of tests/programs and
the benchmarks runs under pith (JIT on, the default) and `pith --jit off`,
N times each (default 3); programs whose JIT median is more than 10% above
the interpreter's (and more than 5 ms, below which timings are noise) are
listed with both medians.

usage: python3 benches/corpus_slowdowns.py [--runs N] [--pith PATH]
"""
import glob
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def median_time(cmd, cwd, runs):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main():
    args = sys.argv[1:]
    runs = 3
    pith = os.path.join(ROOT, "target", "release", "pith")
    while args:
        a = args.pop(0)
        if a == "--runs":
            runs = int(args.pop(0))
        elif a == "--pith":
            pith = args.pop(0)
        else:
            sys.exit(__doc__)
    programs = sorted(p for p in glob.glob(os.path.join(ROOT, "tests", "programs", "*.py")) if not p.endswith("_lib.py"))
    programs += sorted(glob.glob(os.path.join(HERE, "*.py")))
    programs = [p for p in programs if os.path.basename(p) not in ("run.py", "corpus_slowdowns.py", "instr_per_iter.py", "gc_report.py", "pyperformance.py", "jit_coverage.py")]
    slower = []
    for p in programs:
        cwd, name = os.path.dirname(p), os.path.basename(p)
        off = median_time([pith, "--jit", "off", name], cwd, runs)
        on = median_time([pith, name], cwd, runs)
        if on > off * 1.10 and on - off > 0.005:
            slower.append((name, on, off))
    print("%d programs, %d runs each per mode" % (len(programs), runs))
    if not slower:
        print("none is more than 10% (and 5 ms) slower with the JIT than with --jit off")
    for name, on, off in slower:
        print("%-36s JIT %.3f s  --jit off %.3f s  (%.2fx)" % (name, on, off, on / off))


if __name__ == "__main__":
    main()
