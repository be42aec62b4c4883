"""How much of each pyperformance benchmark runs compiled: for each of the
20 (or the ones named), one run of pith with the JIT and the time profiler,
at the size where CPython takes about S seconds, and a table of

- the share of CPU samples by VM state: compiled code (helpers called from
  traces included), the interpreter, the collector, and the JIT itself
  (recording and compiling);
- the traces and bridges compiled, and the compile time per trace (median
  and max, from `jit-summary`);
- the recordings aborted, by reason (the commonest first).

usage: python3 benches/jit_coverage.py [--seconds S] [--interval US] [NAME ...]
(the environment variable PITH names another pith binary to run)

Samples are taken every US microseconds of CPU time (default 250); a run
of about a second gives a few thousand. The pyperformance package comes
from benches/pyperformance.py's cache (downloaded there on first use).
"""
import importlib.util
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def load_pyperformance_runner():
    """benches/pyperformance.py as a module (its name would otherwise be
    taken by the pyperformance package)."""
    spec = importlib.util.spec_from_file_location("pyperformance_runner", os.path.join(HERE, "pyperformance.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def vm_states(profile_report):
    """{state: percent} from the profiler's `by VM state:` line."""
    m = re.search(r"by VM state: (.*)", profile_report)
    if not m:
        return {}
    return {state.strip(): float(pct) for state, pct in re.findall(r"([A-Za-z ]+?) ([0-9.]+)%", m.group(1))}


def summary_figures(summary):
    """Traces, bridges, compile times and aborts by reason from `jit-summary`."""
    number = lambda key: int((re.search(key + r":\s+(\d+)", summary) or [0, 0])[1])
    times = re.search(r"per trace: median ([0-9.]+) ms, max ([0-9.]+) ms", summary)
    aborts = []
    m = re.search(r"aborts:\s+\d+\n((?:\s+\d+  .*\n)*)", summary)
    if m:
        aborts = [(int(n), reason) for n, reason in re.findall(r"\s+(\d+)  (.*)", m.group(1))]
    return {
        "traces": number("traces compiled"),
        "bridges": number("bridges compiled"),
        "median_ms": float(times.group(1)) if times else 0.0,
        "max_ms": float(times.group(2)) if times else 0.0,
        "aborts": aborts,
    }


def shorten(reason, width=48):
    reason = re.sub(r" \(.*", "", reason)
    return reason if len(reason) <= width else reason[: width - 3] + "..."


def main():
    args = sys.argv[1:]
    runner = load_pyperformance_runner()
    usage = "usage: python3 benches/jit_coverage.py [--seconds S] [--interval US] [NAME ...]"
    seconds = runner.take_option(args, "--seconds", float, 1.0, usage)
    interval = runner.take_option(args, "--interval", int, 250, usage)
    names = args or runner.NAMES
    bench_root = runner.benchmarks_dir()
    pith = os.environ.get("PITH") or os.path.join(ROOT, "target", "release", "pith")
    base_env = dict(os.environ, PYTHONPATH=HERE, PYPERF_RUNS="1", PYPERF_LOOPS="1")
    print("| benchmark | loops | compiled | interpreted | GC | JIT | traces + bridges | compile ms (median / max) | aborts (commonest) |")
    print("|---|---|---|---|---|---|---|---|---|")
    compiled_shares, medians, maxima = [], [], []
    for name in names:
        script = os.path.join(bench_root, "bm_" + name, "run_benchmark.py")
        if not os.path.exists(script):
            print("| %s | missing from pyperformance %s | | | | | | | |" % (name, runner.VERSION))
            continue
        loops = runner.calibrated_loops(script, base_env, seconds)
        env = dict(base_env, PYPERF_LOOPS=str(loops))
        with tempfile.TemporaryDirectory() as tmp:
            summary_path = os.path.join(tmp, "summary.txt")
            env["PITHLOG"] = "jit-summary:" + summary_path
            cmd = [pith, "--profile=" + os.path.join(tmp, "profile.folded"), "--profile-interval=%dus" % interval, script]
            p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=900)
            summary = open(summary_path).read() if os.path.exists(summary_path) else ""
        states = vm_states(p.stderr)
        if p.returncode != 0 or not states:
            last = (p.stderr.strip().splitlines() or ["no output"])[-1]
            print("| %s | %d | fails: %s | | | | | | |" % (name, loops, last[:80]))
            continue
        f = summary_figures(summary)
        jit = states.get("JIT recording", 0.0) + states.get("JIT compiling", 0.0)
        gc = sum(v for k, v in states.items() if k.startswith("GC"))
        aborts = ", ".join("%d %s" % (n, shorten(r)) for n, r in f["aborts"][:3]) or "none"
        print("| %s | %d | %.1f%% | %.1f%% | %.1f%% | %.1f%% | %d + %d | %.2f / %.2f | %s |" % (
            name, loops, states.get("compiled", 0.0), states.get("interpreted", 0.0), gc, jit,
            f["traces"], f["bridges"], f["median_ms"], f["max_ms"], aborts), flush=True)
        compiled_shares.append(states.get("compiled", 0.0))
        if f["traces"] + f["bridges"]:
            medians.append(f["median_ms"])
            maxima.append(f["max_ms"])
    if compiled_shares:
        over70 = sum(1 for s in compiled_shares if s > 70.0)
        print()
        print("%d of %d benchmarks over 70%% compiled; median share compiled %.1f%%" % (over70, len(compiled_shares), statistics.median(compiled_shares)))
    if medians:
        print("compile time per trace: median of the benchmarks' medians %.2f ms, largest max %.2f ms" % (statistics.median(medians), max(maxima)))


if __name__ == "__main__":
    main()
