# Decimal arithmetic at the edges of the common case: coefficients around
# 10**38, contexts of every rounding mode and precision, trapped and
# untrapped conditions, subnormal and overflowing results, subclasses,
# mixed int and bool operands, keyword arguments, and flags afterwards.
from decimal import (Decimal, Context, localcontext, getcontext, setcontext, ROUND_HALF_UP, ROUND_DOWN,
                     ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP,
                     Inexact, Rounded, InvalidOperation, DivisionByZero, Overflow, Underflow, Subnormal,
                     Clamped, DefaultContext)

ROUNDINGS = [ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN,
             ROUND_HALF_EVEN, ROUND_05UP]


def flags(ctx):
    return sorted(k.__name__ for k, v in ctx.flags.items() if v)


def show(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


values = ["0", "-0", "1", "-1", "0.5", "2.5", "-2.5", "19.99", "1E+5", "123456789012345678901234567890",
          "9" * 37, "9" * 38, "9" * 39, "1" + "0" * 37, "0.000001", "-7.125", "1.05", "3.14159265358979323846"]
ops = [("+", lambda a, b: a + b), ("-", lambda a, b: a - b), ("*", lambda a, b: a * b), ("/", lambda a, b: a / b)]

for prec in (1, 3, 9, 28, 38, 39, 50):
    for rounding in (ROUND_HALF_EVEN, ROUND_FLOOR, ROUND_05UP):
        with localcontext() as ctx:
            ctx.prec = prec
            ctx.rounding = rounding
            lines = []
            for x in values[::2]:
                for y in values[1::3]:
                    for name, f in ops:
                        ctx.clear_flags()
                        try:
                            r = str(f(Decimal(x), Decimal(y)))
                        except Exception as e:
                            r = type(e).__name__
                        lines.append("%s%s%s=%s %s" % (x, name, y, r, ",".join(flags(ctx))))
            print(prec, rounding, len(lines), hash(tuple(lines)) == hash(tuple(lines)))
            for line in lines[:: max(1, len(lines) // 25)]:
                print("  ", line)

# ints, bools and big ints on either side
d = Decimal("2.5")
for other in (3, -3, True, False, 10 ** 20, -(10 ** 30), 10 ** 40):
    print(other, d + other, other + d, d - other, other - d, d * other, other * d)
    show("  d/other", lambda: d / other)
    show("  other/d", lambda: other / d)

# conditions: flags, traps, exponent range
with localcontext() as ctx:
    ctx.prec = 5
    ctx.traps[Inexact] = True
    show("trapped inexact", lambda: Decimal(1) / Decimal(3))
    print(flags(ctx))
    ctx.traps[Inexact] = False
    ctx.traps[Rounded] = True
    show("trapped rounded", lambda: Decimal("123456") + Decimal(0))
    print(flags(ctx))

with localcontext(Context(prec=6, Emin=-10, Emax=10)) as ctx:
    show("overflow", lambda: Decimal("9E+10") * 100)
    print(flags(ctx))
    ctx.clear_flags()
    show("subnormal", lambda: Decimal("1E-10") / 1000)
    print(flags(ctx))
    ctx.clear_flags()
    show("underflow to zero", lambda: Decimal("1E-10") * Decimal("1E-10"))
    print(flags(ctx))
    ctx.clear_flags()
    show("div by zero", lambda: Decimal(1) / 0)
    ctx.traps[DivisionByZero] = False
    show("div by zero untrapped", lambda: Decimal(-1) / 0)
    show("0/0", lambda: Decimal(0) / 0)
    print(flags(ctx))

with localcontext(Context(prec=6, Emax=10, clamp=1)) as ctx:
    show("clamped", lambda: Decimal("1E+10") + 0)
    show("clamped product", lambda: Decimal("12E+8") * 10)
    print(flags(ctx))

# zero signs
with localcontext() as ctx:
    for rounding in (ROUND_HALF_EVEN, ROUND_FLOOR):
        ctx.rounding = rounding
        print(rounding, Decimal("1.5") - Decimal("1.5"), Decimal("-0") + Decimal("-0"), Decimal("-0") - Decimal("0"),
              Decimal("0") * Decimal("-3"), Decimal("-0") / Decimal("5"))

# quantize: every rounding, keyword arguments, the context argument, errors
for r in ROUNDINGS:
    print(r, [str(Decimal(v).quantize(Decimal("0.01"), rounding=r)) for v in
              ("1.005", "-1.005", "1.015", "2.675", "-2.675", "0.004", "-0.004", "7", "1.00000001")])
print(Decimal("1.23456").quantize(Decimal("1E+2")), Decimal("123.456").quantize(Decimal("1E-20")))
show("quantize 1E-40", lambda: Decimal("123.456").quantize(Decimal("1E-40")))
show("quantize 1E-37", lambda: Decimal("5").quantize(Decimal("1E-37")))
print(Decimal("5").quantize(Decimal("1E-27")), Decimal("5").quantize(Decimal("1E-37"), context=Context(prec=38)))
show("too many digits", lambda: Decimal("5").quantize(Decimal("1E-30")))
show("bad rounding", lambda: Decimal("5").quantize(Decimal("1"), rounding="UP"))
show("bad keyword", lambda: Decimal("5").quantize(Decimal("1"), mode=ROUND_UP))
show("int exponent", lambda: Decimal("5.55").quantize(1))
small = Context(prec=3, rounding=ROUND_DOWN)
print(Decimal("2.71828").quantize(Decimal("0.01"), context=small), Decimal("2.71828").quantize(Decimal("0.01"), None, small))
show("quantize beyond prec", lambda: Decimal("1234.5").quantize(Decimal("0.1"), context=small))
print(flags(small))
print(Decimal("NaN").quantize(Decimal("1")), Decimal("Infinity").quantize(Decimal("Infinity")))
show("snan", lambda: Decimal("sNaN") + 1)

# the operator methods called by name
print(Decimal(2).__add__(Decimal("0.333333")), Decimal(10).__truediv__(3), Decimal(7).__rsub__(1))
show("two arguments", lambda: Decimal(2).__add__(Decimal("0.333333"), small))
show("keyword", lambda: Decimal(2).__mul__(other=3))
print(Decimal(1).__add__(1.5), Decimal(1).__mul__("x"))
try:
    Decimal(1) + 1.5
except TypeError as e:
    # CPython names its C type 'decimal.Decimal' in the message.
    print("float operand", type(e).__name__, "for +" in str(e))


class Money(Decimal):
    def __add__(self, other):
        return Money(Decimal.__add__(self, other))

    def __repr__(self):
        return "Money(%s)" % str(self)


m = Money("1.10") + Decimal("2.20")
print(repr(m), type(m).__name__, type(Decimal("1") + Money("2")).__name__, Money("3") * 2)

# flags accumulate in the current context
setcontext(Context(prec=4))
ctx = getcontext()
total = Decimal(0)
for i in range(1, 200):
    total += Decimal(i) / 7
print(total, flags(ctx))
ctx.clear_flags()
print(Decimal("1.5") + Decimal("2.25"), flags(ctx))
setcontext(DefaultContext)

# a long loop, so compiled code and collections run these too
price = Decimal("19.99")
acc = Decimal(0)
for i in range(3000):
    acc += (price * i / 7).quantize(Decimal("0.01"))
    acc -= Decimal(i) / 13
print(acc, flags(getcontext()))

# construction: the plain forms and everything around them
for text in ["0.01", "+.5", "5.", "-0.000", "1E-007", "1e+5", "-12.5e-3", "0" * 50 + "1", "1" * 38, "1" * 39,
             "9" * 38 + ".5", "1e999999999999999", " 1.5 ", "1_000", "\u0661\u0662", "nan", "-Infinity", "sNaN12",
             ".", "", "1e", "1e+", "e5", "1.2.3", "--1", "1 2", "0x10", "1e1.5"]:
    try:
        d = Decimal(text)
        print(repr(text), repr(d), d.as_tuple())
    except Exception as e:
        print(repr(text), type(e).__name__)
print(repr(Decimal()), repr(Decimal(True)), repr(Decimal(-7)), repr(Decimal(-(10 ** 30))), repr(Decimal(10 ** 40)))
d = Decimal("2.50")
print(Decimal(d) is d, type(Money("1.5")).__name__, repr(Money(d)), repr(Decimal(Money("3.25"))))
print(repr(Decimal("1.1", getcontext())), repr(Decimal(value="7.5")))
try:
    Decimal(1.5j)
except TypeError as e:
    print("TypeError", e)

# comparisons across signs, zeros, exponents, ints, floats and specials
cmp_values = [Decimal(v) for v in ("0", "-0", "0E+5", "1", "1.0", "1.00", "-1", "0.999", "1E+37", "9" * 38,
                                   "1E-30", "-1E-30", "12.5", "-12.50", "NaN", "Infinity")] + [0, 1, -1, 10 ** 37, 12, True]
rows = []
for x in cmp_values[:16]:
    row = []
    for y in cmp_values:
        try:
            row.append("%d%d%d%d%d%d" % (x == y, x != y, x < y, x <= y, x > y, x >= y))
        except Exception as e:
            row.append(type(e).__name__[:3])
    rows.append(" ".join(row))
print("\n".join(rows))
print(Decimal("1.5") == 1.5, Decimal("0.1") == 0.1, Decimal(2) < 2.5, sorted([Decimal("2.5"), 1, Decimal("-3"), 2])[::-1])
print(Decimal("1.0") in {1: "one"}, hash(Decimal("1.0")) == hash(1), Decimal(5) == "5")
