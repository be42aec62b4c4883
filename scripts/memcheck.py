#!/usr/bin/env python3
"""Runs the program corpus (tests/programs) under valgrind's memcheck, in
three modes: the interpreter (--jit off), the JIT with a low threshold, and
that under GC stress (a collection at every allocation). A run is clean
when memcheck reports no error (invalid reads or writes, uses of
uninitialised values, bad frees) and pith's output is the expected one.

    python3 scripts/memcheck.py                    every program, every mode
    python3 scripts/memcheck.py --modes jit dict   the JIT mode, programs whose name contains 'dict'
    python3 scripts/memcheck.py --jobs 2 --timeout 900 --logs /tmp/memcheck
    python3 scripts/memcheck.py --pith /tmp/pith-copy   a copy of the binary (so rebuilding does not disturb a long run)

Needs valgrind and a release build (cargo build --release). Prints one line
per failure and a table; exits 1 if any run had memcheck errors or wrong
output. Leaks are not reported: the heap is released at exit by the process.
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PITH = os.path.join(ROOT, "target", "release", "pith")
PROGRAMS = os.path.join(ROOT, "tests", "programs")

MODES = {
    "interp": (["--jit", "off"], {}),
    "jit": (["--jit", "threshold=2,function_threshold=2,warmup=0,trace_eagerness=3"], {}),
    "stress": (["--jit", "threshold=2,function_threshold=2,warmup=0,trace_eagerness=3"], {"PITH_GC_STRESS": "1"}),
}

# Compiled traces are code written at run time: valgrind must check every
# executed block for changes (not only those on the stack).
VALGRIND = [
    "valgrind", "--tool=memcheck", "--error-exitcode=99", "--smc-check=all-non-file",
    "--leak-check=no", "--track-origins=yes", "--num-callers=30", "-q",
]


def programs(filters):
    names = sorted(f[:-3] for f in os.listdir(PROGRAMS) if f.endswith(".py") and not f.endswith("_lib.py"))
    return [n for n in names if not filters or any(s in n for s in filters)]


def expected(name):
    try:
        with open(os.path.join(PROGRAMS, name + ".out")) as f:
            return f.read()
    except FileNotFoundError:
        return ""


def run(pith, name, mode, timeout, logs):
    args, env = MODES[mode]
    log = os.path.join(logs, f"{name}.{mode}.log")
    cmd = VALGRIND + [f"--log-file={log}", pith] + args + [name + ".py"]
    start = time.time()
    try:
        p = subprocess.run(cmd, cwd=PROGRAMS, env={**os.environ, **env}, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return name, mode, "timeout", time.time() - start
    with open(log) as f:
        report = f.read()
    if p.returncode == 99 or report.strip():
        return name, mode, "memcheck", time.time() - start
    if p.stdout != expected(name):
        return name, mode, "output", time.time() - start
    os.remove(log)
    return name, mode, "clean", time.time() - start


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--modes", nargs="+", choices=sorted(MODES), default=list(MODES))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=900, help="seconds per run (default 900)")
    ap.add_argument("--logs", default="/tmp/pith-memcheck", help="where the reports of failed runs are kept")
    ap.add_argument("--pith", default=PITH, help="the binary to check (default target/release/pith)")
    ap.add_argument("--verbose", action="store_true", help="print a line for clean runs too")
    ap.add_argument("filters", nargs="*", help="only programs whose name contains one of these")
    a = ap.parse_args()
    if not os.path.exists(a.pith):
        sys.exit("memcheck: build first: cargo build --release")
    os.makedirs(a.logs, exist_ok=True)
    jobs = [(n, m) for m in a.modes for n in programs(a.filters)]
    results = {m: {"clean": 0, "memcheck": 0, "output": 0, "timeout": 0, "seconds": 0.0} for m in a.modes}
    start = time.time()
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        futures = [pool.submit(run, os.path.abspath(a.pith), n, m, a.timeout, a.logs) for n, m in jobs]
        for fut in concurrent.futures.as_completed(futures):
            name, mode, outcome, secs = fut.result()
            results[mode][outcome] += 1
            results[mode]["seconds"] += secs
            if outcome != "clean":
                print(f"{outcome:8} {mode:6} {name}  ({a.logs}/{name}.{mode}.log)", flush=True)
            elif a.verbose:
                print(f"clean    {mode:6} {name}  {secs:.0f} s", flush=True)
    print(f"\n| mode | programs | clean | memcheck errors | wrong output | timed out | valgrind time |")
    print("|---|---|---|---|---|---|---|")
    for m in a.modes:
        r = results[m]
        total = r["clean"] + r["memcheck"] + r["output"] + r["timeout"]
        print(f"| {m} | {total} | {r['clean']} | {r['memcheck']} | {r['output']} | {r['timeout']} | {r['seconds']:.0f} s |")
    print(f"\nwall time {time.time() - start:.0f} s")
    bad = sum(results[m]["memcheck"] + results[m]["output"] for m in a.modes)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
