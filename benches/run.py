#!/usr/bin/env python3
"""Runs the benchmarks under pith and its peers; prints median times and ratios.

usage: python3 benches/run.py [--runs N] [--quick] [--pith PATH] [--out DIR] [NAME ...]

Each benchmark runs N times (default 5) under every peer: pith with the JIT
(the default), pith --jit off, CPython (the real binary, not a pyenv shim),
and pypy3 (installed from Debian's packages when missing and the script may
install packages). The table shows medians and ratios to CPython (below 1.0
is faster than CPython) and the JIT's speed-up over --jit off. Results go to
stdout and to benches/out/results.md (a Markdown table), benches/out/results.tsv
and benches/out/chart.svg (drawn by the bench-chart tool with plotters);
--out DIR writes them into DIR instead. --quick runs each benchmark at a
small size (seconds in all, for a first look; the figures are noisier).
The alloc benchmark is also run once with PITH_GC_TYPES=1 --gc-stats to report
the bytes allocated per instance.
"""
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(HERE, "out")

# name -> (argument for a full run, argument for --quick)
BENCHES = {
    "alloc": ("10000000", "500000"),
    "alloc_escape": ("10000000", "500000"),
    "float_loop": ("10000000", "500000"),
    "int_loop": ("10000000", "500000"),
    "call_loop": ("3000000", "200000"),
    "attr_loop": ("10000000", "500000"),
    "numeric": ("200000", "20000"),
    "calls": ("27", "20"),
    "generator_loop": ("3000000", "200000"),
    "await_loop": ("2000000", "200000"),
    "file_lines": ("300000", "30000"),
    "class_counter": ("2000000", "100000"),
}


def find_pypy():
    """pypy3, installed from Debian's packages if it is missing and we may."""
    path = shutil.which("pypy3")
    if path:
        return path
    if os.geteuid() == 0 and shutil.which("apt-get"):
        print("installing pypy3 from Debian's packages ...", file=sys.stderr)
        subprocess.run(["apt-get", "update", "-qq"], capture_output=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", "pypy3"], capture_output=True)
    return shutil.which("pypy3")


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
    global OUT
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
        elif a == "--out":
            OUT = os.path.abspath(args.pop(0))
        else:
            names.append(a)
    names = names or list(BENCHES)
    if not os.path.exists(pith):
        sys.exit("pith binary not found at %s (cargo build --release)" % pith)
    peers = [("pith", [pith]), ("pith --jit off", [pith, "--jit", "off"]), ("cpython", [real_python()])]
    pypy = find_pypy()
    if pypy:
        peers.append(("pypy3", [pypy]))
    else:
        print("pypy3 not available: it is left out of the comparison", file=sys.stderr)
    os.makedirs(OUT, exist_ok=True)
    print("%-13s %-16s %10s %10s   %s" % ("bench", "peer", "median s", "vs cpython", "runs"))
    table = {}
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
            print("%-13s %-16s %10.3f %10.2f   %s" % (name, label, medians[label], ratio, " ".join("%.3f" % t for t in all_times[label])))
        table[name] = medians
        if len(set(outputs.values())) != 1:
            print("  WARNING: outputs differ between peers: %r" % outputs)
        if name == "alloc":
            env = dict(os.environ, PITH_GC_TYPES="1")
            p = subprocess.run([pith, "--gc-stats", script, arg], capture_output=True, text=True, env=env)
            for line in p.stderr.splitlines():
                if "instance of A" in line or "minor collections" in line or "bytes allocated" in line:
                    print("  " + line)
    write_results(table, [label for label, _ in peers], runs)


def write_results(table, labels, runs):
    """The Markdown table, the TSV of ratios, and the chart."""
    lines = ["| benchmark | " + " | ".join(labels) + " | JIT speed-up over --jit off | pith / pypy3 |",
             "|---|" + "---|" * (len(labels) + 2)]
    tsv = []
    for name, med in table.items():
        base = med["cpython"]
        cells = ["%.3f s (%.2f)" % (med[l], med[l] / base) for l in labels]
        speedup = med["pith --jit off"] / med["pith"]
        vs_pypy = ("%.2f" % (med["pith"] / med["pypy3"])) if "pypy3" in med else "-"
        lines.append("| %s | %s | %.1fx | %s |" % (name, " | ".join(cells), speedup, vs_pypy))
        for l in labels:
            tsv.append("%s\t%s\t%.5f" % (name, l, med[l] / base))
    text = "Medians of %d runs; in parentheses, the ratio to CPython (below 1 is faster).\n\n" % runs + "\n".join(lines) + "\n"
    with open(os.path.join(OUT, "results.md"), "w") as f:
        f.write(text)
    tsv_path = os.path.join(OUT, "results.tsv")
    with open(tsv_path, "w") as f:
        f.write("\n".join(tsv) + "\n")
    print()
    print(text)
    chart = os.path.join(ROOT, "target", "release", "bench-chart")
    if not os.path.exists(chart):
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "pith-bench-chart"], cwd=ROOT)
    svg = os.path.join(OUT, "chart.svg")
    if subprocess.run([chart, tsv_path, svg]).returncode == 0:
        print("chart: " + svg)


if __name__ == "__main__":
    main()
