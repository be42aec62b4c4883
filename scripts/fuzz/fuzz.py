# Differential fuzzer driver: generates programs with gen.py, runs each under
# CPython and under pith in several modes (interpreter, eager JIT, eager JIT
# under GC stress, default settings with a tiny nursery), compares stdout and
# exit status, shrinks every mismatch to a small reproducer and saves it.
#
#     python3 scripts/fuzz/fuzz.py --seeds 0:300 --jobs 2
#     python3 scripts/fuzz/fuzz.py --time 600 --save /tmp/fuzz_found
#     python3 scripts/fuzz/fuzz.py --check --seeds 0:40     (no shrinking; for the test suite)
#     python3 scripts/fuzz/fuzz.py --modes jit-low+gc-stress --seeds 0:2000 --stop
#
# --seeds A:B runs seeds A..B-1 (default 0:100); --seed N runs one; --time S
# stops starting new seeds after S seconds (without --seeds it goes on from 0);
# --modes picks some of the modes below (comma-separated names); --stop ends
# the run at the first mismatch; --gen FILE takes the programs from another
# generator (to compare two versions). The summary gives the time spent in each
# mode (the sum of its runs' wall-clock times, CPython's too).
import argparse
import concurrent.futures
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JIT_LOW = "threshold=2,function_threshold=2,warmup=0,trace_eagerness=3"
MODES = [
    ("jit-off", ["--jit", "off"], {}),
    ("jit-low", ["--jit", JIT_LOW], {}),
    ("jit-low+gc-stress", ["--jit", JIT_LOW], {"PITH_GC_STRESS": "1"}),
    ("nursery-64K", [], {"PITH_GC_NURSERY": "64K"}),
]
PYTHON_TIMEOUT = 10
PITH_TIMEOUT = 20
SHRINK_SECONDS = 300
CRASH_MARKS = ("panicked", "internal error")
# Default reprs show addresses, which differ between runs: such output proves nothing.
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


class Run:
    def __init__(self, code, out, err, timed_out=False, seconds=0.0):
        self.code = code
        self.out = out
        self.err = err
        self.timed_out = timed_out
        self.seconds = seconds

    def last_err(self):
        lines = self.err.splitlines()
        return lines[-1] if lines else ""


class Failure:
    """One mode's difference from CPython; `kind` plus `sig` is what shrinking keeps."""

    def __init__(self, mode, kind, detail, sig=""):
        self.mode = mode
        self.kind = kind
        self.detail = detail
        self.sig = sig

    def same(self, other):
        return other is not None and (self.kind, self.sig) == (other.kind, other.sig)


def base_env():
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PITH", "PYTHON"))}
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def execute(cmd, path, extra_env, timeout):
    env = base_env()
    env.update(extra_env)
    start = time.time()
    try:
        p = subprocess.run(cmd + [os.path.basename(path)], cwd=os.path.dirname(path), env=env,
                           stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Run(None, "", "", timed_out=True, seconds=time.time() - start)
    return Run(p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"),
               seconds=time.time() - start)


def run_python(path):
    return execute([sys.executable], path, {}, PYTHON_TIMEOUT)


def run_pith(pith, mode, path):
    _, args, env = mode
    return execute([pith] + args, path, env, PITH_TIMEOUT)


def excerpt(line, col, width=60):
    """The part of `line` around column `col`, marked where it was cut."""
    lo = max(0, col - width // 2)
    return ("..." if lo else "") + line[lo:lo + width] + ("..." if lo + width < len(line) else "")


def first_difference(got, want):
    g, w = got.splitlines(), want.splitlines()
    k = next((k for k, (a, b) in enumerate(zip(g, w)) if a != b), min(len(g), len(w)))
    a = g[k] if k < len(g) else "<end>"
    b = w[k] if k < len(w) else "<end>"
    col = next((c for c, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return "stdout line %d col %d: got %r, want %r" % (k + 1, col + 1, excerpt(a, col), excerpt(b, col))


def crash_signature(got):
    if got.code is not None and got.code < 0:
        return "signal %d" % -got.code
    for line in got.err.splitlines():
        if any(m in line for m in CRASH_MARKS):
            return re.sub(r"\d+", "N", line.strip())[:200]
    return None


def compare(mode_name, want, got):
    """None when pith's run matches CPython's, else the Failure."""
    if got.timed_out:
        return Failure(mode_name, "timeout", "no result within %d s" % PITH_TIMEOUT)
    sig = crash_signature(got)
    if sig:
        return Failure(mode_name, "crash", "exit %s: %s" % (got.code, got.last_err() or sig), sig)
    if got.out != want.out:
        return Failure(mode_name, "stdout", first_difference(got.out, want.out))
    if got.code != want.code:
        return Failure(mode_name, "exit", "exit status %s (want %s): %s" % (got.code, want.code, got.last_err()))
    if want.code != 0 and got.last_err() != want.last_err():
        return Failure(mode_name, "exit", "last stderr line %r (want %r)" % (got.last_err(), want.last_err()))
    if want.code == 0 and got.err:
        return Failure(mode_name, "stderr", "unexpected stderr: %r" % got.err.splitlines()[0])
    return None


def check_program(pith, path, modes, times=None):
    """CPython's run and the failures of `modes` on the program at `path`;
    each run's time is added to `times` (by mode name) when given."""
    times = {} if times is None else times
    want = run_python(path)
    times["python"] = times.get("python", 0.0) + want.seconds
    if want.timed_out:
        return want, [Failure("python", "invalid", "CPython gave no result within %d s" % PYTHON_TIMEOUT)]
    failures = []
    for mode in modes:
        got = run_pith(pith, mode, path)
        times[mode[0]] = times.get(mode[0], 0.0) + got.seconds
        f = compare(mode[0], want, got)
        if f:
            failures.append(f)
    return want, failures


# ---- shrinking ------------------------------------------------------------

def indent_of(line):
    return len(line) - len(line.lstrip(" "))


def block_end(lines, k):
    """Index after line k's statement: the line and every deeper-indented line after it."""
    end = k + 1
    while end < len(lines) and (not lines[end].strip() or indent_of(lines[end]) > indent_of(lines[k])):
        end += 1
    return end


def fill_empty_blocks(lines):
    out = []
    for k, line in enumerate(lines):
        out.append(line)
        if not line.rstrip().endswith(":"):
            continue
        rest = [x for x in lines[k + 1:] if x.strip()]
        if not rest or indent_of(rest[0]) <= indent_of(line):
            out.append(" " * (indent_of(line) + 4) + "pass")
    return out


def outcome(run):
    """CPython's exit status and the exception that ended the program, if any."""
    return run.code, run.last_err().split(":")[0] if run.code else ""


class Shrinker:
    """Deletes statements and shrinks big literals while CPython still ends the
    same way and pith still fails the same way in the same mode."""

    def __init__(self, pith, mode, failure, want, workdir, deadline):
        self.pith = pith
        self.mode = mode
        self.failure = failure
        self.want = outcome(want)
        self.path = os.path.join(workdir, "shrink.py")
        self.deadline = deadline

    def fails(self, lines):
        src = "\n".join(lines) + "\n"
        try:
            compile(src, self.path, "exec")
        except SyntaxError:
            return False
        with open(self.path, "w") as f:
            f.write(src)
        want = run_python(self.path)
        if want.timed_out or outcome(want) != self.want or ADDRESS.search(want.out):
            return False
        return self.failure.same(compare(self.mode[0], want, run_pith(self.pith, self.mode, self.path)))

    def out_of_time(self):
        return time.time() > self.deadline

    def remove_blocks(self, lines):
        starts = [k for k, line in enumerate(lines) if line.strip()]
        size = max(1, len(starts) // 2)
        while size >= 1 and not self.out_of_time():
            k = len(starts) - size
            while k >= 0 and not self.out_of_time():
                lo = starts[k]
                hi = max(block_end(lines, s) for s in starts[k:k + size])
                cand = fill_empty_blocks(lines[:lo] + lines[hi:])
                if len(cand) < len(lines) and self.fails(cand):
                    lines = cand
                    starts = [j for j, line in enumerate(lines) if line.strip()]
                    k = min(k, len(starts)) - size
                else:
                    k -= size
            size //= 2
        return lines

    def unwrap_blocks(self, lines):
        """Replaces an if, for or while statement by its body, one level less indented."""
        k = len(lines) - 1
        while k >= 0 and not self.out_of_time():
            if lines[k].lstrip().startswith(("if ", "for ", "while ")):
                end = block_end(lines, k)
                body = [line[4:] if line.strip() else line for line in lines[k + 1:end]]
                rest = lines[end:]
                if rest and rest[0].lstrip().startswith(("elif ", "else:")) and indent_of(rest[0]) == indent_of(lines[k]):
                    k -= 1
                    continue
                cand = lines[:k] + body + rest
                if self.fails(cand):
                    lines = cand
            k = min(k, len(lines)) - 1
        return lines

    def shrink_numbers(self, lines):
        for k in range(len(lines)):
            for m in list(re.finditer(r"\b\d{3,}\b", lines[k]))[::-1]:
                if self.out_of_time():
                    return lines
                smaller = str(max(2, int(m.group()) // 10))
                cand = lines[:k] + [lines[k][:m.start()] + smaller + lines[k][m.end():]] + lines[k + 1:]
                if self.fails(cand):
                    lines = cand
        return lines

    def run(self, text):
        lines = text.splitlines()
        while not self.out_of_time():
            before = len("\n".join(lines))
            lines = self.shrink_numbers(self.unwrap_blocks(self.remove_blocks(lines)))
            if len("\n".join(lines)) >= before:
                break
        return "\n".join(lines) + "\n"


# ---- one seed -------------------------------------------------------------

class SeedResult:
    def __init__(self, seed, failures, saved=None, times=None):
        self.seed = seed
        self.failures = failures
        self.saved = saved
        self.times = times or {}


def mode_by_name(name):
    return next(m for m in MODES if m[0] == name)


def reproduce_line(pith, mode, name):
    _, args, env = mode
    envs = " ".join("%s=%s" % kv for kv in env.items())
    return " ".join(x for x in [envs, pith] + args + [name] if x)


def save(cfg, seed, text, small, failure):
    os.makedirs(cfg.save, exist_ok=True)
    name = "fuzz_%d.py" % seed
    with open(os.path.join(cfg.save, name), "w") as f:
        f.write(small)
    with open(os.path.join(cfg.save, "fuzz_%d_full.py" % seed), "w") as f:
        f.write(text)
    mode = mode_by_name(failure.mode) if failure.mode != "python" else None
    note = ["seed: %d" % seed, "mode: %s" % failure.mode, "kind: %s" % failure.kind,
            "difference: %s" % failure.detail]
    if mode:
        note.append("reproduce: " + reproduce_line(cfg.pith, mode, name))
    with open(os.path.join(cfg.save, "fuzz_%d.txt" % seed), "w") as f:
        f.write("\n".join(note) + "\n")
    return os.path.join(cfg.save, name)


def shrink_and_save(cfg, seed, text, want, failure, workdir):
    small = text
    if failure.mode != "python":
        deadline = time.time() + SHRINK_SECONDS
        if cfg.deadline:
            deadline = min(deadline, max(cfg.deadline, time.time() + 60))
        shrinker = Shrinker(cfg.pith, mode_by_name(failure.mode), failure, want, workdir, deadline)
        small = shrinker.run(text)
        path = os.path.join(workdir, "final.py")
        with open(path, "w") as f:
            f.write(small)
        final = compare(failure.mode, run_python(path), run_pith(cfg.pith, mode_by_name(failure.mode), path))
        failure = final if failure.same(final) else failure
    return save(cfg, seed, text, small, failure)


def run_seed(cfg, seed):
    text = cfg.gen.generate(seed)
    workdir = tempfile.mkdtemp(prefix="pith_fuzz_%d_" % seed)
    try:
        path = os.path.join(workdir, "fuzz_%d.py" % seed)
        with open(path, "w") as f:
            f.write(text)
        times = {}
        want, failures = check_program(cfg.pith, path, cfg.modes, times)
        saved = None
        if failures and not cfg.check:
            saved = shrink_and_save(cfg, seed, text, want, failures[0], workdir)
        return SeedResult(seed, failures, saved, times)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


# ---- driver ---------------------------------------------------------------

def seed_source(cfg):
    if cfg.seed is not None:
        yield cfg.seed
        return
    lo, hi = cfg.seeds if cfg.seeds else (0, None if cfg.time else 100)
    seed = lo
    while hi is None or seed < hi:
        yield seed
        seed += 1


def report(result):
    for f in result.failures:
        print("seed %d: %s: %s: %s" % (result.seed, f.mode, f.kind, f.detail), flush=True)
    if result.saved:
        print("seed %d: reproducer saved to %s" % (result.seed, result.saved), flush=True)


def run_all(cfg):
    results = []
    seeds = seed_source(cfg)
    with concurrent.futures.ThreadPoolExecutor(max_workers=cfg.jobs) as pool:
        pending = set()
        while True:
            stopped = cfg.stop and any(r.failures for r in results)
            while len(pending) < cfg.jobs and not stopped and not (cfg.deadline and time.time() > cfg.deadline):
                seed = next(seeds, None)
                if seed is None:
                    break
                pending.add(pool.submit(run_seed, cfg, seed))
            if not pending:
                break
            done, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
            for fut in done:
                results.append(fut.result())
                report(results[-1])
    return results


def parse_range(text):
    a, b = text.split(":")
    return int(a), int(b)


def load_generator(path):
    spec = importlib.util.spec_from_file_location("fuzz_gen", os.path.abspath(path))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def parse_args(argv):
    ap = argparse.ArgumentParser(description="Differential fuzzer: pith against CPython.")
    ap.add_argument("--seeds", type=parse_range, help="seed range A:B (B excluded)")
    ap.add_argument("--seed", type=int, help="a single seed")
    ap.add_argument("--time", type=float, help="stop starting seeds after this many seconds")
    ap.add_argument("--pith", default=os.path.join(ROOT, "target", "release", "pith"))
    ap.add_argument("--save", default="/tmp/fuzz_found", help="where reproducers go")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--check", action="store_true", help="no shrinking: report failing seeds and modes")
    ap.add_argument("--modes", help="comma-separated mode names (default: all of %s)" % ", ".join(m[0] for m in MODES))
    ap.add_argument("--stop", action="store_true", help="stop at the first mismatch")
    ap.add_argument("--gen", help="the generator's file (default: gen.py next to this file)")
    cfg = ap.parse_args(argv)
    cfg.gen = load_generator(cfg.gen) if cfg.gen else gen
    names = cfg.modes.split(",") if cfg.modes else [m[0] for m in MODES]
    unknown = [n for n in names if n not in [m[0] for m in MODES]]
    if unknown:
        ap.error("unknown mode %s (modes: %s)" % (", ".join(unknown), ", ".join(m[0] for m in MODES)))
    cfg.modes = [mode_by_name(n) for n in names]
    cfg.pith = os.path.abspath(cfg.pith)
    cfg.deadline = time.time() + cfg.time if cfg.time else None
    return cfg


def summary(results, modes, seconds):
    bad = sorted(r.seed for r in results if r.failures)
    line = "fuzz: %d programs x %d modes (%s) in %.0f s: %d clean, %d with mismatches" % (
        len(results), len(modes), ", ".join(m[0] for m in modes), seconds, len(results) - len(bad), len(bad))
    return line + (" (seeds %s)" % " ".join(map(str, bad)) if bad else "")


def mode_times(results, modes):
    """Per mode: the seconds its runs took, summed over all programs, and
    how many programs it ran clean."""
    parts = []
    for name in ["python"] + [m[0] for m in modes]:
        total = sum(r.times.get(name, 0.0) for r in results)
        clean = sum(1 for r in results if name in r.times and not any(f.mode == name for f in r.failures))
        parts.append("%s %.1f s (%d clean)" % (name, total, clean))
    return "time per mode: " + ", ".join(parts)


def main(argv):
    cfg = parse_args(argv)
    start = time.time()
    results = run_all(cfg)
    print(summary(results, cfg.modes, time.time() - start))
    print(mode_times(results, cfg.modes))
    return 1 if any(r.failures for r in results) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
