#!/usr/bin/env python3
"""Runs pyperformance's pure-Python benchmarks under pith and CPython with the
pyperf stand-in of benches/pyperf, and reports for each whether pith prints
what CPython prints (with the JIT off and on), the time ratios to CPython
of pith's interpreter, of pith with the JIT and of pypy3 (when it is on the
PATH), or the first error; then the geometric mean of CPython's time over
each one's (how many times faster than CPython) over the benchmarks all ran.

usage: python3 benches/pyperformance.py [--runs N] [--seconds S] [NAME ...]
(the environment variable PITH names another pith binary to run)

Without names it runs the 20 below; any other benchmark of the package can
be named, such as the library ones (regex_v8, regex_effbot, regex_dna,
regex_compile, json_dumps, json_loads).

By default each benchmark runs N times at its default size (one loop), as
pyperformance's own runs do. With --seconds S each benchmark's loop count is
chosen first so that one of CPython's runs takes about S seconds (the size
where start-up and compiling matter least); the loops used are printed.

The pyperformance package (pinned below) is downloaded once with pip into
benches/.cache (ignored by git); its files are never committed.
"""
import os
import math
import re
import shutil
import subprocess
import sys
import time
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CACHE = os.path.join(HERE, ".cache")
VERSION = "1.14.0"
NAMES = ["nbody", "float", "fannkuch", "nqueens", "richards", "richards_super", "spectral_norm",
         "deltablue", "chaos", "go", "hexiom", "raytrace", "meteor_contest", "unpack_sequence",
         "generators", "coroutines", "gc_collect", "gc_traversal", "pidigits", "comprehensions"]


def benchmarks_dir():
    target = os.path.join(CACHE, "pyperformance-" + VERSION)
    if not os.path.isdir(target):
        os.makedirs(CACHE, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", CACHE,
                        "pyperformance==" + VERSION], check=True)
        wheel = os.path.join(CACHE, "pyperformance-%s-py3-none-any.whl" % VERSION)
        zipfile.ZipFile(wheel).extractall(target)
    return os.path.join(target, "pyperformance", "data-files", "benchmarks")


def real_python():
    out = subprocess.run([sys.executable, "-c", "import sys; print(sys.executable)"], capture_output=True, text=True)
    return out.stdout.strip() or sys.executable


def run(cmd, env):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    dt = time.perf_counter() - t0
    times = [float(m.group(1)) for m in re.finditer(r"pyperf-time \S+ ([0-9.]+)", p.stderr)]
    return p.returncode, p.stdout, p.stderr, (sum(times) if times else dt)


def calibrated_loops(script, env, seconds):
    """The loop count at which one CPython run of `script` takes about
    `seconds`, from one run of one loop (a run too short to time well is
    timed again with more loops)."""
    loops = 1
    while True:
        _, _, _, t = run([real_python(), script], dict(env, PYPERF_RUNS="1", PYPERF_LOOPS=str(loops)))
        if t >= 0.05 or loops >= 1 << 20:
            return max(1, round(loops * seconds / max(t, 1e-9)))
        loops *= 10


USAGE = "usage: python3 benches/pyperformance.py [--runs N] [--seconds S] [NAME ...]"


def take_option(args, name, parse, default, usage=USAGE):
    """The value of `name VALUE` in `args` (both removed), parsed and
    positive, or `default`; a missing or bad value exits with `usage`."""
    if name not in args:
        return default
    i = args.index(name)
    try:
        value = parse(args[i + 1])
        if value <= 0:
            raise ValueError
    except (IndexError, ValueError):
        sys.exit("%s needs a positive number\n%s" % (name, usage))
    del args[i:i + 2]
    return value


def main():
    args = sys.argv[1:]
    runs = str(take_option(args, "--runs", int, 3))
    seconds = take_option(args, "--seconds", float, None)
    names = args or NAMES
    bench_root = benchmarks_dir()
    pith = os.environ.get("PITH") or os.path.join(ROOT, "target", "release", "pith")
    base_env = dict(os.environ, PYTHONPATH=HERE, PYPERF_RUNS=runs, PYPERF_LOOPS="1")
    pypy = shutil.which("pypy3")
    ran = 0
    speedups = {"interpreter": [], "jit": [], "pypy3": []}
    for name in names:
        script = os.path.join(bench_root, "bm_" + name, "run_benchmark.py")
        if not os.path.exists(script):
            print("%-16s missing from pyperformance %s" % (name, VERSION))
            continue
        env = base_env
        loops_text = ""
        if seconds:
            loops = calibrated_loops(script, base_env, seconds)
            env = dict(base_env, PYPERF_LOOPS=str(loops))
            loops_text = "  loops %d" % loops
        code_c, out_c, err_c, t_c = run([real_python(), script], env)
        code_p, out_p, err_p, t_p = run([pith, "--jit", "off", script], env)
        code_j, out_j, err_j, t_j = run([pith, script], env)
        t_y = None
        if pypy:
            code_y, out_y, _, t_y = run([pypy, script], env)
            if code_y != 0 or out_y != out_c:
                t_y = None
        if code_p == 0 and out_p == out_c and code_j == 0 and out_j == out_c:
            ran += 1
            pypy_text = "  pypy3/cpython %.2f" % (t_y / t_c) if t_y else ""
            print("%-16s ok      interpreter/cpython %.2f  jit/cpython %.2f%s  (%.3f s, %.3f s / %.3f s)%s" % (name, t_p / t_c, t_j / t_c, pypy_text, t_p, t_j, t_c, loops_text), flush=True)
            if t_y:
                speedups["interpreter"].append(t_c / t_p)
                speedups["jit"].append(t_c / t_j)
                speedups["pypy3"].append(t_c / t_y)
            elif not pypy:
                speedups["interpreter"].append(t_c / t_p)
                speedups["jit"].append(t_c / t_j)
        else:
            if code_p == 0 and out_p == out_c:
                err_p = err_j or "(the JIT's output differs)"
            last = (err_p.strip().splitlines() or ["(no error output; stdout differs)"])[-1]
            print("%-16s FAILS   %s" % (name, last[:150]))
    print("%d of %d run with CPython's output" % (ran, len(names)))
    for who, xs in speedups.items():
        if xs:
            mean = math.exp(sum(math.log(x) for x in xs) / len(xs))
            print("geometric mean, times faster than CPython over %d: %-11s %.2f" % (len(xs), who, mean))


if __name__ == "__main__":
    main()
