# Coverage of the fuzz generator: runs the programs of a seed range under
# pith with the JIT at its lowest threshold (fuzz.py's jit-low mode) and the
# JIT's logs on, once per program, and counts what they exercise:
#
#   - bytecode instructions the compiler emitted (--dump-bytecode; what the
#     programs contain, not what ran), Binary/Compare/Inplace/Unary by op,
#   - IR op kinds of the optimized traces, helpers they call, the kinds of
#     sunk objects their snapshots hold (jit-log-opt),
#   - guard kinds, and the exits taken by kind (jit-summary), from bridges,
#     from inlined frames, and to the interpreter (taken minus the entries
#     of the bridge attached to the exit),
#   - exits to the interpreter that rebuild sunk objects (a snapshot's
#     `vK=Alloc[...]`): two or more, a tuple among them or before another,
#     an instance whose shape changed in the trace (a field at offset 0),
#     for inlined frames,
#   - bridges, bridges of bridges, aborted recordings by reason (jit-summary
#     counts all; "(bridge)" rows are the bridges' share, from jit-abort),
#   - entries of traces that allocate: no log tells when a trace's
#     allocation slow path collects; under GC stress every allocation does,
#     so this counts the chances,
#   - runs that panicked, timed out or ended with an error.
#
# One column per generator, so two versions compare side by side:
#
#     python3 scripts/fuzz/coverage.py --seeds 0:400 --gen gen_old.py --gen gen.py
#     python3 scripts/fuzz/coverage.py --seeds 0:50 --gc-stress --pith /tmp/pith
#
# A cell is "programs/total": how many programs showed the item, and how
# often it occurred in all of them. Items no column reached are listed at
# the end, for the sets whose full list the sources give (bytecode
# instructions, IR ops, helpers, abort reasons; --src names the source tree).
import argparse
import collections
import concurrent.futures
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
JIT_LOW = "threshold=2,function_threshold=2,warmup=0,trace_eagerness=3"
TIMEOUT = 30
FIRST_SHAPE_ID = 64
TYPE_NAMES = {1: "float", 2: "bigint", 6: "tuple", 7: "array", 8: "list", 9: "dict"}
SECTIONS = ["summary", "bytecode", "ir", "helper", "guard", "exit", "virtual exit", "bridge", "abort"]

TITLE = re.compile(r"^(trace|bridge) (\d+) (?:from trace (\d+) exit %(\d+) )?")
OP_LINE = re.compile(r"^(?:%(\d+) = |     )(\w+)")
VIRTUAL = re.compile(r" v\d+=Alloc\[(\d+) bytes, header (0x[0-9a-f]+)\]\{([^}]*)\}")
EXIT_TAKEN = re.compile(r"^  (trace|bridge) (\d+) %(\d+) \((\w+)\) at [^:]+:\d+: (\d+)$")
TRACE_ENTRIES = re.compile(r"^  (?:trace (\d+)|bridge (\d+) \(from trace (\d+) exit %(\d+)\)): (\d+) entries$")
ABORT_COUNT = re.compile(r"^  +(\d+)  (.+)$")
ABORT_LINE = re.compile(r"jit-abort: (loop|bridge) .*?: (.+)$")
BYTECODE = re.compile(r"^ +\d+ \[line +\d+\] (\w+)(?: \{ op: (\w+))?")


class Features:
    """What one program exercised: item -> count, per section."""

    def __init__(self):
        self.items = collections.Counter()

    def add(self, section, key, n=1):
        self.items[(section, key)] += n


# ---- running one program ----------------------------------------------------

def load_generator(path):
    name = "gen_" + re.sub(r"\W", "_", os.path.basename(path))
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def run_program(pith, text, gc_stress):
    """Runs `text` once; returns (exit code or None on timeout, stderr, log text)."""
    work = tempfile.mkdtemp(prefix="pith_cov_")
    try:
        prog = os.path.join(work, "prog.py")
        log = os.path.join(work, "jit.log")
        with open(prog, "w") as f:
            f.write(text)
        env = {k: v for k, v in os.environ.items() if not k.startswith("PITH")}
        env["PITHLOG"] = "jit-summary,jit-abort,jit-log-opt:" + log
        if gc_stress:
            env["PITH_GC_STRESS"] = "1"
        try:
            p = subprocess.run([pith, "--dump-bytecode", "--jit", JIT_LOW, prog], env=env, cwd=work,
                               stdin=subprocess.DEVNULL, capture_output=True, timeout=TIMEOUT)
            code, err = p.returncode, p.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            code, err = None, ""
        text = open(log, encoding="utf-8", errors="replace").read() if os.path.exists(log) else ""
        return code, err, text
    finally:
        shutil.rmtree(work, ignore_errors=True)


# ---- reading the logs -------------------------------------------------------

def sections(log, category):
    """The bodies of the log's `category` sections, as lists of lines."""
    out, cur = [], None
    for line in log.splitlines():
        if line.endswith("{" + category):
            cur = []
        elif line.endswith(category + "}"):
            if cur is not None:
                out.append(cur)
            cur = None
        elif cur is not None:
            cur.append(line)
    return out


class Trace:
    def __init__(self, tid, parent, exit_op):
        self.id = tid
        self.parent = parent
        self.exit_op = exit_op
        self.ops = {}          # op index -> (opcode, line)
        self.allocs = 0
        self.entries = 0


def parse_traces(log):
    traces = {}
    for body in sections(log, "jit-log-opt"):
        m = TITLE.match(body[0]) if body else None
        if not m:
            continue
        t = Trace(int(m.group(2)), int(m.group(3)) if m.group(3) else None,
                  int(m.group(4)) if m.group(4) else None)
        t.ops = renumber(body[1:])
        traces[t.id] = t
    return traces


def renumber(lines):
    """Op index -> (opcode, line), indices counted in dump order."""
    ops = {}
    k = 0
    for line in lines:
        if line.startswith("#") or line.startswith("     Jump "):
            continue
        om = OP_LINE.match(line)
        if not om:
            continue
        if om.group(1):
            k = int(om.group(1))
        ops[k] = (om.group(2), line)
        k += 1
    return ops


def virtual_kinds(line):
    """The sunk objects a snapshot line rebuilds: (type name, has a field at offset 0)."""
    kinds = []
    for size, header, fields in VIRTUAL.findall(line):
        ty = int(header, 16) >> 32
        name = "instance" if ty >= FIRST_SHAPE_ID else TYPE_NAMES.get(ty, "type %d" % ty)
        shape_change = any(f.startswith("0=") for f in fields.split())
        kinds.append((name, shape_change))
    return kinds


def read_ir(f, traces):
    for t in traces.values():
        f.add("bridge", "bridges compiled" if t.parent else "loop traces compiled")
        if t.parent and t.parent in traces and traces[t.parent].parent:
            f.add("bridge", "bridges from bridges")
        for opcode, line in t.ops.values():
            if opcode == "Call":
                f.add("helper", line.split("Call ", 1)[1].split(",")[0].split()[0])
            f.add("ir", opcode)
            if opcode.startswith("Guard") or opcode.endswith("Ov"):
                kind = opcode + (" [bounds]" if "[bounds]" in line else "") + (" [remainder]" if "[remainder]" in line else "")
                f.add("guard", kind)
                if " > f" in line:
                    f.add("guard", "(any guard in an inlined frame)")
            if opcode == "Alloc":
                t.allocs += 1
            for name, _ in virtual_kinds(line):
                f.add("ir", "snapshot virtual: " + name)


def read_summary(f, log, traces):
    """Exits taken, trace entries and aborts from the jit-summary section."""
    taken = []
    bridge_entries = {}
    for body in sections(log, "jit-summary"):
        for line in body:
            m = EXIT_TAKEN.match(line)
            if m:
                taken.append((int(m.group(2)), int(m.group(3)), m.group(4), int(m.group(5))))
                continue
            m = TRACE_ENTRIES.match(line)
            if m:
                tid = int(m.group(1) or m.group(2))
                if tid in traces:
                    traces[tid].entries = int(m.group(5))
                if m.group(3):
                    bridge_entries[(int(m.group(3)), int(m.group(4)))] = int(m.group(5))
                continue
            m = ABORT_COUNT.match(line)
            if m and not line.lstrip().startswith(("trace", "bridge")):
                f.add("abort", m.group(2), int(m.group(1)))
    for t in traces.values():
        if t.allocs and t.entries:
            f.add("summary", "entries of traces that allocate", t.entries)
    for tid, op, opcode, n in taken:
        to_interp = n - bridge_entries.get((tid, op), 0)
        read_exit(f, traces.get(tid), op, opcode, n, to_interp)


def read_exit(f, t, op, opcode, n, to_interp):
    f.add("exit", opcode, n)
    f.add("exit", "(exits to the interpreter)", max(to_interp, 0))
    line = t.ops.get(op, ("", ""))[1] if t else ""
    if " > f" in line:
        f.add("exit", "(exits from inlined frames)", n)
    if t and t.parent:
        f.add("exit", "(exits from bridges)", n)
    kinds = virtual_kinds(line)
    if not kinds or to_interp <= 0:
        return
    f.add("virtual exit", "rebuilds 1+ sunk objects", to_interp)
    for name in sorted(set(k for k, _ in kinds)):
        f.add("virtual exit", "rebuilds a sunk " + name, to_interp)
    if any(sc for _, sc in kinds):
        f.add("virtual exit", "rebuilds an object whose shape changed (field 0)", to_interp)
    if len(kinds) >= 2:
        f.add("virtual exit", "rebuilds 2+ sunk objects", to_interp)
        if any(k == "tuple" for k, _ in kinds):
            f.add("virtual exit", "rebuilds 2+ sunk objects, a tuple among them", to_interp)
        if any(k == "tuple" for k, _ in kinds[:-1]):
            f.add("virtual exit", "rebuilds a tuple before another sunk object", to_interp)
    if len(kinds) >= 3:
        f.add("virtual exit", "rebuilds 3+ sunk objects", to_interp)
    if " > f" in line:
        f.add("virtual exit", "rebuilds sunk objects for inlined frames", to_interp)


def read_aborts(f, log):
    for line in log.splitlines():
        m = ABORT_LINE.search(line)
        if m and "blacklisted" not in m.group(2):
            f.add("bridge", "bridge recordings aborted" if m.group(1) == "bridge" else "loop recordings aborted")
            if m.group(1) == "bridge":
                f.add("abort", "(bridge) " + m.group(2))
        elif "blacklisted (not traced again)" in line:
            f.add("bridge", "loops or exits blacklisted")


def read_bytecode(f, err):
    for line in err.splitlines():
        m = BYTECODE.match(line)
        if m:
            f.add("bytecode", m.group(1) + ("." + m.group(2) if m.group(2) else ""))


def features_of(pith, text, gc_stress):
    f = Features()
    code, err, log = run_program(pith, text, gc_stress)
    f.add("summary", "programs")
    if code is None:
        f.add("summary", "timed out")
    elif "panicked" in err:
        f.add("summary", "pith panicked")
    elif code != 0:
        f.add("summary", "exited with an error (exit status %d)" % code)
    read_bytecode(f, err)
    traces = parse_traces(log)
    read_ir(f, traces)
    read_summary(f, log, traces)
    read_aborts(f, log)
    f.add("summary", "program lines", text.count("\n"))
    return f


# ---- the sources' full lists ----------------------------------------------

def source_names(src, path, pattern, start=None, stop=None):
    try:
        text = open(os.path.join(src, path)).read()
    except OSError:
        return []
    if start:
        text = text.split(start, 1)[-1]
    if stop:
        text = text.split(stop, 1)[0]
    return sorted(set(re.findall(pattern, text, re.M)))


def known_items(src):
    return {
        "bytecode": source_names(src, "lang/src/bytecode.rs", r"^    ([A-Z]\w*)\b", "pub enum Instr {", "\n}"),
        "ir": source_names(src, "jit/src/ir/mod.rs", r"^    ([A-Z]\w*): \w+,", "ops! {", "\n}"),
        "helper": source_names(src, "vm/src/trace/helpers.rs", r'(?:Helper \{ name: |value_helper\()"(\w+)"'),
        "abort": source_names(src, "vm/src/trace/recorder/state.rs", r'^    \w+ => "(.+)",', "aborts! {", "\n}"),
    }


# ---- aggregation and the table --------------------------------------------

class Column:
    def __init__(self, name):
        self.name = name
        self.programs = collections.Counter()
        self.totals = collections.Counter()
        self.seconds = 0.0

    def add(self, f):
        for key, n in f.items.items():
            self.programs[key] += 1
            self.totals[key] += n


def measure(cfg, gen_path):
    gen = load_generator(gen_path)
    col = Column(os.path.basename(gen_path))
    start = time.time()
    seeds = range(*cfg.seeds)
    with concurrent.futures.ThreadPoolExecutor(max_workers=cfg.jobs) as pool:
        for f in pool.map(lambda s: features_of(cfg.pith, gen.generate(s), cfg.gc_stress), seeds):
            col.add(f)
    col.seconds = time.time() - start
    return col


def cell(col, key):
    p, t = col.programs.get(key, 0), col.totals.get(key, 0)
    return "-" if p == 0 else "%d/%d" % (p, t)


def table(cols):
    keys = sorted(set(k for c in cols for k in c.programs), key=lambda k: (SECTIONS.index(k[0]), k[1]))
    width = max([len(k[1]) for k in keys] + [20])
    width = min(width, 70)
    head = "%-*s" % (width + 2, "item") + "".join("%18s" % c.name[:17] for c in cols)
    lines = []
    for section in SECTIONS:
        rows = [k for k in keys if k[0] == section]
        if not rows:
            continue
        lines += ["", "== %s (%s)" % (section, ", ".join("%s: %d kinds" % (c.name, sum(1 for k in rows if c.programs[k]))
                                                      for c in cols)), head]
        for k in rows:
            label = k[1] if len(k[1]) <= width else k[1][:width - 3] + "..."
            lines.append("  %-*s" % (width, label) + "".join("%18s" % cell(c, k) for c in cols))
    lines += ["", "time: " + ", ".join("%s %.0f s" % (c.name, c.seconds) for c in cols)]
    return lines


def unreached(cols, src):
    lines = []
    for section, names in known_items(src).items():
        seen = set(k[1].split(".")[0] if section == "bytecode" else k[1] for c in cols for k in c.programs if k[0] == section)
        missing = [n for n in names if n not in seen]
        if names:
            lines.append("never reached (%s, %d of %d): %s" % (section, len(missing), len(names), " ".join(missing) if section != "abort" else "; ".join(missing)))
    return lines


def parse_args(argv):
    ap = argparse.ArgumentParser(description="What the fuzz generator's programs exercise in pith's JIT.")
    ap.add_argument("--seeds", type=lambda s: tuple(map(int, s.split(":"))), default=(0, 100), help="seed range A:B")
    ap.add_argument("--gen", action="append", help="a generator file (repeat to compare); default gen.py")
    ap.add_argument("--pith", default=os.path.join(ROOT, "target", "release", "pith"))
    ap.add_argument("--src", default=ROOT, help="pith's source tree, for the lists of items never reached")
    ap.add_argument("--gc-stress", action="store_true", help="run under PITH_GC_STRESS=1")
    ap.add_argument("--jobs", type=int, default=2)
    cfg = ap.parse_args(argv)
    cfg.gen = [os.path.abspath(g) for g in (cfg.gen or [os.path.join(HERE, "gen.py")])]
    cfg.pith = os.path.abspath(cfg.pith)
    return cfg


def main(argv):
    cfg = parse_args(argv)
    cols = [measure(cfg, g) for g in cfg.gen]
    print("coverage of seeds %d:%d, --jit %s%s" % (cfg.seeds[0], cfg.seeds[1], JIT_LOW,
                                                  ", PITH_GC_STRESS=1" if cfg.gc_stress else ""))
    print("cells: programs that showed the item / occurrences in all programs")
    for line in table(cols) + [""] + unreached(cols, cfg.src):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
