#!/usr/bin/env python3
"""Instructions per loop iteration of a benchmark, counted exactly by callgrind.

usage: python3 benches/instr_per_iter.py [--pith PATH] BENCH [N1 N2] [-- PITH ARGS]

Runs `pith BENCH.py N1` and `pith BENCH.py N2` under valgrind's callgrind
and prints (instructions(N2) - instructions(N1)) / (N2 - N1): the cost of
one iteration in steady state, with start-up, compilation and the work
outside the loop cancelled out. Defaults: N1 = 1000000, N2 = 2000000.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def instructions(pith, script, n, extra):
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "cg.out")
        cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, pith] + extra + [script, str(n)]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit("failed: %s\n%s" % (" ".join(cmd), p.stderr[-2000:]))
        m = re.search(r"Collected : (\d+)", p.stderr)
        if not m:
            sys.exit("no instruction count in callgrind's output")
        return int(m.group(1))


def main():
    args = sys.argv[1:]
    extra = []
    if "--" in args:
        k = args.index("--")
        args, extra = args[:k], args[k + 1:]
    pith = os.path.join(ROOT, "target", "release", "pith")
    if args[:1] == ["--pith"]:
        pith = args[1]
        args = args[2:]
    if not args:
        sys.exit(__doc__)
    name = args[0]
    n1, n2 = (int(args[1]), int(args[2])) if len(args) >= 3 else (1000000, 2000000)
    script = name if name.endswith(".py") else os.path.join(HERE, name + ".py")
    a = instructions(pith, script, n1, extra)
    b = instructions(pith, script, n2, extra)
    print("%s: %.1f instructions per iteration" % (name, (b - a) / (n2 - n1)))


if __name__ == "__main__":
    main()
