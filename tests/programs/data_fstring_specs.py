# f-strings: format specs with fill/align/sign/width/precision/grouping/
# type, conversions !r !s !a, nested expressions in specs ({x:{w}.{p}f}),
# the = debugging form, expressions with calls/indexing/conditionals/
# comprehensions inside, quotes of the other kind, multi-line f-strings,
# and a formatted invoice.
x = 3.14159265
n = 1234567
s = "pith"
neg = -42
print(f"{x:.3f}|{x:10.2f}|{x:<10.4f}|{x:^10.1f}|{x:+.2e}|{x:.0f}|{x:g}|{x:%}|{x:.2%}")
print(f"{n:>12}|{n:<12}|{n:^12}|{n:,}|{n:_}|{n:012,}|{n:x}|{n:#o}|{n:b}")
print(f"{s!r}|{s!s}|{s!a}|{s:>8}|{s:*<8}|{s:^9}|{s:.2}|{s!r:>10}|{'é'!a}")
print(f"{neg:5}|{neg:<5}|{neg:05}|{neg:+}|{-neg:+}|{neg: }|{-neg: }|{neg:=8}|{neg:x}")
w, p = 12, 3
print(f"[{x:{w}.{p}f}] [{s:>{w}}] [{n:{'>' if n > 0 else '<'}{w},}] [{x:.{p + 2}}]")
val = [1, 2, 3]
print(f"{val=} {n = :,} {x=:.2f} {s.upper()=} {len(val) * 2=}")
d = {"key": "value", "n": 5}
print(f"{d['key']} {d['n'] ** 2} {val[-1]} {val[1:]} {'yes' if val else 'no'} {[i * i for i in val]} {sum(val) / len(val):.1f}")
print(f'{"double in single"}', f"{'single in double'}", f"{{braces}} {{{n}}}", f"{'':->10}", f"{'':^3}|")
print(f"{3 + 4}{'x' * 3}{str(5).zfill(3)}{int('7') + 1}", f"{None}", f"{True:d}", f"{False!r}", f"{[]}{()}{{}}")
print(f"{1e100:.3e}", f"{1/3:.20f}", f"{2**64:,}", f"{-0.0:.1f}", f"{float('inf'):>6}", f"{float('nan'):<5}|")
print(f"""multi
line {s}
  end""")
name, score, total = "Ann", 42, 50
msg = (f"{name} scored {score}/{total} "
       f"({score / total:.0%})")
print(msg)

class Temp:
    def __init__(self, c):
        self.c = c
    def __format__(self, spec):
        if spec.endswith("F"):
            return format(self.c * 9 / 5 + 32, spec[:-1] or "") + "°F"
        return format(self.c, spec) + "°C"
    def __repr__(self):
        return f"Temp({self.c!r})"
t = Temp(21.5)
print(f"{t}", f"{t:.0f}", f"{t:.1F}", f"{t!r}", f"{t!s:>20}" if False else "skip", f"{[t]}")

items = [("Widget", 4, 3.5), ("Gadget with a long name", 1, 1299.99), ("Nut", 1000, 0.015)]
width = max(len(i[0]) for i in items)
print(f"{'Item':<{width}} {'Qty':>6} {'Unit':>9} {'Total':>11}")
print(f"{'':-<{width + 30}}")
grand = 0
for name, qty, unit in items:
    line = qty * unit
    grand += line
    print(f"{name:<{width}} {qty:>6,} {unit:>9.3f} {line:>11,.2f}")
print(f"{'TOTAL':>{width}} {'':>6} {'':>9} {grand:>11,.2f}")
tax = grand * 0.0825
print(f"{'tax 8.25%':>{width}} {tax:>28,.2f}", f"{grand + tax = :,.2f}")
for bad in [lambda: f"{x:d}", lambda: f"{s:d}", lambda: f"{n:.2s}", lambda: f"{s:,}"]:
    try:
        print(bad())
    except ValueError as e:
        print("ValueError", e)
