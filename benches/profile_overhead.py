#!/usr/bin/env python3
"""The profilers' overhead: run time with a profiler on / without, per benchmark.

usage: python3 benches/profile_overhead.py [--runs N] [--min] [--pith PATH] [NAME ...]

Each benchmark runs N times (default 7) in each configuration, the
configurations taking turns so that a machine busy with other work slows
them alike: no profiler, the time profiler at 1 ms (--profile), and the
allocation profiler at 32 KiB, 128 KiB, 1 MiB and 32 MiB (--alloc-profile
--alloc-sample). Times are the CPU time (user + system) of the pith
process, which other work on the machine disturbs less than wall time.
Prints the median time without a profiler and the ratio of each
configuration's median to it (1.00 = no overhead), and the geometric mean
of each column; with --min, the fastest run of each instead of the median
(on a machine busy with other work, noise only adds time). Profiles go to
a temporary folder.
"""
import math
import os
import statistics
import subprocess
import sys
import resource
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# Each benchmark's argument, for runs of about half a second with the JIT
# (ten times the size benches/run.py uses): long enough for a profiler's
# cost to stand out of the noise.
SIZES = {
    "alloc": "100000000",
    "alloc_escape": "100000000",
    "float_loop": "100000000",
    "int_loop": "100000000",
    "call_loop": "30000000",
    "attr_loop": "100000000",
    "numeric": "2000000",
    "calls": "32",
}

CONFIGS = [
    ("time 1ms", ["--profile={dir}/t.folded"]),
    ("alloc 32K", ["--alloc-profile={dir}/a.folded", "--alloc-sample=32K"]),
    ("alloc 128K", ["--alloc-profile={dir}/a.folded", "--alloc-sample=128K"]),
    ("alloc 1M", ["--alloc-profile={dir}/a.folded", "--alloc-sample=1M"]),
    ("alloc 32M", ["--alloc-profile={dir}/a.folded", "--alloc-sample=32M"]),
]


def cpu_time(cmd):
    """The CPU time (user + system) the command's process used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(cmd, capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{p.stderr}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    args = sys.argv[1:]
    runs, pith, pick = 7, os.path.join(ROOT, "target", "release", "pith"), statistics.median
    while args and args[0].startswith("--"):
        opt = args.pop(0)
        if opt == "--runs":
            runs = int(args.pop(0))
        elif opt == "--min":
            pick = min
        elif opt == "--pith":
            pith = args.pop(0)
        else:
            sys.exit(__doc__)
    names = args or list(SIZES)
    with tempfile.TemporaryDirectory() as tmp:
        configs = [("none", [])] + [(label, [a.format(dir=tmp) for a in opts]) for label, opts in CONFIGS]
        print("| benchmark | no profiler | " + " | ".join(label for label, _ in CONFIGS) + " |")
        print("|---|---|" + "---|" * len(CONFIGS))
        logs = {label: [] for label, _ in CONFIGS}
        for name in names:
            script = os.path.join(HERE, name + ".py")
            times = {label: [] for label, _ in configs}
            for _ in range(runs):
                for label, opts in configs:
                    times[label].append(cpu_time([pith] + opts + [script, SIZES[name]]))
            base = pick(times["none"])
            ratios = [pick(times[label]) / base for label, _ in CONFIGS]
            for (label, _), r in zip(CONFIGS, ratios):
                logs[label].append(math.log(r))
            print(f"| {name} | {base:.3f} s | " + " | ".join(f"{r:.3f}" for r in ratios) + " |", flush=True)
        print("| geometric mean | | " + " | ".join(f"{math.exp(sum(v) / len(v)):.3f}" for v in logs.values()) + " |")


if __name__ == "__main__":
    main()
