#!/usr/bin/env python3
"""The library modules scripts import, on a typical use each
(benches/stdlib_work.py): pith's time over CPython's, the median of N runs
taken in one go, timed inside the process (imports included, start-up not).

usage: python3 benches/stdlib_modules.py [--runs N] [--scale S] [--pith PATH] [MODULE ...]
"""
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
WORK = os.path.join(HERE, "stdlib_work.py")
MODULES = ["re", "json", "datetime", "decimal", "fractions", "statistics", "struct", "codecs",
           "textwrap", "pprint", "argparse", "logging", "csv", "memoryview", "weakref", "itertools"]


def real_python():
    out = subprocess.run([sys.executable, "-c", "import sys; print(sys.executable)"], capture_output=True, text=True)
    return out.stdout.strip() or sys.executable


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("%s failed: %s" % (" ".join(cmd), p.stderr[-400:]))
    seconds, check = p.stdout.split(" ", 1)
    return float(seconds), check.strip()


def main():
    args = sys.argv[1:]
    runs, scale = 5, "100"
    pith = os.path.join(ROOT, "target", "release", "pith")
    names = []
    while args:
        a = args.pop(0)
        if a == "--runs":
            runs = int(args.pop(0))
        elif a == "--scale":
            scale = args.pop(0)
        elif a == "--pith":
            pith = args.pop(0)
        else:
            names.append(a)
    peers = [("pith", [pith]), ("pith --jit off", [pith, "--jit", "off"]), ("cpython", [real_python()])]
    print("%-11s %10s %10s %10s %8s %8s" % ("module", "pith s", "jit off s", "cpython s", "pith/cp", "off/cp"))
    for name in names or MODULES:
        medians, checks = {}, set()
        for label, cmd in peers:
            times = []
            for _ in range(runs):
                t, check = run(cmd + [WORK, name, scale])
                times.append(t)
                checks.add(check)
            medians[label] = statistics.median(times)
        cp = medians["cpython"]
        print("%-11s %10.4f %10.4f %10.4f %8.2f %8.2f%s" % (name, medians["pith"], medians["pith --jit off"], cp,
              medians["pith"] / cp, medians["pith --jit off"] / cp, "" if len(checks) == 1 else "  CHECKSUMS DIFFER: %s" % checks))


main()
