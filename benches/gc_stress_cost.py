#!/usr/bin/env python3
"""What GC stress costs: every program of tests/programs and benches/stress
runs under pith with the JIT at threshold 2 (no warmup), once as it is and
once under PITH_GC_STRESS=1 (a minor collection at every allocation, the
heap verifier after each); the programs that take longest stressed are
listed with both CPU times and their ratio, the stress workloads always.

usage: python3 benches/gc_stress_cost.py [--top N] [--pith PATH] [--only stress]
"""
import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
JIT = ["--jit", "threshold=2,function_threshold=2,warmup=0"]
TIMEOUT = 600


def cpu_seconds(cmd, cwd, env):
    """User + system CPU time of one run (robust on a loaded machine), or None on failure."""
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _, status, usage = os.wait4(proc.pid, 0)
    except KeyboardInterrupt:
        proc.kill()
        raise
    proc.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime


def measure(pith, path):
    cwd, name = os.path.dirname(path), os.path.basename(path)
    plain = cpu_seconds([pith] + JIT + [name], cwd, dict(os.environ))
    stressed = cpu_seconds([pith] + JIT + [name], cwd, dict(os.environ, PITH_GC_STRESS="1"))
    return plain, stressed


def main():
    args = sys.argv[1:]
    top, pith, only_stress = 10, os.path.join(ROOT, "target", "release", "pith"), False
    while args:
        a = args.pop(0)
        if a == "--top":
            top = int(args.pop(0))
        elif a == "--pith":
            pith = os.path.abspath(args.pop(0))
        elif a == "--only" and args and args.pop(0) == "stress":
            only_stress = True
        else:
            sys.exit(__doc__)
    workloads = sorted(glob.glob(os.path.join(HERE, "stress", "*.py")))
    corpus = [] if only_stress else sorted(
        p for p in glob.glob(os.path.join(ROOT, "tests", "programs", "*.py")) if not p.endswith("_lib.py"))
    rows = [(os.path.basename(p), *measure(pith, p)) for p in workloads]
    corpus_rows = sorted(((os.path.basename(p), *measure(pith, p)) for p in corpus), key=lambda r: -r[2])
    print("%-40s %9s %9s %7s" % ("program", "plain s", "stress s", "ratio"))
    for name, plain, stressed in rows + corpus_rows[:top]:
        print("%-40s %9.3f %9.3f %6.0fx" % (name, plain, stressed, stressed / max(plain, 1e-3)))
    if corpus_rows:
        total_plain = sum(r[1] for r in corpus_rows)
        total_stress = sum(r[2] for r in corpus_rows)
        print("corpus: %d programs, %.1f s plain, %.1f s stressed" % (len(corpus_rows), total_plain, total_stress))


if __name__ == "__main__":
    main()
