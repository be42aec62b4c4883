#!/usr/bin/env python3
"""The import graph of a crate's `src/`, measured against its layers.

    python3 scripts/layers.py              vm's layers, upward imports, cycles
    python3 scripts/layers.py --check      exit 1 if vm breaks its layer rules
    python3 scripts/layers.py --crate jit  another crate (cycles only)
    python3 scripts/layers.py --crate jit --check

An import is any path to another module of the same crate: a `use` (grouped
uses are expanded), a `pub use`, or an inline `crate::a::b::f(...)` /
`super::x` path. `mod x;` declarations are not imports. Each path resolves
to the file of the longest module prefix that exists.

The layers of `vm`, bottom to top, are listed in LAYERS (the crate's doc in
`vm/src/lib.rs` gives the same table); an import from a file to a file of a
higher layer runs upward. Files of one layer may import each other. `--check`
fails when more than MAX_UPWARD imports run upward or a cycle of files holds
more than MAX_CYCLE files (3 for a crate not named there).

The upward imports vm keeps: the `Vm` struct holds the JIT's and the
profilers' state (`trace/state.rs`, `profile/records.rs`, data only, so no
cycle runs through them). Where a lower layer needs a higher one to act,
it declares the interface and the higher layer implements it
(`interp::tracing`, `runtime::native`).
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# vm's layers, bottom to top: (layer name, module paths that belong to it).
# A module path is `a` or `a::b`; the longest match wins.
LAYERS = [
    ("value", ["value"]),
    ("object", ["object"]),
    ("runtime", ["runtime"]),
    ("ops", ["ops"]),
    ("interp", ["interp"]),
    ("builtins", ["builtins"]),
    ("trace", ["trace"]),
    ("profile", ["profile"]),
    ("program", ["program", "lib", "main"]),
]
# builtins and trace stand side by side: neither may import the other.
SIDE_BY_SIDE = {("builtins", "trace"), ("trace", "builtins")}

# The limits `--check` holds each crate to: at most 5 imports running
# upward through vm's layers, no cycle of more than 3 files anywhere.
MAX_UPWARD = {"vm": 5}
MAX_CYCLE = {}

# First path segments that name no module of the crate.
EXTERNAL = {"std", "core", "alloc", "gc", "jit", "lang", "libc", "num_bigint",
            "num_traits", "num_integer", "memchr", "inferno", "cranelift",
            "cranelift_codegen", "cranelift_frontend", "cranelift_jit",
            "cranelift_module", "logos", "rustyline", "Self"}

def module_of(rel):
    """`ops/arith.rs` -> `ops::arith`; `ops/mod.rs` -> `ops`; `lib.rs` -> `lib`."""
    parts = rel[:-3].split("/")
    if parts[-1] == "mod":
        parts.pop()
    return "::".join(parts)


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    # A file's unit tests (`#[cfg(test)] mod tests { ... }`, at its end) are
    # not part of the module's imports.
    m = re.search(r"#\[cfg\(test\)\]\s*mod \w+\s*\{", text)
    return text[: m.start()] if m else text


def expand_use(tree):
    """`a::{b, c::{d, e}}` -> [`a::b`, `a::c::d`, `a::c::e`]."""
    tree = re.sub(r"\s+", "", tree)
    brace = tree.find("{")
    if brace < 0:
        return [re.sub(r"\bas\w+$", "", tree)]
    prefix, body = tree[:brace], tree[brace + 1 : tree.rfind("}")]
    items, depth, cur = [], 0, ""
    for ch in body:
        if ch == "," and depth == 0:
            items.append(cur)
            cur = ""
            continue
        depth += ch == "{"
        depth -= ch == "}"
        cur += ch
    items.append(cur)
    out = []
    for item in items:
        if item:
            out.extend(expand_use(prefix + item))
    return out


def paths_in(text, module):
    """Every module path the file names, made absolute (without `crate::`)."""
    text = strip_comments(text)
    found = []
    for m in re.finditer(r"\buse\s+([^;]+);", text):
        found.extend(expand_use(m.group(1)))
    body = re.sub(r"\buse\s+[^;]+;", "", text)
    found.extend(re.findall(r"\b(?:crate|super|self)(?:::\w+)+", body))
    here = module.split("::") if module not in ("lib", "main") else []
    out = []
    for p in found:
        segs = p.split("::")
        if segs[0] == "crate":
            out.append(segs[1:])
        elif segs[0] in ("super", "self"):
            base = list(here)
            while segs and segs[0] in ("super", "self"):
                if segs[0] == "super" and base:
                    base.pop()
                segs = segs[1:]
            out.append(base + segs)
        elif segs[0] not in EXTERNAL:
            # A path into a child module (`use code::Code` in interp/mod.rs).
            out.append(here + segs)
    return out


def resolve(segs, modules):
    """The longest prefix of `segs` that is a module of the crate."""
    for n in range(len(segs), 0, -1):
        name = "::".join(segs[:n])
        if name in modules:
            return name
    return None


def load(crate):
    src = os.path.join(ROOT, crate, "src")
    files = {}
    for dirpath, _, names in os.walk(src):
        for n in names:
            if n.endswith(".rs"):
                rel = os.path.relpath(os.path.join(dirpath, n), src)
                files[module_of(rel)] = rel
    graph = {m: set() for m in files}
    for m, rel in files.items():
        with open(os.path.join(src, rel)) as f:
            text = f.read()
        for segs in paths_in(text, m):
            target = resolve(segs, files)
            if target and target != m:
                graph[m].add(target)
    return files, graph


def layer_of(module):
    best, best_len = None, -1
    for i, (_, prefixes) in enumerate(LAYERS):
        for p in prefixes:
            if (module == p or module.startswith(p + "::")) and len(p) > best_len:
                best, best_len = i, len(p)
    return best


def cycles(graph):
    """Strongly connected components of more than one file (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out, key=len, reverse=True)


def main():
    args = sys.argv[1:]
    crate = args[args.index("--crate") + 1] if "--crate" in args else "vm"
    files, graph = load(crate)
    imports = sum(len(t) for t in graph.values())
    print(f"{crate}/src: {len(files)} files, {imports} imports between them")
    comps = cycles(graph)
    largest = len(comps[0]) if comps else 0
    print(f"cycles: {len(comps)}, the largest of {largest} files")
    for c in comps:
        print(f"  {len(c)} files: {', '.join(files[m] for m in c)}")
    problems = []
    max_cycle = MAX_CYCLE.get(crate, 3)
    if largest > max_cycle:
        problems.append(f"a cycle of {largest} files (at most {max_cycle})")
    if crate == "vm":
        unplaced = sorted(files[m] for m in files if layer_of(m) is None)
        if unplaced:
            problems.append("files in no layer: " + ", ".join(unplaced))
        upward = []
        for m in sorted(graph):
            for t in sorted(graph[m]):
                a, b = layer_of(m), layer_of(t)
                if a is None or b is None:
                    continue
                names = (LAYERS[a][0], LAYERS[b][0])
                if b > a or names in SIDE_BY_SIDE:
                    upward.append(f"{files[m]} ({names[0]}) -> {files[t]} ({names[1]})")
        print(f"imports running upward: {len(upward)}")
        for u in upward:
            print("  " + u)
        if len(upward) > MAX_UPWARD["vm"]:
            problems.append(f"{len(upward)} imports run upward (at most {MAX_UPWARD['vm']})")
    if "--check" in args and problems:
        print(f"{crate}: " + "; ".join(problems))
        sys.exit(1)


if __name__ == "__main__":
    main()
