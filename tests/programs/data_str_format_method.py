# str.format: automatic/manual/named fields, indexing and attribute access
# in fields, conversions !r !s !a, nested replacement fields in specs,
# alignment/fill/sign/width/precision/grouping/type for numbers and strings,
# braces escaping, format() builtin and __format__ on a user class, and the
# errors for mismatched fields.
print("{} + {} = {}".format(1, 2, 3), "{0}{1}{0}".format("ab", "-"), "{x}/{y}".format(x=1, y=2))
print("{0[0]} {0[2]} {1[key]} {1[k2]!r}".format([10, 20, 30], {"key": "v", "k2": "w"}))
class Pt:
    def __init__(self, x, y):
        self.x, self.y = x, y
p = Pt(3, -4)
print("({0.x}, {0.y})".format(p), "{p.x}{p.y}".format(p=p), "{.x}".format(p))
print("{0!r} {1!s} {2!a} {0!r:>8}".format("é", "é", "é"), "{:>8}|{:<8}|{:^8}|{:*^9}|{:->6}".format("r", "l", "c", "mid", 7))
print("{:d}|{:5d}|{:<5d}|{:05d}|{:+d}|{: d}|{:=+6d}|{:,}|{:_}|{:_b}".format(42, 42, 42, -42, 42, 42, 42, 1234567, 1234567, 255))
print("{:f}|{:.2f}|{:8.3f}|{:<8.1f}|{:+.1e}|{:E}|{:g}|{:.3g}|{:%}|{:.1%}".format(3.14159, 2.675, -1.5, 9.99, 12345.678, 0.5, 1e-7, 1234.5, 0.25, 0.1234))
print("{:x}|{:#x}|{:X}|{:#o}|{:b}|{:#010b}|{:c}|{:n}".format(255, 255, 255, 8, 5, 5, 97, 1234))
print("{:.3}|{:10.3}|{:>{w}}|{:{f}{a}{w}}|{:.{p}f}".format("abcdef", "abcdef", "x", "y", 3.14159, w=6, f="#", a="<", p=2))
print("{{literal}} {{{}}} {{".format("in"), "{:,.2f}".format(1234567.891), "{:>12,.1f}".format(-9876.54), "{:,d}".format(-1000))
print("{:s}".format("str"), "{}".format(None), "{:>5}".format(None) if False else "skip", "{:10}|".format(True), "{:d}".format(True))
print(format(0.5, ".0f"), format(1.5, ".0f"), format(2.5, ".0f"), format(-0.0, "f"), format(1e100, ".2e"), format(12, ""))
print(format("text", "^10"), format(3, "03"), format(3.0), format(10 ** 20, ","), format(float("inf"), "8.2f"), format(float("nan"), "+"))

class Money:
    def __init__(self, cents):
        self.cents = cents
    def __format__(self, spec):
        value = self.cents / 100
        if spec == "words":
            return f"{self.cents // 100} dollars and {self.cents % 100} cents"
        return "$" + format(value, spec or ".2f")
    def __str__(self):
        return "Money(" + str(self.cents) + ")"
m = Money(123456)
print("{}".format(m), "{:words}".format(m), "{:,.2f}".format(m), "{!s}".format(m), format(m, ">12.1f"), f"{m:.0f}")

for fmt, args, kw in [("{} {}", (1,), {}), ("{0} {}", (1, 2), {}), ("{x}", (), {}), ("{:d}", ("s",), {}),
                      ("{:s}", (1,), {}), ("{0[5]}", ([1],), {}), ("{:abc}", (1,), {}), ("{", (), {}),
                      ("}", (), {}), ("{0.missing}", (1,), {}), ("{!x}", (1,), {}), ("{:,s}", ("a",), {})]:
    try:
        print(repr(fmt.format(*args, **kw)))
    except (IndexError, KeyError, ValueError, AttributeError, TypeError) as e:
        print(repr(fmt), type(e).__name__, e)

# format_map and a small mail-merge
data = {"first": "Ann", "last": "Lee", "balance": -12.5, "due": 3}
tmpl = "{last:>6}, {first:<5}| owes {balance:+9.2f} in {due:02d} days"
print(tmpl.format_map(data), tmpl.format(**data))
people = [("Bo", 1), ("Cleopatra", 12345), ("", 0)]
for name, pts in people:
    print("{name:.<12}{pts:.>8,}".format(name=name or "(none)", pts=pts))
