"""A small stand-in for the `pyperf` module, for running pyperformance's
benchmarks under pith and CPython alike.

`Runner.bench_func(name, func, *args)` calls `func(*args)` RUNS times and
`bench_time_func(name, func, *args)` calls `func(LOOPS, *args)` RUNS times
(func returns the seconds it measured). stdout gets one deterministic line
per benchmark (its name and the repr of bench_func's last result); stderr
gets the median time per run, which `benches/pyperformance.py` reads.
RUNS and LOOPS come from the environment (PYPERF_RUNS, PYPERF_LOOPS).
"""

import os
import sys
import time

perf_counter = time.perf_counter

RUNS = int(os.environ.get("PYPERF_RUNS", "3")) if hasattr(os, "environ") else 3
LOOPS = int(os.environ.get("PYPERF_LOOPS", "1")) if hasattr(os, "environ") else 1


class _Namespace:
    pass


class _ArgParser:
    def __init__(self):
        self._defaults = {}

    def add_argument(self, *names, **options):
        name = [n for n in names if n.startswith("--")] or list(names)
        key = name[0].lstrip("-").replace("-", "_")
        default = options.get("default")
        if options.get("action") == "store_true":
            default = False
        self._defaults[key] = default

    def parse_args(self, args=None):
        ns = _Namespace()
        for k, v in self._defaults.items():
            setattr(ns, k, v)
        return ns


class Runner:
    def __init__(self, *args, **kwargs):
        self.metadata = {}
        self.argparser = _ArgParser()
        self.args = None
        add = kwargs.get("add_cmdline_args")
        self._add_cmdline_args = add

    def parse_args(self, args=None):
        self.args = self.argparser.parse_args(args)
        return self.args

    def _report(self, name, times, result):
        times = sorted(times)
        median = times[len(times) // 2]
        sys.stderr.write("pyperf-time %s %.6f\n" % (name, median))
        print(name + ": " + result)

    def bench_func(self, name, func, *args, inner_loops=None, metadata=None):
        times = []
        result = None
        for _ in range(RUNS):
            t0 = perf_counter()
            for _ in range(LOOPS):
                result = func(*args)
            times.append(perf_counter() - t0)
        self._report(name, times, repr(result) if result is None or isinstance(result, (int, str, bool, tuple, list)) else type(result).__name__)

    def bench_time_func(self, name, func, *args, inner_loops=None, metadata=None):
        times = []
        for _ in range(RUNS):
            times.append(func(LOOPS, *args))
        self._report(name, times, "ok")

    def bench_command(self, name, command):
        raise NotImplementedError("bench_command is not supported by this pyperf stand-in")


def python_implementation():
    return sys.implementation_name if hasattr(sys, "implementation_name") else "cpython"
