# Random program generator for the differential fuzzer (fuzz.py). From an
# integer seed it writes a small, deterministic program in pith's Python
# subset, built to stress the tracing JIT (hot and nested loops, values that
# change type mid-loop or late, shapes that differ, inlined calls with
# defaults and keywords, exceptions and int overflow on side paths) and the
# moving GC (short-lived objects that escape only on rare branches,
# long-lived data, old containers written young objects).
#
# Each section is a hot loop (in a function or at module level) mixing
# statements of two or three themes. Some themes aim at the JIT's exits:
# records (classes whose __init__ branches, so their instances take several
# shapes) and tuples rotated every iteration stay virtual in the trace, and
# several of them are alive across branches and rare guards, so exits must
# rebuild them; others add try/except in loops, generators, closures, deep
# and mutual recursion, dict/set/str work and variables that change type
# after many iterations. Every program prints what it computed (objects
# through their own reprs or a digest), never an address or a set's order.
#
#     python3 scripts/fuzz/gen.py SEED      print the program for SEED
import random
import sys

IND = "    "

# Every class has the attribute `a`; the others differ per class.
ATTR_POOL = ["b", "c", "d", "e", "f", "g"]
LOOP_COUNTS = [50, 80, 150, 300, 600, 1000, 1500, 2000, 3000]
RARE_MODS = [37, 53, 89, 97, 101, 151, 211, 251]
BIG_CONSTS = ["(2 ** 62 - 3)", "(1 << 64)", "10 ** 18", "(-(2 ** 63) + 7)", "(3 ** 41)"]
FLOAT_CONSTS = ["0.5", "0.25", "1.5", "-2.75", "0.1", "3.125", "-0.3", "1e-3", "12.5"]
# How a function's variables show in its result: printed as they are, or
# through these expressions.
PLAIN_RESULTS = ("acc", "fl", "tot", "s", "v", "errs", "last", "out", "d", "fb")
RESULT_EXPRS = {
    "big": ["big % 1000000007"],
    "seen": ["sorted(seen)[:12]"],
    "inc": ["cnt"],
    "chain": ["h_walk(chain)"],
    "buckets": ["[(k, len(b), b[-1]) for k, b in buckets.items()]"],
    "lst": ["lst[-5:]"],
    "objs": ["objs[:4]", "[o.total() for o in objs][:6]"],
    "ring": ["ring"],
    "T": ["T"],
    "P": ["P"],
    "ra": ["h_dg(ra)"],
    "rb": ["h_dg(rb)"],
    "reg": ["h_dg(reg)"],
    "keep2": ["len(keep2)", "h_dg(keep2)"],
    "DT": ["h_dg(DT)", "len(DT)"],
    "ST": ["sorted(ST)[:10]"],
    "ecount": ["ecount"],
    "lt": ["lt"],
    "nv": ["nv"],
    "alt": ["alt"],
    "ov": ["ov"],
    "gs": ["next(gs)"],
}
# Sections stop being added once the program has about this many lines.
LINE_BUDGET = 110
THEMES = ["arith", "types", "shapes", "escape", "exc", "strings", "containers",
          "calls", "bigint", "globals", "straight",
          "records", "records", "virtuals", "exc2", "gens", "recursion", "late", "old", "syntax"]


def indent(lines, levels=1):
    return [IND * levels + line for line in lines]


class Scope:
    """What one loop (in a function or at module level) uses while it is generated."""

    def __init__(self, name, in_func):
        self.name = name
        self.in_func = in_func
        self.used = []
        self.globals = []
        self.inner = False

    def use(self, *names):
        for n in names:
            if n not in self.used:
                self.used.append(n)
        return names[0]

    def use_global(self, name):
        if name not in self.globals:
            self.globals.append(name)


class ClassSpec:
    def __init__(self, name, attrs, base):
        self.name = name
        self.attrs = attrs
        self.base = base


class RecordSpec:
    """A record class. `a` is always set and `b` holds one kind of value
    (int, float, tuple or another record); which other attributes exist, and
    in which order `__init__` sets them, depends on its arguments."""

    def __init__(self, name, b_kind, ref):
        self.name = name
        self.b_kind = b_kind
        self.ref = ref


class Gen:
    def __init__(self, seed):
        self.seed = seed
        self.r = random.Random(seed)
        self.helpers = {}
        self.classes = []
        self.records = []
        self.sections = []
        self.max_n = 0
        self.uses_gc = False

    # ---- program assembly -------------------------------------------------

    def program(self):
        count = self.r.randint(3, 6)
        while len(self.sections) < count and self.size() < LINE_BUDGET:
            self.sections.append(self.section(len(self.sections)))
        lines = ["# fuzz program, seed %d" % self.seed] + (["import gc"] if self.uses_gc else []) + [
                 "G_total = 0", "G_name = \"g\"", "G_K = %d" % self.r.randint(1, 9), "LIVE = []", ""]
        for spec in self.classes + self.records:
            lines += spec.lines + [""]
        for name in sorted(self.helpers):
            lines += self.helpers[name] + [""]
        for sec in self.sections:
            lines += sec + [""]
        lines += self.epilogue()
        return "\n".join(lines) + "\n"

    def size(self):
        return (sum(len(c.lines) for c in self.classes + self.records) + sum(map(len, self.helpers.values()))
                + sum(map(len, self.sections)))

    def epilogue(self):
        lines = (["print(\"ctx\", h_ctx.uses)"] if "h_ctx" in self.helpers else []) + [
                 "print(\"G\", G_total, G_name, G_K, len(LIVE))",
                 "print(LIVE[:6])",
                 "print(LIVE[-3:])"]
        ending = self.r.random()
        if ending < 0.04:
            lines.append("print(LIVE[len(LIVE) + %d])" % self.r.randint(0, 5))
        elif ending < 0.07:
            lines.append("print({\"k\": G_total}[\"q%d\"])" % self.r.randint(0, 9))
        elif ending < 0.09:
            lines.append("raise ValueError(\"end %d\" % G_total)")
        return lines

    # ---- classes and helpers (emitted only when something uses them) ------

    def cls(self):
        if len(self.classes) < 3 and (not self.classes or self.r.random() < 0.5):
            k = len(self.classes)
            base = self.classes[0] if self.classes and self.r.random() < 0.4 else None
            count = self.r.randint(0, 3)
            attrs = ["a"] + self.r.sample(ATTR_POOL, count)
            spec = ClassSpec("K%d" % k, attrs, base)
            spec.lines = self.class_lines(spec)
            self.classes.append(spec)
        return self.r.choice(self.classes)

    def class_lines(self, spec):
        params = ", ".join(spec.attrs)
        head = "class %s(%s):" % (spec.name, spec.base.name) if spec.base else "class %s:" % spec.name
        body = ["def __init__(self, %s, flip=0):" % params]
        own = spec.attrs
        if spec.base:
            body.append(IND + "super().__init__(%s)" % ", ".join(
                a if a in spec.attrs else "0" for a in spec.base.attrs))
            own = [a for a in spec.attrs if a not in spec.base.attrs] or ["a"]
        body += indent(self.attr_stores(own))
        if spec.base:
            return [head] + indent(body + ["def total(self):",
                                           IND + "return super().total() + self.%s" % own[-1]])
        body = ["kind = %d" % self.r.randint(0, 9)] + body
        body += ["def total(self):",
                 IND + "return " + " + ".join("self.%s" % a for a in spec.attrs),
                 "def bump(self, by=1):", IND + "self.a = self.a + by", IND + "return self.a",
                 "def bump2(self, by=1):", IND + "self.a = self.a - 2 * by", IND + "return -self.a",
                 "def __repr__(self):",
                 IND + "return \"%s(\" + str(self.a) + \")\"" % spec.name]
        return [head] + indent(body)

    def attr_stores(self, own):
        """Stores of the attributes, in an order that depends on `flip` when there are several."""
        stores = ["self.%s = %s" % (a, a) for a in own]
        if len(own) < 2:
            return stores
        flipped = stores[:]
        while flipped == stores:
            self.r.shuffle(flipped)
        return ["if flip:"] + indent(flipped) + ["else:"] + indent(stores)

    def rec(self):
        """A record class, new (up to three) or one the program has."""
        if len(self.records) < 3 and (not self.records or self.r.random() < 0.4):
            kinds = ["int", "float", "tuple", "tuple"] + (["rec"] if self.records else [])
            b_kind = self.r.choice(kinds)
            ref = self.r.choice(self.records) if b_kind == "rec" else None
            spec = RecordSpec("R%d" % len(self.records), b_kind, ref)
            spec.lines = self.record_lines(spec)
            self.records.append(spec)
        return self.r.choice(self.records)

    def record_lines(self, spec):
        b_use = {"int": "self.b %% %d", "float": "int(self.b) %% %d", "tuple": "self.b[0] %% %d",
                 "rec": "self.b.a %% %d"}[spec.b_kind] % self.r.randint(3, 17)
        b_sig = {"float": "round(self.b, 6)", "rec": "self.b.sig()"}.get(spec.b_kind, "self.b")
        body = ["def __init__(self, a, b, c, flip):"] + indent(self.record_stores())
        body += ["def m(self, x):",
                 IND + "return (self.a * %d + x + %s) %% %d" % (self.r.randint(2, 9), b_use,
                                                               self.r.choice([97, 4099, 65521, 1000003])),
                 "def sig(self):",
                 IND + "return (\"%s\", self.a, %s, getattr(self, \"c\", None), getattr(self, \"extra\", None))"
                 % (spec.name, b_sig),
                 "def __repr__(self):",
                 IND + "return \"%s(\" + str(self.a) + \")\"" % spec.name]
        return ["class %s:" % spec.name] + indent(body)

    def record_stores(self):
        """__init__'s body: the order of the stores, and whether `c` and
        `extra` are set, depend on `flip` and `a`: several shapes."""
        plain = ["self.a = a", "self.b = b"]
        flipped = plain[:] + (["self.c = c"] if self.r.random() < 0.7 else [])
        self.r.shuffle(flipped)
        lines = ["if flip:"] + indent(flipped) + ["else:"] + indent(plain)
        if self.r.random() < 0.5:
            lines += ["if a %% %d == 0:" % self.r.choice([3, 4, 7]), IND + "self.extra = a % 1000"]
        if self.r.random() < 0.3:
            lines += ["if flip and c is not None:", IND + "self.c = c"]
        return lines

    def helper(self, name):
        if name not in self.helpers:
            self.helpers[name] = getattr(self, "helper_" + name)()
        return name

    def helper_h_lin(self):
        return ["def h_lin(x, k=%d, m=%d):" % (self.r.randint(-5, 9), self.r.randint(-50, 50)),
                IND + "return x * k + m"]

    def helper_h_sign(self):
        c = self.r.randint(-3, 3)
        return ["def h_sign(x):",
                IND + "if x < %d:" % c, IND * 2 + "return -1",
                IND + "if x == %d:" % c, IND * 2 + "return 0",
                IND + "return 1"]

    def helper_h_clamp(self):
        lim = self.r.randint(5, 400)
        return ["def h_clamp(x, lo=%d, hi=%d):" % (-lim, lim),
                IND + "if x < lo:", IND * 2 + "return lo",
                IND + "if x > hi:", IND * 2 + "return hi",
                IND + "return x"]

    def helper_h_adder(self):
        return ["def h_adder(k):", IND + "def add(x, scale=1):",
                IND * 2 + "return x * scale + k", IND + "return add"]

    def helper_h_count(self):
        return ["def h_count(by=1):", IND + "global G_total",
                IND + "G_total += by", IND + "return G_total"]

    def helper_h_check(self):
        return ["def h_check(x, limit=%d):" % self.r.randint(10, 90),
                IND + "if x > limit:",
                IND * 2 + "raise ValueError(\"too big: %d > %d\" % (x, limit))",
                IND + "return x"]

    def helper_h_poly(self):
        return ["def h_poly(v, i):"] + indent(self.poly_chain("return "))

    def helper_h_gen(self):
        return ["def h_gen(n, step=1):", IND + "k = 0", IND + "while k < n:",
                IND * 2 + "yield k", IND * 2 + "k += step"]

    def helper_h_pair(self):
        return ["def h_pair(a, b=%d):" % self.r.randint(1, 9),
                IND + "return a + b, a - b"]

    def helper_h_star(self):
        return ["def h_star(*xs, scale=%d):" % self.r.randint(1, 4),
                IND + "t = 0", IND + "for x in xs:", IND * 2 + "t += x",
                IND + "return t * scale"]

    def helper_h_rec(self):
        return ["def h_rec(n):", IND + "if n < 2:", IND * 2 + "return n",
                IND + "return h_rec(n - 1) + h_rec(n - 2)"]

    def helper_h_walk(self):
        return ["def h_walk(c):", IND + "n = t = 0", IND + "while c is not None:",
                IND * 2 + "n += 1", IND * 2 + "t += c[0] * len(c[2]) + c[2][0]", IND * 2 + "c = c[1]",
                IND + "return n, t"]

    def helper_h_glob(self):
        return ["def h_glob(x):", IND + "return x * G_K + len(G_name)"]

    def helper_h_dg(self):
        """A digest of any value the programs build (records through sig())."""
        return ["def h_dg(v, h=17):",
                IND + "if v is None:",
                IND * 2 + "return (h * 31 + 1) % 1000000007",
                IND + "if isinstance(v, int):",
                IND * 2 + "return (h * 31 + v % 1000000007) % 1000000007",
                IND + "if isinstance(v, (float, str)):",
                IND * 2 + "for ch in repr(v):",
                IND * 3 + "h = (h * 131 + ord(ch)) % 1000000007",
                IND * 2 + "return h",
                IND + "if isinstance(v, (list, tuple)):",
                IND * 2 + "h = (h * 37 + len(v)) % 1000000007",
                IND * 2 + "for x in v:",
                IND * 3 + "h = h_dg(x, h)",
                IND * 2 + "return h",
                IND + "if isinstance(v, dict):",
                IND * 2 + "for k in v:",
                IND * 3 + "h = h_dg(v[k], h_dg(k, h))",
                IND * 2 + "return h",
                IND + "return h_dg(v.sig(), h)"]

    def helper_h_even(self):
        self.helpers["h_odd"] = ["def h_odd(n):", IND + "if n == 0:", IND * 2 + "return False",
                                 IND + "return h_even(n - 1)"]
        return ["def h_even(n):", IND + "if n == 0:", IND * 2 + "return True",
                IND + "return h_odd(n - 1)"]

    def helper_h_deep(self):
        return ["def h_deep(n):", IND + "if n <= 0:", IND * 2 + "return (0, 1)",
                IND + "t = h_deep(n - 1)",
                IND + "return (t[1] %% %d, t[0] + t[1] + n)" % self.r.choice([97, 1000003, 65521])]

    def helper_h_run(self):
        return ["def h_run(k):", IND + "tot = k", IND + "while True:",
                IND * 2 + "x = yield tot",
                IND * 2 + "tot = (tot * %d + (1 if x is None else x)) %% 1000003" % self.r.randint(2, 9)]

    def helper_h_mk(self):
        return ["def h_mk(k):", IND + "def f(x, y=%d):" % self.r.randint(0, 5),
                IND * 2 + "return x * k + y", IND + "return f"]

    def helper_h_pick(self):
        k = self.r.randint(4, 9)
        rr = self.r.randint(0, k - 1)
        return ["def h_pick(tbl, i):",
                IND + "if i %% %d == %d:" % (k, rr), IND * 2 + "raise KeyError(i)",
                IND + "return tbl[i % len(tbl)]"]

    def helper_h_ctx(self):
        """A context manager that counts its uses and swallows KeyError."""
        return ["class h_ctx:",
                IND + "uses = 0",
                IND + "def __init__(self, k):", IND * 2 + "self.k = k",
                IND + "def __enter__(self):", IND * 2 + "h_ctx.uses += 1", IND * 2 + "return self",
                IND + "def __exit__(self, et, ev, tb):",
                IND * 2 + "return et is KeyError"]

    def helper_h_chain(self):
        self.helper("h_gen")
        return ["def h_chain(n):", IND + "yield from h_gen(n)", IND + "yield from (n, -n)"]

    def poly_chain(self, prefix):
        mod = self.r.choice(["1000003", "(10 ** 30)", "(1 << 70)"])
        return ["if isinstance(v, str):",
                IND + prefix + "v[-%d:] + str(i %% 7)" % self.r.randint(3, 8),
                "elif isinstance(v, float):",
                IND + prefix + "v * %s + i" % self.r.choice(["0.5", "0.25", "0.75"]),
                "else:",
                IND + prefix + "(v * %d + i) %% %s" % (self.r.randint(2, 7), mod)]

    # ---- expressions ------------------------------------------------------

    def const(self):
        if self.r.random() < 0.08:
            return self.r.choice(BIG_CONSTS)
        return str(self.r.randint(-20, 60))

    def int_atom(self, sc):
        r = self.r.random()
        if r < 0.35:
            return "j" if sc.inner and self.r.random() < 0.5 else "i"
        if r < 0.55:
            return self.const()
        if r < 0.65:
            return "(i %% %d)" % self.r.randint(2, 17)
        if r < 0.72:
            return "len(%s)" % sc.use("s")
        if r < 0.8:
            return "(%s & %d)" % (sc.use("acc"), self.r.choice([7, 255, 65535]))
        if r < 0.86:
            return "-i"
        return sc.use("errs")

    def divisor(self, sc):
        if self.r.random() < 0.5:
            return str(self.r.choice([-7, -3, -2, -1, 1, 2, 3, 5, 7, 10, 13]))
        return "(%s %% %d + 1)" % (self.int_atom(sc), self.r.randint(2, 9))

    def int_expr(self, sc, depth=2):
        if depth == 0 or self.r.random() < 0.3:
            return self.int_atom(sc)
        op = self.r.choice(["+", "-", "*", "//", "%", "<<", ">>", "&", "|", "^", "+", "-"])
        left = self.int_expr(sc, depth - 1)
        if op in ("//", "%"):
            return "(%s %s %s)" % (left, op, self.divisor(sc))
        if op in ("<<", ">>"):
            amount = str(self.r.randint(0, 70)) if self.r.random() < 0.5 else \
                "(%s %% %d)" % (self.int_atom(sc), self.r.randint(2, 71))
            return "(%s %s %s)" % (left, op, amount)
        return "(%s %s %s)" % (left, op, self.int_expr(sc, depth - 1))

    def float_atom(self, sc):
        r = self.r.random()
        if r < 0.3:
            return self.r.choice(FLOAT_CONSTS)
        if r < 0.55:
            return "i * %s" % self.r.choice(FLOAT_CONSTS)
        if r < 0.7:
            return "(i / %d)" % self.r.choice([3, 7, -4, 10])
        if r < 0.85:
            return "float(i %% %d)" % self.r.randint(2, 13)
        return "(%s %% %s)" % (self.r.choice(["i * 0.5", "-1.75 * i", "float(i)"]),
                               self.r.choice(["2.5", "-3.0", "7", "0.75"]))

    def float_expr(self, sc, depth=2):
        if depth == 0 or self.r.random() < 0.35:
            return self.float_atom(sc)
        op = self.r.choice(["+", "-", "*", "/"])
        left = self.float_expr(sc, depth - 1)
        if op == "/":
            return "(%s / %s)" % (left, self.r.choice(["3.0", "-0.5", "(i % 4 + 1)", "7"]))
        return "(%s %s %s)" % (left, op, self.float_expr(sc, depth - 1))

    def cond(self, sc):
        r = self.r.random()
        if r < 0.5:
            k = self.r.randint(2, 13)
            return "i %% %d %s %d" % (k, self.r.choice(["==", "<", "!="]), self.r.randint(0, k - 1))
        if r < 0.65:
            return "%s & %d" % (sc.use("acc"), self.r.choice([1, 2, 4, 8]))
        if r < 0.8:
            return "i > n // %d" % self.r.randint(2, 5)
        if r < 0.9:
            return "len(%s) > %d" % (sc.use("s"), self.r.randint(2, 12))
        return "%s == %s" % (self.int_atom(sc), self.int_atom(sc))

    def rare(self):
        return "i %% %d == %d" % (self.r.choice(RARE_MODS), self.r.randint(0, 30))

    # ---- statements: each returns lines relative to the loop body ---------

    def st_int(self, sc, depth):
        acc = sc.use("acc")
        form = self.r.randint(0, 3)
        e = self.int_expr(sc)
        if form == 0:
            return ["%s += %s" % (acc, e)]
        if form == 1:
            return ["%s ^= %s" % (acc, e)]
        if form == 2:
            return ["%s -= %s" % (acc, e)]
        return ["%s = (%s * %d + %s) %% %s" % (acc, acc, self.r.randint(2, 40), e,
                                              self.r.choice(["1000000007", "(1 << 72)", "(10 ** 25 + 7)"]))]

    def st_float(self, sc, depth):
        fl = sc.use("fl")
        if self.r.random() < 0.15:
            return ["%s = (abs(%s) + %s) ** %s" % (fl, fl, self.r.choice(["1.0", "0.5", "2.25"]), self.r.choice(["0.5", "0.75", "0.25"]))]
        return ["%s = %s * %s + %s" % (fl, fl, self.r.choice(["0.5", "0.25", "0.75", "0.875"]),
                                       self.float_expr(sc))]

    def st_tot(self, sc, depth):
        tot = sc.use("tot")
        r = self.r.random()
        if r < 0.4:
            return ["%s = %s + %s" % (tot, tot, self.int_expr(sc, 1))]
        if r < 0.7:
            return ["%s -= %s" % (tot, self.float_atom(sc))]
        return ["if i == %d:" % self.r.randint(1, 400), IND + "%s = %s + 0.5" % (tot, tot)]

    def st_branch(self, sc, depth):
        if depth >= 2:
            return self.st_int(sc, depth)
        lines = ["if %s:" % self.cond(sc)] + indent(self.stmts(sc, depth + 1, self.r.randint(1, 2)))
        r = self.r.random()
        if r < 0.3:
            lines += ["elif %s:" % self.cond(sc)] + indent(self.stmts(sc, depth + 1, 1))
        if r < 0.6:
            lines += ["else:"] + indent(self.stmts(sc, depth + 1, 1))
        return lines

    def st_continue(self, sc, depth):
        if depth > 0 or sc.inner:
            return self.st_int(sc, depth)
        return ["if %s:" % self.rare(), IND + "continue"]

    def st_type_switch(self, sc, depth):
        v = sc.use("v")
        k1 = self.r.randint(1, 300)
        k2 = k1 + self.r.randint(1, 700)
        # Each conversion is valid whatever type an earlier one left in v.
        lines = ["if i == %d:" % k1, IND + "%s = float(%s) * 0.5 if not isinstance(%s, str) else 0.5" % (v, v, v),
                 "elif i == %d:" % k2, IND + "%s = str(%s)" % (v, v)]
        if self.r.random() < 0.5:
            lines += ["elif i == %d:" % (k2 + self.r.randint(1, 900)), IND + "%s = len(str(%s))" % (v, v)]
        return lines + self.st_poly(sc, depth)

    def st_poly(self, sc, depth):
        v = sc.use("v")
        if self.r.random() < 0.5:
            return ["%s = %s(%s, i)" % (v, self.helper("h_poly"), v)]
        return self.poly_chain(v + " = ")

    def st_poly_use(self, sc, depth):
        v = sc.use("v")
        r = self.r.random()
        if r < 0.4:
            return ["%s += len(str(%s))" % (sc.use("acc"), v)]
        if r < 0.7:
            return ["%s = %s[-6:] + type(%s).__name__[0]" % (sc.use("s"), sc.use("s"), v)]
        return ["if %s:" % self.rare(), IND + "%s.append((i, %s, %s * 2))" % (sc.use("out"), v, v)]

    def new_obj(self, sc, var):
        """A constructor call; `sc` None means only `var` and constants appear."""
        spec = self.cls()
        args = [var]
        for _ in spec.attrs[1:]:
            r = self.r.random()
            if r < 0.4 and sc is not None:
                args.append(self.int_expr(sc, 1))
            elif r < 0.7:
                args.append("%s * %s" % (var, self.r.choice(["0.5", "3", "-2"])))
            else:
                args.append(str(self.r.randint(-9, 9)))
        flip = ", flip=1" if self.r.random() < 0.4 else ""
        return "%s(%s%s)" % (spec.name, ", ".join(args), flip)

    def pick_obj(self, sc):
        sc.use("objs")
        return "o = objs[(i + %d) %% len(objs)]" % self.r.randint(0, 9)

    def st_obj_read(self, sc, depth):
        tot = sc.use("tot")
        r = self.r.random()
        if r < 0.3:
            read = ["%s = %s + o.a" % (tot, tot)]
        elif r < 0.55:
            read = ["%s = %s + o.total()" % (tot, tot)]
        elif r < 0.8:
            read = ["%s = %s + getattr(o, \"%s\", %d)" % (tot, tot, self.r.choice(ATTR_POOL),
                                                        self.r.randint(0, 3))]
        else:
            read = ["if hasattr(o, \"tag\"):", IND + "%s = %s[-5:] + o.tag" % (sc.use("s"), sc.use("s"))]
        return [self.pick_obj(sc)] + read

    def st_obj_write(self, sc, depth):
        r = self.r.random()
        if r < 0.3:
            write = ["o.a = o.a + %s" % self.r.choice(["1", "i % 3", "0.5", "-1"])]
        elif r < 0.55:
            write = ["%s += o.bump(%s)" % (sc.use("tot"), self.r.choice(["", "2", "by=i % 4", "by=-1"]))]
        elif r < 0.8:
            write = ["if %s:" % self.rare(),
                     IND + "o.%s = i" % self.r.choice(ATTR_POOL)]
        else:
            write = ["if i %% %d == 0:" % self.r.randint(3, 40), IND + "o.tag = \"t%d\" % (i % 10)"]
        return [self.pick_obj(sc)] + write

    def st_alloc_escape(self, sc, depth):
        keep = sc.use("keep")
        lines = ["p = %s" % self.new_obj(sc, "i"),
                 "%s = %s + p.%s" % (sc.use("tot"), sc.use("tot"),
                                     self.r.choice(["a", "total()", "bump()"])),
                 "if %s:" % self.rare(), IND + "%s.append(p)" % keep]
        if self.r.random() < 0.4:
            lines += ["if %s:" % self.rare(), IND + "q = p", IND + "q.a = %d" % self.r.randint(100, 999),
                      IND + "LIVE.append(p)"]
        return lines

    def st_tuple_escape(self, sc, depth):
        t = "(i, [%s, i %% 7], %s[-2:])" % (self.int_expr(sc, 1), sc.use("s"))
        lines = ["t = " + t, "%s += t[1][1] + len(t[2])" % sc.use("acc")]
        if self.r.random() < 0.5:
            lines += ["x1, x2, x3 = t", "if x1 % 2 and x2[1] > 3:", IND + "%s ^= 1" % sc.use("acc")]
        return lines + ["if %s:" % self.rare(), IND + "LIVE.append(t)"]

    def st_try(self, sc, depth):
        kind = self.r.randint(0, 5)
        k = self.r.randint(5, 40)
        rr = self.r.randint(0, k - 1)
        acc, errs = sc.use("acc"), sc.use("errs")
        if kind == 0:
            body = ["%s += %d // (i %% %d - %d)" % (acc, self.r.randint(1, 99), k, rr)]
            handler = ["except ZeroDivisionError:", IND + "%s += 1" % errs]
        elif kind == 1:
            body = ["%s = %s + 1.0 / (i %% %d - %d)" % (sc.use("fl"), sc.use("fl"), k, rr)]
            handler = ["except ZeroDivisionError as e:", IND + "%s = str(e)" % sc.use("last")]
        elif kind == 2:
            body = ["%s += int(str(i) if i %% %d != %d else \"x%%d\" %% i)" % (acc, k, rr)]
            handler = ["except ValueError as e:", IND + "%s = str(e)" % sc.use("last")]
        elif kind == 3:
            k = self.r.randint(5, 10)
            table = ", ".join("%d: %d" % (x, self.r.randint(-9, 9)) for x in range(k) if x != rr % k)
            body = ["%s += {%s}[i %% %d]" % (acc, table, k)]
            handler = ["except KeyError as e:", IND + "%s += 1" % errs, IND + "%s = repr(e)" % sc.use("last")]
        elif kind == 4:
            k = self.r.randint(5, 10)
            items = ", ".join(str(self.r.randint(-9, 99)) for _ in range(k - 1))
            body = ["%s += [%s][i %% %d]" % (acc, items, k)]
            handler = ["except IndexError:", IND + "%s -= 1" % errs]
        else:
            limit = self.r.randint(20, 120)
            keyword = self.r.choice(["", ", limit=%d" % (limit - self.r.randint(1, 5))])
            body = ["%s += %s(i %% %d%s)" % (acc, self.helper("h_check"), limit, keyword)]
            handler = ["except ValueError as e:", IND + "%s = str(e)" % sc.use("last")]
        lines = ["try:"] + indent(body) + handler
        r = self.r.random()
        if r < 0.15:
            lines += ["else:", IND + "%s ^= 5" % acc]
        elif r < 0.3:
            lines += ["finally:", IND + "%s += 2" % errs]
        return lines

    def st_raise(self, sc, depth):
        errs = sc.use("errs")
        exc = self.r.choice(["KeyError", "ValueError", "IndexError"])
        k = self.r.randint(5, 40)
        return ["try:", IND + "if i %% %d == %d:" % (k, self.r.randint(0, k - 1)), IND * 2 + "raise %s(i)" % exc,
                IND + "%s += 1" % sc.use("acc"),
                "except %s as e:" % exc, IND + "%s += e.args[0] %% 5" % errs]

    def st_str(self, sc, depth):
        s = sc.use("s")
        r = self.r.random()
        if r < 0.25:
            return ["%s = %s + chr(97 + i %% 26)" % (s, s),
                    "if len(%s) > %d:" % (s, self.r.randint(8, 30)), IND + "%s = %s[%d:]" % (s, s, self.r.randint(1, 7))]
        if r < 0.4:
            return ["%s = \"%%s%%d\" %% (%s[-%d:], i %% 100)" % (s, s, self.r.randint(2, 9))]
        if r < 0.55:
            return ["%s = f\"{%s[-%d:]}{i %% 9}{%s:.2f}\"[-12:]" % (s, s, self.r.randint(2, 8), self.float_atom(sc))]
        if r < 0.65:
            return ["%s = \"{}-{}\".format(%s[-4:], %s & 15)" % (s, s, sc.use("acc"))]
        if r < 0.75:
            return ["%s = %s.upper() if i %% 2 else %s.lower().replace(\"a\", \"q\")" % (s, s, s)]
        if r < 0.85:
            return ["%s += %s.count(\"%s\") + %s.find(\"b\")" % (sc.use("acc"), s, self.r.choice("abq1"), s)]
        return ["%s = \"-\".join([%s[-3:], str(i %% 7), %s])[-10:]" % (s, s, self.r.choice(["\"z\"", "str(%s)" % self.int_atom(sc)]))]

    def st_list(self, sc, depth):
        lst = sc.use("lst")
        lines = ["%s.append(%s & 1023)" % (lst, self.int_expr(sc, 1))]
        r = self.r.random()
        cap = self.r.randint(4, 40)
        if r < 0.35:
            lines += ["if len(%s) > %d:" % (lst, cap), IND + "%s.pop(0)" % lst]
        elif r < 0.65:
            lines += ["if len(%s) > %d:" % (lst, cap), IND + "%s = %s[-%d:]" % (lst, lst, cap // 2 + 1)]
        else:
            lines += ["if len(%s) > %d:" % (lst, cap), IND + "%s.sort()" % lst, IND + "del %s[:%d]" % (lst, cap // 2)]
        return lines + ["%s += %s[i %% len(%s)]" % (sc.use("acc"), lst, lst)]

    def st_dict(self, sc, depth):
        d = sc.use("d")
        key = self.r.choice(["i %% %d" % self.r.randint(2, 12), "\"k%%d\" %% (i %% %d)" % self.r.randint(2, 9),
                             "%s[-1:]" % sc.use("s")])
        lines = ["key = %s" % key, "%s[key] = %s.get(key, 0) + %s" % (d, d, self.int_atom(sc))]
        if self.r.random() < 0.4:
            lines += ["if %s and key in %s:" % (self.cond(sc), d), IND + "del %s[key]" % d]
        return lines

    def st_misc(self, sc, depth):
        acc = sc.use("acc")
        r = self.r.random()
        if r < 0.25:
            return ["tmp = [x * i for x in range(i %% %d)]" % self.r.randint(2, 7), "%s += sum(tmp)" % acc]
        if r < 0.4:
            return ["dd = {x: x + i for x in range(i %% %d)}" % self.r.randint(2, 5), "%s += len(dd)" % acc]
        if r < 0.6:
            return ["qq, rem = divmod(%s, %d)" % (self.int_expr(sc, 1), self.r.choice([3, 7, -5, 11])),
                    "%s += qq - rem" % acc]
        if r < 0.75:
            return ["%s += max(i %% 7, %s) - min(%s, 3) + abs(i - %d)" % (acc, self.int_atom(sc), self.int_atom(sc),
                                                                       self.r.randint(0, 200))]
        if r < 0.9:
            return ["%s += sum(x * x for x in range(i %% %d))" % (acc, self.r.randint(2, 9))]
        return ["pr = (i %% 5, %s)" % self.int_atom(sc),
                "if pr < (2, %d):" % self.r.randint(-5, 20), IND + "%s += 1" % acc]

    def st_call(self, sc, depth):
        acc = sc.use("acc")
        r = self.r.random()
        if r < 0.2:
            f = self.helper("h_lin")
            call = self.r.choice(["%s(i)", "%s(i, m=3)", "%s(k=2, x=i)", "%s(i, %d)" % ("%s", self.r.randint(-3, 3))])
            return ["%s += %s" % (acc, call % f)]
        if r < 0.35:
            return ["%s += %s(i %% %d - %d)" % (acc, self.helper("h_sign"), self.r.randint(3, 9), self.r.randint(0, 4))]
        if r < 0.45:
            return ["%s += %s(%s%s)" % (acc, self.helper("h_clamp"), self.int_expr(sc, 1),
                                        self.r.choice(["", ", hi=50", ", lo=0"]))]
        if r < 0.55:
            self.helper("h_adder")
            return ["%s += %s(i, scale=%d)" % (acc, sc.use("adder"), self.r.randint(-2, 3))]
        if r < 0.7:
            return ["x1, x2 = %s(i%s)" % (self.helper("h_pair"), self.r.choice(["", ", b=3", ", 7"])),
                    "%s += x1 * x2" % acc]
        if r < 0.8:
            return ["%s += %s(i, %s, scale=%d)" % (acc, self.helper("h_star"), self.int_atom(sc), self.r.randint(1, 3))]
        if r < 0.9:
            return ["%s += %s(i %% %d)" % (acc, self.helper("h_rec"), self.r.randint(3, 7))]
        return ["%s += %s(by=i %% 3)" % (acc, self.helper("h_count"))]

    def st_big(self, sc, depth):
        big = sc.use("big")
        if self.r.random() < 0.5:
            return ["%s = %s * %d + i" % (big, big, self.r.choice([3, 7, 1000003, -5])),
                    "if abs(%s) > (1 << %d):" % (big, self.r.randint(64, 200)),
                    IND + "%s = %s %% %d + 1" % (big, big, self.r.randint(1000, 10 ** 9))]
        acc = sc.use("acc")
        return ["%s += (%s + 1) << (i %% 71)" % (acc, self.int_atom(sc)),
                "%s -= %s >> %d" % (acc, acc, self.r.randint(40, 70))]

    def st_global(self, sc, depth):
        if self.r.random() < 0.6:
            if sc.in_func:
                sc.use_global("G_total")
            return ["G_total += %s & 255" % self.int_expr(sc, 1)]
        if sc.in_func:
            sc.use_global("G_name")
        return ["if %s:" % self.cond(sc), IND + "G_name = G_name[-5:] + str(i % 10)"]

    def st_live(self, sc, depth):
        return ["if %s:" % self.rare(), IND + "LIVE.append((i, %s))" % self.int_expr(sc, 1)]

    def st_boundary(self, sc, depth):
        w = self.r.choice(["(1 << 62) - (i % 5)", "(1 << 63) - 1 - (i % 3)", "-(1 << 63) + (i % 4)",
                           "(1 << 62) + i", "-(1 << 62) - i", "(1 << 31) * (i % 9)"])
        op = self.r.choice(["w + w", "w * 2", "w << 1", "-w - w", "w * -3", "(w + w) // 3", "(w * w) >> 60",
                            "abs(-w - 1)", "w - (-w)", "w * w % 1000003", "(w ^ -w) + 1"])
        return ["w = " + w, "%s ^= %s" % (sc.use("acc"), op)]

    def st_mixcmp(self, sc, depth):
        acc, fl = sc.use("acc"), sc.use("fl")
        r = self.r.random()
        if r < 0.2:
            return ["if (%s & 65535) < %s:" % (acc, fl), IND + "%s = %s + 1" % (sc.use("tot"), sc.use("tot"))]
        if r < 0.4:
            return ["%s += %s(%s)" % (acc, self.r.choice(["int", "round"]), fl)]
        if r < 0.6:
            return ["%s += ((1 << 53) + i %% 3) %s float((1 << 53) + i %% 3)" % (acc, self.r.choice(["==", "<", ">="]))]
        if r < 0.8:
            return ["%s = %s * 0.5 + (1 << %d) / (i + 1)" % (fl, fl, self.r.randint(50, 90))]
        return ["%s = %s + (%s & 1023) / %d" % (sc.use("tot"), sc.use("tot"), acc, self.r.choice([3, 4, -7]))]

    def st_fmt(self, sc, depth):
        spec = self.r.choice(['f"{%(f)s:.3f}"', 'f"{%(f)s:10.2e}"', '"%%g" %% %(f)s', 'f"{%(a)s:x}"',
                              'f"{i:>5}|{i:<4}"', '"%%05d" %% i', 'f"{%(f)s!r}"', '"%%.3g" %% %(f)s',
                              'f"{%(a)s %% 1000:+d}"', 'f"{i:,}"', '"%%-8.2e" %% %(f)s', 'f"{%(f)s:08.3f}"',
                              '"{:e}".format(%(f)s)', 'str(%(f)s)', 'repr(%(f)s)'])
        text = spec % {"f": "(%s)" % (self.float_atom(sc) if self.r.random() < 0.6 else sc.use("fl")),
                       "a": "(%s & 65535)" % sc.use("acc")}
        s = sc.use("s")
        return ["%s = (%s[-4:] + %s)[-16:]" % (s, s, text)]

    def st_aug(self, sc, depth):
        r = self.r.random()
        if r < 0.35:
            return [self.pick_obj(sc), "o.a += %s" % self.r.choice(["1", "i % 3", "0.5"])]
        if r < 0.7:
            lst = sc.use("lst")
            return ["%s.append(i %% 64)" % lst, "%s[i %% len(%s)] += %d" % (lst, lst, self.r.randint(1, 9)),
                    "if len(%s) > %d:" % (lst, self.r.randint(4, 30)), IND + "%s.pop()" % lst]
        d = sc.use("d")
        return ["key = i %% %d" % self.r.randint(2, 9), "%s[key] = %s.get(key, 0)" % (d, d),
                "%s[key] += %s" % (d, self.int_atom(sc))]

    def st_set(self, sc, depth):
        seen = sc.use("seen")
        k = self.r.randint(5, 60)
        lines = ["%s.add(%s %% %d)" % (seen, self.int_expr(sc, 1), k)]
        if self.r.random() < 0.5:
            x = self.r.randint(0, k - 1)
            lines += ["if i %% %d == 0 and %d in %s:" % (self.r.randint(3, 20), x, seen),
                      IND + "%s.discard(%d)" % (seen, x)]
        return lines + ["%s += len(%s)" % (sc.use("acc"), seen)]

    def st_finally(self, sc, depth):
        k = self.r.randint(3, 30)
        return ["try:", IND + "if i %% %d == %d:" % (k, self.r.randint(0, k - 1)), IND * 2 + "continue",
                IND + "%s += %s" % (sc.use("acc"), self.int_atom(sc)),
                "finally:", IND + "%s += 1" % sc.use("errs")]

    def st_class_attr(self, sc, depth):
        spec = self.cls()
        base = spec.base or spec
        tot = sc.use("tot")
        r = self.r.random()
        if r < 0.4:
            change = ["if i == %d:" % self.r.randint(1, 600), IND + "%s.kind = %s.kind + 1" % (base.name, base.name)]
        elif r < 0.7:
            change = ["if %s:" % self.rare(), IND + "o.kind = i %% %d" % self.r.randint(2, 9)]
        else:
            change = ["if i == %d:" % self.r.randint(1, 900), IND + "%s.bump = %s.bump2" % (base.name, base.name)]
        return [self.pick_obj(sc), "%s = %s + o.kind + o.bump()" % (tot, tot)] + change

    def st_closure(self, sc, depth):
        return ["%s += %s(i %% %d)" % (sc.use("acc"), sc.use("inc"), self.r.randint(2, 9))]

    def st_next(self, sc, depth):
        return ["%s += next(%s, -1)" % (sc.use("acc"), sc.use("it"))]

    def st_pow(self, sc, depth):
        e = self.r.choice(["pow(i, 3, %d)" % self.r.randint(7, 1000), "(-3) ** (i %% %d)" % self.r.randint(5, 60),
                           "i ** 3 - (i % 7) ** (i % 5)", "2 ** (i % 80) - 1", "(i %% 11) ** %d" % self.r.randint(2, 25)])
        return ["%s += %s" % (sc.use("acc"), e)]

    def st_bool(self, sc, depth):
        acc, s = sc.use("acc"), sc.use("s")
        r = self.r.random()
        if r < 0.4:
            return ["%s += (i > %d) + (%s & 1 == 0) - (0 < i %% 10 < 5)" % (acc, self.r.randint(0, 500), acc)]
        if r < 0.7:
            return ["%s = (%s or \"e\")[-8:] + (\"\" and \"z\")" % (s, s), "%s += len(%s and \"ab\")" % (acc, s)]
        return ["%s += (%s if i %% %d else -1) or 7" % (acc, self.int_atom(sc), self.r.randint(2, 7))]

    def st_strmeth(self, sc, depth):
        s = sc.use("s")
        r = self.r.random()
        if r < 0.2:
            return ["%s = (str(i).zfill(%d) + %s[-6:])[:10]" % (s, self.r.randint(2, 6), s)]
        if r < 0.4:
            return ["if %s.startswith(\"%s\") or %s.endswith(\"%s\"):" % (s, self.r.choice("abx0"), s, self.r.choice("1q2")),
                    IND + "%s += 1" % sc.use("acc")]
        if r < 0.6:
            return ["%s = %s[::-1].strip(\"a\").center(%d, \"*\")[-12:]" % (s, s, self.r.randint(3, 12))]
        if r < 0.8:
            return ["%s += len(%s.split(\"%s\")) + (\"%s\" in %s)" % (sc.use("acc"), s, self.r.choice("a*1"),
                                                                     self.r.choice(["ab", "q", "*"]), s)]
        return ["%s = (%s * 2)[-%d:]" % (s, s, self.r.randint(3, 14))]

    def st_list2(self, sc, depth):
        lst, acc = sc.use("lst"), sc.use("acc")
        r = self.r.random()
        if r < 0.25:
            return ["%s.insert(0, i %% %d)" % (lst, self.r.randint(3, 30)), "%s.extend([i, -i])" % lst,
                    "%s = %s[-%d:]" % (lst, lst, self.r.randint(3, 20))]
        if r < 0.5:
            return ["try:", IND + "%s.remove(i %% %d)" % (lst, self.r.randint(3, 40)),
                    "except ValueError as e:", IND + "%s = str(e)" % sc.use("last")]
        if r < 0.65:
            return ["try:", IND + "%s += %s.index(i %% %d)" % (acc, lst, self.r.randint(3, 40)),
                    "except ValueError:", IND + "%s += 1" % sc.use("errs")]
        if r < 0.85:
            return ["%s.append(i %% %d)" % (lst, self.r.randint(3, 90)), "first, *rest = %s" % lst,
                    "%s += first - len(rest)" % acc, "if len(%s) > %d:" % (lst, self.r.randint(5, 20)), IND + "del %s[::2]" % lst]
        return ["%s.append(%s)" % (lst, self.int_atom(sc)),
                "%s += sorted(%s, key=lambda x: -x)[0] + min(%s, key=abs) + %s[::2][-1]" % (acc, lst, lst, lst),
                "%s = %s[-%d:]" % (lst, lst, self.r.randint(3, 12))]

    def st_fib(self, sc, depth):
        sc.use("fb")
        return ["fa, fb = fb, fa + fb", "if fb > (1 << %d):" % self.r.randint(62, 300), IND + "fa, fb = %d, 1" % self.r.randint(0, 3)]

    def st_loop_else(self, sc, depth):
        if depth > 0:
            return self.st_int(sc, depth)
        k = self.r.randint(2, 15)
        return ["for j in range(i %% %d + 2):" % k,
                IND + "if j == %d:" % self.r.randint(1, k), IND * 2 + "break",
                IND + "%s += j" % sc.use("acc"),
                "else:", IND + "%s -= 1" % sc.use("errs")]

    def st_glob_read(self, sc, depth):
        lines = ["%s += %s(i)" % (sc.use("acc"), self.helper("h_glob"))]
        if self.r.random() < 0.5:
            if sc.in_func:
                sc.use_global("G_K")
            lines += ["if i == %d:" % self.r.randint(1, 800), IND + "G_K = G_K + %d" % self.r.randint(1, 5)]
        return lines

    def st_gc(self, sc, depth):
        self.uses_gc = True
        return ["if i %% %d == %d:" % (self.r.choice([251, 400, 700, 997]), self.r.randint(0, 50)),
                IND + "gc.collect()"]

    def st_chain(self, sc, depth):
        chain = sc.use("chain")
        self.helper("h_walk")
        return ["if i %% %d == %d:" % (self.r.randint(2, 9), self.r.randint(0, 1)),
                IND + "%s = (i, %s, [%s])" % (chain, chain, self.int_atom(sc))]

    def st_live_store(self, sc, depth):
        k = self.r.randint(3, 40)
        return ["if LIVE and i %% %d == %d:" % (k, self.r.randint(0, k - 1)),
                IND + "LIVE[i %% len(LIVE)] = (i, [%s], %s[-2:])" % (self.int_atom(sc), sc.use("s"))]

    def st_ring(self, sc, depth):
        return ["%s[i & 7] = %s" % (sc.use("ring"), self.new_obj(sc, "i"))]

    def st_bucket(self, sc, depth):
        return ["%s.setdefault(%s, []).append(i)" % (sc.use("buckets"), self.r.choice(
            ["i %% %d" % self.r.randint(2, 9), "\"b%%d\" %% (i %% %d)" % self.r.randint(2, 5)]))]

    # ---- records, rotated tuples and the exits that rebuild them ---------

    def flip_cond(self, sc):
        """`__init__`'s flip argument: often both ways, so its exits are hot."""
        r = self.r.random()
        if r < 0.55:
            k = self.r.randint(2, 7)
            return "i %% %d %s %d" % (k, self.r.choice(["==", "!="]), self.r.randint(0, k - 1))
        if r < 0.7:
            return self.rare()
        if r < 0.85:
            return "%s & %d" % (sc.use("acc"), self.r.choice([1, 2, 4]))
        return self.r.choice(["0", "1", "True", "False"])

    def b_value(self, sc, spec):
        if spec.b_kind == "int":
            return self.int_expr(sc, 1)
        if spec.b_kind == "float":
            return self.float_atom(sc)
        if spec.b_kind == "rec":
            return self.new_rec(sc, spec.ref)
        r = self.r.random()
        if r < 0.5:
            return sc.use("T")
        if r < 0.75:
            return "(i, %s)" % self.int_atom(sc)
        return "(%s, i, %d)" % (self.int_atom(sc), self.r.randint(0, 9))

    def new_rec(self, sc, spec=None):
        spec = spec or self.rec()
        a = self.r.choice(["i", "i * %d" % self.r.randint(2, 9), "(i ^ %d)" % self.r.randint(1, 99),
                           "(%s) %% 1000" % self.int_expr(sc, 1)])
        c = self.r.choice(["i %% %d" % self.r.randint(2, 9), "None", "-i", self.float_atom(sc), "\"c\""])
        return "%s(%s, %s, %s, %s)" % (spec.name, a, self.b_value(sc, spec), c, self.flip_cond(sc))

    def rec_use(self, sc, var):
        r = self.r.random()
        if r < 0.4:
            return ["%s += %s.m(%s)" % (sc.use("acc"), var, self.int_atom(sc))]
        if r < 0.6:
            return ["%s = %s + %s.a" % (sc.use("tot"), sc.use("tot"), var)]
        if r < 0.8:
            return ["if hasattr(%s, \"extra\"):" % var, IND + "%s ^= %s.extra" % (sc.use("acc"), var)]
        return ["if getattr(%s, \"c\", None) is None:" % var, IND + "%s += 1" % sc.use("errs")]

    def st_rec_make(self, sc, depth):
        var = sc.use(self.r.choice(["ra", "ra", "rb"]))
        return ["%s = %s" % (var, self.new_rec(sc))] + self.rec_use(sc, var)

    def st_rec_escape(self, sc, depth):
        var = sc.use(self.r.choice(["ra", "rb"]))
        lines = ["%s = %s" % (var, self.new_rec(sc))] + self.rec_use(sc, var)
        return lines + ["if %s:" % self.rare(), IND + "%s.append(%s)" % (sc.use("keep2"), var)]

    def st_rotate(self, sc, depth):
        t = sc.use("T")
        r = self.r.random()
        if r < 0.5:
            lines = ["%s = (%s[1], %s[2], i)" % (t, t, t)]
        elif r < 0.75:
            lines = ["%s = (%s[1], %s[2], %s[0] + i %% %d)" % (t, t, t, t, self.r.randint(2, 9))]
        else:
            p = sc.use("P")
            lines = ["%s = (%s[1], %s & 255)" % (p, p, self.int_atom(sc)),
                     "%s = (%s[2], %s[0], %s[1])" % (t, t, t, p)]
        if self.r.random() < 0.5:
            lines.append("%s += %s[0] - %s[2]" % (sc.use("acc"), t, t))
        return lines

    def st_virtuals(self, sc, depth):
        """Two or three objects built each iteration and alive across a
        branch, rarely or often taken: its exits rebuild them all."""
        acc = sc.use("acc")
        lines = ["pa = (i, %s)" % self.int_atom(sc)]
        r = self.r.random()
        if r < 0.6:
            spec = self.rec()
            b = "pa" if spec.b_kind == "tuple" else self.b_value(sc, spec)
            lines.append("pb = %s(i, %s, %s, %s)" % (spec.name, b, self.r.choice(["pa", "None", "i"]), self.flip_cond(sc)))
            use = "pb.m(pa[1])"
        elif r < 0.8:
            lines.append("pb = [i, pa]")
            use = "pb[0] + pb[1][1]"
        else:
            lines.append("pb = (pa, %s, i)" % self.int_atom(sc))
            use = "pb[0][1] + pb[2]"
        if self.r.random() < 0.5:
            lines.append("pc = (pb, pa[1])")
            use += " + pc[1]"
        cond = self.rare() if self.r.random() < 0.6 else self.cond(sc)
        lines += ["if %s:" % cond, IND + "%s += %s" % (acc, use)]
        if self.r.random() < 0.3:
            lines += ["else:", IND + "%s -= pa[1] & 7" % acc]
        return lines

    def st_old_store(self, sc, depth):
        reg = sc.use("reg")
        r = self.r.random()
        if r < 0.4:
            value = self.new_rec(sc)
        elif r < 0.7:
            value = "(i, %s)" % sc.use("T")
        else:
            value = "[i, %s]" % self.int_atom(sc)
        lines = ["%s[i %% %d] = %s" % (reg, self.r.choice([3, 5, 8]), value)]
        if self.r.random() < 0.4:
            lines += ["if %s:" % self.rare(), IND + "%s += h_dg(%s) %% 1000" % (sc.use("acc"), reg)]
        return lines

    def st_dict2(self, sc, depth):
        r = self.r.random()
        if r < 0.4:
            dt = sc.use("DT")
            return ["key = (i %% %d, %s & 3)" % (self.r.randint(2, 5), sc.use("acc")),
                    "%s[key] = %s.get(key, 0) + 1" % (dt, dt)]
        if r < 0.7:
            dt = sc.use("DT")
            return ["%s[\"k%%d\" %% (i %% %d)] = (i, %s)" % (dt, self.r.randint(2, 6), self.int_atom(sc))]
        return ["%s.add((i %% %d, %s & 3))" % (sc.use("ST"), self.r.randint(2, 6), sc.use("acc"))]

    # ---- exceptions, generators, closures, recursion, late type changes --

    def st_exc2(self, sc, depth):
        acc = sc.use("acc")
        kind = self.r.randint(0, 4)
        k = self.r.randint(3, 30)
        rr = self.r.randint(0, k - 1)
        if kind == 0:
            body = ["%s += %s(%s, i)" % (acc, self.helper("h_pick"), sc.use("T"))]
        elif kind == 1:
            items = ", ".join(str(self.r.randint(-9, 99)) for _ in range(self.r.randint(2, 6)))
            body = ["%s += [%s][i %% %d]" % (acc, items, self.r.randint(3, 8))]
        elif kind == 2:
            body = ["%s = %s + (i %% %d) / (i %% %d - %d)" % (sc.use("fl"), sc.use("fl"), self.r.randint(2, 9), k, rr)]
        elif kind == 3:
            body = ["%s += %s // (i %% %d - %d)" % (acc, self.new_rec(sc) + ".m(i)", k, rr)]
        else:
            body = ["if i %% %d == %d:" % (k, rr), IND + "raise %s(i)" % self.r.choice(["KeyError", "IndexError"]),
                    "%s += 1" % acc]
        if kind in (2, 3):
            name = self.r.choice(["ZeroDivisionError", "ArithmeticError", "Exception", "(LookupError, ArithmeticError)"])
        else:
            name = self.r.choice(["LookupError", "(KeyError, IndexError)", "Exception", "(ValueError, LookupError)"])
        ec = sc.use("ecount")
        handler = ["except %s as ex:" % name,
                   IND + "%s[type(ex).__name__] = %s.get(type(ex).__name__, 0) + 1" % (ec, ec)]
        lines = ["try:"] + indent(body) + handler
        if self.r.random() < 0.2:
            lines += ["else:", IND + "%s ^= %d" % (acc, self.r.randint(1, 9))]
        return lines

    def st_gen2(self, sc, depth):
        acc = sc.use("acc")
        r = self.r.random()
        if r < 0.2:
            return ["%s += sum(x * %d for x in %s)" % (acc, self.r.randint(1, 5), sc.use("T"))]
        if r < 0.35:
            return ["%s += max((x %% %d for x in range(i %% %d + 1)), default=0)" % (acc, self.r.randint(3, 13), self.r.randint(2, 7))]
        if r < 0.5:
            return ["for ga, gb in zip(%s(%d), (i, i + 1, %s)):" % (self.helper("h_gen"), self.r.randint(2, 4), self.int_atom(sc)),
                    IND + "%s += ga * gb" % acc]
        if r < 0.75:
            self.helper("h_run")
            return ["%s += %s.send(i %% %d)" % (acc, sc.use("gs"), self.r.randint(2, 9))]
        if r < 0.9:
            return ["%s += len([x for x in %s(i %% %d + 1)])" % (acc, self.helper("h_gen"), self.r.randint(2, 6))]
        return ["%s += sum(1 for q in (i, %s, -i) if q %% 2)" % (acc, self.int_atom(sc))]

    def st_closure2(self, sc, depth):
        acc = sc.use("acc")
        r = self.r.random()
        if r < 0.45:
            return ["fn = %s(i %% %d)" % (self.helper("h_mk"), self.r.randint(2, 7)), "%s += fn(%s)" % (acc, self.int_atom(sc))]
        if r < 0.9:
            return ["%s += %s[i %% 3](i)" % (acc, sc.use("fns"))]
        return ["%s += (lambda x, y=%d: x * y + i %% 3)(i)" % (acc, self.r.randint(1, 5))]

    def st_recur(self, sc, depth):
        acc = sc.use("acc")
        r = self.r.random()
        if r < 0.35:
            return ["%s += %s(i %% %d)" % (acc, self.helper("h_even"), self.r.randint(5, 60))]
        if r < 0.7:
            return ["%s += %s(i %% %d)[1]" % (acc, self.helper("h_deep"), self.r.randint(3, 30))]
        if r < 0.85:
            return ["if i %% %d == %d:" % (self.r.choice([97, 151, 251]), self.r.randint(0, 40)),
                    IND + "%s += %s(%d)[0]" % (acc, self.helper("h_deep"), self.r.randint(150, 400))]
        return ["%s += %s(i %% %d)" % (acc, self.helper("h_rec"), self.r.randint(3, 8))]

    def st_late(self, sc, depth):
        """A variable that changes type after many iterations (past half the loop)."""
        r = self.r.random()
        if r < 0.55:
            lt = sc.use("lt")
            change = self.r.choice(["%s * 0.5", "%s + (1 << 65)", "%s > 3", "%s - 0.25"]) % lt
            use = self.r.choice(["%s = %s + %s" % (sc.use("tot"), sc.use("tot"), lt),
                                 "%s += int(%s) %% 7" % (sc.use("acc"), lt)])
            return ["if i > n // %d and isinstance(%s, int):" % (self.r.randint(2, 4), lt),
                    IND + "%s = %s" % (lt, change), use]
        if r < 0.7:
            # Down past the small ints by steps, then back to 0: subtraction
            # overflows now and then, and the value is a big int for a while.
            ov = sc.use("ov")
            return ["%s = %s - (1 << %d) if %s > -(1 << %d) else %d" % (
                        ov, ov, self.r.randint(56, 60), ov, self.r.randint(63, 66), self.r.randint(-9, 9)),
                    "%s ^= %s & 65535" % (sc.use("acc"), ov)]
        if r < 0.85:
            # Int in one iteration, float in the next: its type never settles.
            alt = sc.use("alt")
            return ["%s = %s * %s if isinstance(%s, int) else int(%s) %% %d + 1" % (
                        alt, alt, self.r.choice(["0.5", "1.5", "-0.25"]), alt, alt, self.r.randint(50, 5000)),
                    "%s = %s + %s" % (sc.use("tot"), sc.use("tot"), alt)]
        nv = sc.use("nv")
        return ["if %s is None:" % nv, IND + "if i > n // %d:" % self.r.randint(2, 4), IND * 2 + "%s = i" % nv,
                "else:", IND + "%s = (%s * %d + i) %% 1000003" % (nv, nv, self.r.randint(2, 9))]

    def st_mixed(self, sc, depth):
        """An int or a float, alternating, into one accumulator."""
        tot = sc.use("tot")
        return ["mx = i * %s if i %% %d == 0 else i" % (self.r.choice(FLOAT_CONSTS), self.r.randint(2, 5)),
                "%s = %s + mx" % (tot, tot)]

    # ---- less common syntax -------------------------------------------

    def st_syntax(self, sc, depth):
        acc = sc.use("acc")
        r = self.r.randint(0, 11)
        if r == 0:
            return ["with %s(%d) as cx:" % (self.helper("h_ctx"), self.r.randint(1, 9)),
                    IND + "%s += cx.k + i %% %d" % (acc, self.r.randint(2, 9)),
                    IND + "if i %% %d == %d:" % (self.r.randint(5, 40), self.r.randint(0, 4)),
                    IND * 2 + "raise KeyError(i)"]
        if r == 1:
            return ["%s += %s(*%s, scale=%d)" % (acc, self.helper("h_star"), sc.use("T"), self.r.randint(1, 3))]
        if r == 2:
            if self.r.random() < 0.5:
                return ["kw = {\"k\": i %% %d}" % self.r.randint(2, 9),
                        "%s += %s(i, **kw, m=%s)" % (acc, self.helper("h_lin"), self.int_atom(sc))]
            return ["kw = {\"k\": i %% %d, \"m\": %s}" % (self.r.randint(2, 9), self.int_atom(sc)),
                    "%s += %s(i, **kw)" % (acc, self.helper("h_lin"))]
        if r == 3:
            return ["%s += len({i %% %d, %s %% 3, 7}) + len({x %% 4 for x in range(i %% 9)})" % (acc, self.r.randint(2, 9), self.int_atom(sc))]
        if r == 4:
            t = sc.use("T")
            return ["if i %% %d in %s or i not in (%d, %d):" % (self.r.randint(2, 9), t, self.r.randint(0, 9), self.r.randint(10, 99)),
                    IND + "%s += 1" % acc]
        if r == 5:
            fl = sc.use("fl")
            op = self.r.choice([">", ">=", "<=", "!="])
            return ["if -%s %s %s or not (%s < %d):" % (fl, op, self.float_atom(sc), fl, self.r.randint(-5, 50)),
                    IND + "%s -= 1" % acc]
        if r == 6:
            t = sc.use("T")
            return ["ex = (*%s, i)" % t, "lx = [*%s, i, *ex[:2]]" % t, "%s += len(lx) + ex[-1]" % acc]
        if r == 7:
            d = sc.use("d")
            return ["%s = {**%s, i %% %d: i}" % (d, d, self.r.randint(2, 7))]
        if r == 8:
            return ["ok = i %% %d != 0" % self.r.randint(2, 5), "if ok is True and i <= %d:" % self.r.randint(10, 900),
                    IND + "%s += 2" % acc, "assert %s is not None, \"acc\"" % acc]
        if r == 9:
            return ["%s += sum(%s(i %% %d))" % (acc, self.helper("h_chain"), self.r.randint(2, 6))]
        if r == 10:
            var = sc.use(self.r.choice(["ra", "rb"]))
            return ["%s = %s" % (var, self.new_rec(sc)),
                    "if hasattr(%s, \"extra\") and i %% %d == 0:" % (var, self.r.randint(2, 5)),
                    IND + "del %s.extra" % var,
                    "%s += %s.m(i) + hasattr(%s, \"extra\")" % (acc, var, var)]
        return ["%s = f\"{i:>4}{%s[-3:]}{%s %% 7:+d}\"[-12:]" % (sc.use("s"), sc.use("s"), acc)]

    THEME_STMTS = {
        "arith": ["st_int", "st_float", "st_tot", "st_branch", "st_continue", "st_mixcmp", "st_bool", "st_loop_else"],
        "types": ["st_type_switch", "st_poly", "st_poly_use", "st_tot", "st_mixcmp"],
        "shapes": ["st_obj_read", "st_obj_write", "st_obj_read", "st_class_attr", "st_aug"],
        "escape": ["st_alloc_escape", "st_tuple_escape", "st_alloc_escape", "st_chain", "st_gc"],
        "exc": ["st_try", "st_try", "st_raise", "st_finally"],
        "strings": ["st_str", "st_str", "st_misc", "st_fmt", "st_strmeth"],
        "containers": ["st_list", "st_dict", "st_misc", "st_aug", "st_set", "st_list2", "st_bucket"],
        "calls": ["st_call", "st_call", "st_branch", "st_closure", "st_next"],
        "bigint": ["st_big", "st_int", "st_boundary", "st_pow", "st_fib"],
        "globals": ["st_global", "st_live", "st_glob_read", "st_live_store", "st_gc"],
        # Branch-free statements: their loops are the ones the JIT unrolls.
        "straight": ["st_int", "st_float", "st_ring"],
        "records": ["st_rec_make", "st_rotate", "st_rec_make", "st_virtuals", "st_rec_escape"],
        "virtuals": ["st_virtuals", "st_rotate", "st_virtuals", "st_branch"],
        "exc2": ["st_exc2", "st_exc2", "st_try", "st_raise"],
        "gens": ["st_gen2", "st_gen2", "st_closure2", "st_next"],
        "recursion": ["st_recur", "st_recur", "st_closure2", "st_call"],
        "late": ["st_late", "st_mixed", "st_type_switch", "st_float"],
        "old": ["st_old_store", "st_dict2", "st_live_store", "st_rotate", "st_gc"],
        "syntax": ["st_syntax", "st_syntax", "st_rec_make"],
    }

    def groups(self, sc, depth, count):
        """`count` statements, each a list of lines."""
        out = []
        for _ in range(count):
            name = self.r.choice(self.THEME_STMTS[self.r.choice(sc.themes)])
            out.append(getattr(self, name)(sc, depth))
        return out

    def stmts(self, sc, depth, count):
        return [line for group in self.groups(sc, depth, count) for line in group]

    # ---- loops and sections -----------------------------------------------

    def init_lines(self, sc):
        inits = {
            "acc": "acc = %d" % self.r.randint(0, 9), "fl": "fl = %s" % self.r.choice(["0.0", "1.5", "-0.25"]),
            "tot": "tot = base" if sc.in_func else "tot = 0", "s": "s = \"%s\"" % self.r.choice(["", "ab", "xyz"]),
            "v": "v = %d" % self.r.randint(0, 5), "big": "big = 1", "lst": "lst = []", "d": "d = {}",
            "keep": "keep = []", "errs": "errs = 0", "last": "last = \"\"", "out": "out = []",
            "adder": "adder = h_adder(%d)" % self.r.randint(-9, 9), "seen": "seen = set()",
            "it": "it = %s" % self.r.choice(["iter(range(%d))" % self.r.randint(5, 900), "h_gen(%d, step=2)" % self.r.randint(5, 900)]),
            "fb": "fa, fb = 0, 1", "chain": "chain = None", "buckets": "buckets = {}",
            "ring": "ring = [None] * 8",
            "T": "T = %s" % self.r.choice(["(0, 1, 2)", "(-1, 7, 3)", "(5, 5, 5)"]), "P": "P = (0, 1)",
            "ra": "ra = None", "rb": "rb = None", "keep2": "keep2 = []", "DT": "DT = {}", "ST": "ST = set()",
            "ecount": "ecount = {}", "lt": "lt = %d" % self.r.randint(-3, 9), "nv": "nv = None", "alt": "alt = %d" % self.r.randint(1, 9), "ov": "ov = 0",
            "fns": "fns = [lambda x, k=k: x * k + %d for k in range(3)]" % self.r.randint(0, 5),
        }
        if "it" in sc.used and "h_gen" in inits["it"]:
            self.helper("h_gen")
        lines = [inits[name] for name in sc.used if name in inits]
        if "gs" in sc.used:
            lines += ["gs = h_run(%d)" % self.r.randint(0, 9), "next(gs)"]
        if "reg" in sc.used:
            # Built before the loop and made old: the loop writes young objects into it.
            self.uses_gc = True
            lines += ["reg = [None] * 8", "gc.collect()"]
        if "inc" in sc.used:
            lines += ["cnt = 0", "def inc(x):", IND + ("nonlocal cnt" if sc.in_func else "global cnt"),
                      IND + "cnt += x", IND + "return cnt"]
        if "objs" in sc.used:
            lines += self.objs_lines()
        return lines

    def objs_lines(self):
        kinds = self.r.randint(2, 4)
        lines = ["objs = []", "for q in range(%d):" % self.r.randint(kinds, 8)]
        for k in range(kinds):
            if k == 0:
                head = "if q %% %d == 0:" % kinds
            elif k < kinds - 1:
                head = "elif q %% %d == %d:" % (kinds, k)
            else:
                head = "else:"
            body = ["x = " + self.new_obj(None, "q")]
            if self.r.random() < 0.5:
                body.append("x.%s = q" % self.r.choice(ATTR_POOL))
            if self.r.random() < 0.3:
                body.append("x.tag = \"u%d\" % q")
            lines += [IND + head] + indent(body + ["objs.append(x)"], 2)
        return lines

    def loop(self, sc, n_name):
        kind = self.r.random()
        body = self.groups(sc, 0, self.r.randint(2, 5))
        if kind < 0.2:
            sc.inner = True
            inner = self.stmts(sc, 1, self.r.randint(1, 3))
            sc.inner = False
            bound = self.r.choice(["%d" % self.r.randint(3, 20), "i %% %d + 3" % self.r.randint(3, 9)])
            body.insert(self.r.randint(0, len(body)), ["for j in range(%s):" % bound] + indent(inner))
        if self.r.random() < 0.7:
            # Without it, a loop whose statements do not branch is one the
            # JIT unrolls (a counted loop with a branch-free body).
            body.insert(self.r.randint(0, len(body)), self.trace_stmt(sc))
        body = [line for group in body for line in group]
        if kind < 0.55:
            return ["for i in range(%s):" % n_name] + indent(body)
        if kind < 0.7:
            return ["i = 0", "while i < %s:" % n_name, IND + "i += 1"] + indent(body)
        if kind < 0.85:
            return ["for i in range(%s - 1, -1, -%d):" % (n_name, self.r.randint(1, 3))] + indent(body)
        if kind < 0.9:
            return ["for i in %s(%s, step=%d):" % (self.helper("h_gen"), n_name, self.r.randint(1, 2))] + indent(body)
        return ["for i in list(range(%s))[::%d]:" % (n_name, self.r.randint(1, 2))] + indent(body)

    def trace_stmt(self, sc):
        shown = [name for name in ["acc", "fl", "tot", "s", "v", "big", "errs"] if name in sc.used] or ["i"]
        shown = self.r.sample(shown, min(len(shown), 3))
        period = max(7, self.max_n // self.r.randint(4, 12))
        cond = "i %% %d == %d" % (period, self.r.randint(0, min(period - 1, 30)))
        if sc.in_func and self.r.random() < 0.5:
            return ["if %s:" % cond, IND + "%s.append((i, %s))" % (sc.use("out"), ", ".join(shown))]
        return ["if %s:" % cond, IND + "print(\"%s\", i, %s)" % (sc.name, ", ".join(shown))]

    def results(self, sc):
        parts = []
        if any(name in sc.used for name in ("ra", "rb", "reg", "keep2", "DT")):
            self.helper("h_dg")
        for name in sc.used:
            parts.extend(RESULT_EXPRS.get(name, [name] if name in PLAIN_RESULTS else []))
        return parts

    def keep_lines(self, sc):
        if "keep" not in sc.used:
            return []
        return ["if keep:",
                IND + "keep[0].a = %d" % self.r.randint(-9, 9),
                IND + "keep[-1].bump(by=%d)" % self.r.randint(1, 9),
                IND + "print(\"%s keep\", len(keep), keep[:4], keep[0] is keep[-1], keep[0] == keep[-1])" % sc.name,
                IND + "print(\"%s sum\", sum(k.total() for k in keep), [k.a for k in keep][-4:])" % sc.name]

    def section(self, k):
        name = "s%d" % k
        ns = [self.r.choice(LOOP_COUNTS) for _ in range(2)]
        self.max_n = max(ns)
        themes = self.r.sample(THEMES, self.r.randint(2, 4))
        if self.r.random() < 0.25:
            return self.module_section(name, themes, ns[0])
        sc = Scope(name, True)
        sc.themes = themes
        loop = self.loop(sc, "n")
        after = self.keep_lines(sc)
        head = ["def %s(n, base=%s):" % (name, self.r.choice(["0", "1", "0.5"]))]
        glob = [IND + "global " + ", ".join(sc.globals)] if sc.globals else []
        ret = [IND + "return (%s)" % ", ".join(self.results(sc) + ["\"end\""])]
        lines = head + glob + indent(self.init_lines(sc) + loop + after) + ret
        lines.append("print(\"%s\", %s(%d))" % (name, name, ns[0]))
        if self.r.random() < 0.6:
            lines.append("print(\"%s\", %s(%d, base=%s))" % (name, name, ns[1],
                                                           self.r.choice(["2", "0.25", "-1.5", "10 ** 20"])))
        return lines

    def module_section(self, name, themes, n):
        sc = Scope(name, False)
        sc.themes = themes
        loop = self.loop(sc, "n")
        lines = ["n = %d" % n] + self.init_lines(sc) + loop + self.keep_lines(sc)
        shown = self.results(sc)
        if shown:
            lines.append("print(\"%s\", %s)" % (name, ", ".join(shown)))
        return lines


def generate(seed):
    return Gen(seed).program()


if __name__ == "__main__":
    sys.stdout.write(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 0))
