#!/usr/bin/env python3
"""Code memory under many distinct hot loops: writes a program of N
functions, each with a loop of its own that gets hot and is compiled, runs
it under pith with the default code limit and with a small one
(`--jit max_code=SIZE`), samples the process's RSS every 50 ms, and prints
RSS at each tenth of the run with the jit-summary's code-memory line.

usage: python3 benches/code_memory.py [N] [SIZE] [PITH]    (defaults 3000, 1M)
"""
import os
import subprocess
import sys
import tempfile
import time

from long_run import rss_kb

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def program(n):
    parts = []
    for i in range(n):
        parts.append("def f%d(n):\n    s = %d\n    for j in range(n):\n        s = (s + j * %d) %% 1000003\n    return s\n" % (i, i, i % 7 + 1))
    parts.append("t = 0\n")
    parts.extend("t += f%d(300)\n" % i for i in range(n))
    parts.append("print(t)\n")
    return "".join(parts)


def run(pith, path, jit, log):
    if os.path.exists(log):
        os.remove(log)
    proc = subprocess.Popen([pith, "--jit", jit, path], stdout=subprocess.DEVNULL,
                            env=dict(os.environ, PITHLOG="jit-summary:" + log))
    samples = []
    while proc.poll() is None:
        kb = rss_kb(proc.pid)
        if kb is not None:
            samples.append(kb)
        time.sleep(0.05)
    with open(log) as f:
        code = [line.strip() for line in f if line.startswith("code memory")]
    return samples, code[0] if code else "(no code-memory line)"


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    limit = sys.argv[2] if len(sys.argv) > 2 else "1M"
    pith = sys.argv[3] if len(sys.argv) > 3 else os.path.join(ROOT, "target", "release", "pith")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "loops.py")
        with open(path, "w") as f:
            f.write(program(n))
        for jit in ["threshold=50,warmup=0", "threshold=50,warmup=0,max_code=" + limit, "off"]:
            samples, code = run(pith, path, jit, os.path.join(tmp, "summary.txt"))
            tenths = [samples[min(len(samples) - 1, len(samples) * k // 10)] // 1024 for k in range(1, 11)] if samples else []
            print("--jit %s" % jit)
            print("  RSS MB at each tenth of the run: %s" % " ".join(str(x) for x in tenths))
            if jit != "off":
                print("  " + code)


if __name__ == "__main__":
    main()
