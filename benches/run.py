#!/usr/bin/env python3
"""Runs the benchmarks under pith and its peers; prints median times and ratios.

usage: python3 benches/run.py [--runs N] [--quick] [--pith PATH] [NAME ...]

Each benchmark runs N times (default 5) under every available peer:
pith (default build, `--jit off`), CPython (the real binary, not a pyenv
shim), and pypy3 if installed. The table shows medians and ratios to CPython
(below 1.0 is faster than CPython). The alloc benchmark is also run once with
PITH_GC_TYPES=1 --gc-stats to report the bytes allocated per instance.
"""
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# name -> (argument for a full run, argument for --quick)
BENCHES = {
    "alloc": ("10000000", "500000"),
    "numeric": ("200000", "20000"),
    "calls": ("27", "20"),
}


def real_python():
    out = subprocess.run([sys.executable, "-c", "import sys; print(sys.executable)"], capture_output=True, text=True)
    return out.stdout.strip() or sys.executable


def time_run(cmd, env=None):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    dt = time.perf_counter() - t0
    if p.returncode != 0:
        raise RuntimeError("%s failed (%d): %s" % (" ".join(cmd), p.returncode, p.stderr[-500:]))
    return dt, p.stdout


def main():
    args = sys.argv[1:]
    runs = 5
    quick = False
    pith = os.path.join(ROOT, "target", "release", "pith")
    names = []
    while args:
        a = args.pop(0)
        if a == "--runs":
            runs = int(args.pop(0))
        elif a == "--quick":
            quick = True
        elif a == "--pith":
            pith = args.pop(0)
        else:
            names.append(a)
    names = names or list(BENCHES)
    if not os.path.exists(pith):
        sys.exit("pith binary not found at %s (cargo build --release)" % pith)
    peers = [("pith --jit off", [pith, "--jit", "off"]), ("cpython", [real_python()])]
    if shutil.which("pypy3"):
        peers.append(("pypy3", [shutil.which("pypy3")]))
    print("%-10s %-16s %10s %10s   %s" % ("bench", "peer", "median s", "vs cpython", "runs"))
    for name in names:
        script = os.path.join(HERE, name + ".py")
        arg = BENCHES[name][1 if quick else 0]
        medians = {}
        all_times = {}
        outputs = {}
        for label, cmd in peers:
            times = []
            for _ in range(runs):
                dt, out = time_run(cmd + [script, arg])
                times.append(dt)
                outputs[label] = out
            medians[label] = statistics.median(times)
            all_times[label] = sorted(times)
        base = medians.get("cpython")
        for label, _ in peers:
            ratio = medians[label] / base if base else float("nan")
            print("%-10s %-16s %10.3f %10.2f   %s" % (name, label, medians[label], ratio, " ".join("%.3f" % t for t in all_times[label])))
        if len(set(outputs.values())) != 1:
            print("  WARNING: outputs differ between peers: %r" % outputs)
        if name == "alloc":
            env = dict(os.environ, PITH_GC_TYPES="1")
            p = subprocess.run([pith, "--gc-stats", script, arg], capture_output=True, text=True, env=env)
            for line in p.stderr.splitlines():
                if "instance of A" in line or "minor collections" in line or "bytes allocated" in line:
                    print("  " + line)


if __name__ == "__main__":
    main()
