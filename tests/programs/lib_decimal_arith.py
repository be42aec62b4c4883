# decimal: + - * / // % divmod ** with rounding to the context, signed zeros, specials, the trapped signals (InvalidOperation, DivisionByZero, Overflow) and their messages, comparisons with int/float/Fraction, hash, int/float/round
from decimal import (Decimal as D, getcontext, localcontext, Context, InvalidOperation, DivisionByZero,
                     Overflow, Inexact, Rounded, FloatOperation, DecimalException, ROUND_DOWN, ROUND_FLOOR)
from fractions import Fraction

a, b = D("12.345"), D("-0.7")
print(a + b, a - b, a * b, a / b, a // b, a % b, a.__divmod__(b), -a, +b, abs(b))
print(a + 1, 1 + a, a - 2, 2 - a, a * 3, 3 * a, a / 4, 4 / a, a // 2, 100 // a, a % 5, 100 % a, True + a)
print(D(1) / 3, D(2) / 3, D(-2) / 3, D(1) / 8, D(10) / 4, D("1.00") / 4, D(100) / D("1E+2"), D("1.20") * 3)
print(D("0.1") + D("0.2") == D("0.3"), 0.1 + 0.2 == 0.3, sum([D("0.1")] * 10), sum(D(i) / 7 for i in range(5)))
print(D(-7) // 2, D(-7) % 2, D(7) // -2, D(7) % -2, D("7.5") // D("0.2"), D("7.5") % D("0.2"), D(-7).__divmod__(2))
print(D("1e30") + D("1e-30"), D(1) - D("1e-30"), D("9.99999999999999999999999999999") + 0, D("123E+2") + D("1"))
print(D(0) - D(0), D("-0") + D("-0"), D("-0") - D(0), D(0) * -1, -D(0), D("-0") / 5, D("1.5") - D("1.50"))
with localcontext(rounding=ROUND_FLOOR):
    print(D(1) - D(1), -D(0), D("-0") + D(0))
print(D(2) ** 10, D("1.5") ** 3, D(2) ** -3, D("1.05") ** 30, D(3) ** 100, D("1.0") ** 3, D(-2) ** 5, D(10) ** -5,
      2 ** D(5), D("0.1") ** 50, D("-0") ** 3, D(5) ** D("2.0"), D("Inf") ** 2, D("Inf") ** -1)
print(D("Inf") + 1, D("-Inf") * 2, 1 / D("Inf"), D("NaN") + 1, D("-NaN7") * 2, D("Inf") - D(10) ** 30)

for label, fn in [("1/0", lambda: D(1) / 0), ("-1/0", lambda: D(-1) / 0), ("0/0", lambda: D(0) / 0),
                  ("1//0", lambda: D(1) // 0), ("0//0", lambda: D(0) // 0), ("1%0", lambda: D(1) % 0),
                  ("0%0", lambda: D(0) % 0), ("divmod 5,0", lambda: D(5).__divmod__(0)),
                  ("inf-inf", lambda: D("Inf") - D("Inf")), ("0*inf", lambda: D(0) * D("Inf")),
                  ("inf/inf", lambda: D("Inf") / D("-Inf")), ("sqrt -1", lambda: D(-1).sqrt()),
                  ("snan+1", lambda: D("sNaN") + 1), ("overflow", lambda: D("9e999999") * 10),
                  ("big //", lambda: D(10) ** 30 // D("0.001")), ("0**0", lambda: D(0) ** 0),
                  ("0**-1", lambda: D(0) ** -1), ("(-2)**0.5", lambda: D(-2) ** D("0.5")),
                  ("nan < 1", lambda: D("NaN") < 1), ("snan == 1", lambda: D("sNaN") == 1),
                  ("+ str", lambda: D(1) + "1"), ("+ float", lambda: D(1) + 1.5), ("+ Fraction", lambda: D(1) + Fraction(1, 2))]:
    try:
        print(label, repr(fn()))
    except DecimalException as e:
        print(label, type(e).__name__, e, isinstance(e, ZeroDivisionError), isinstance(e, ArithmeticError))
    except TypeError as e:
        # (CPython names the type 'decimal.Decimal' in this message.)
        print(label, type(e).__name__)
    getcontext().clear_flags()

with localcontext(Context(traps=[])) as ctx:
    results = [D(1) / 0, D(0) / 0, D(5) % 0, D("Inf") - D("Inf"), D("9e999999") * 10, D("1e-999999") / 10 ** 30,
               D(1).__divmod__(0), D("sNaN") + 1, D("NaN") < 1]
    print(results, ctx.flags)

values = [D("0.5"), D("0.50"), 0.5, Fraction(1, 2), D(1), 1, 1.0, True, D("-0"), 0, D("0.1"), 0.1, D("NaN"), D("Inf"), float("inf")]
for x in values[:13]:
    print(repr(x), [x == y for y in values], D("0.5") < x if not (isinstance(x, D) and x.is_nan()) else "-")
print(D("0.3") < Fraction(1, 3), Fraction(1, 3) < D("0.34"), D(2) > 1.5, D("1.1") <= 1.1, D("1.1") >= 1.1, 3 > D("2.9"))
print(getcontext().flags[FloatOperation], D("1e-400") > 0, D("-Inf") < -1e308, D("Inf") > 10 ** 400)
print(sorted([D("1.5"), 1, D("-2"), 0.5, Fraction(7, 4), D("1.50")]), max(D("1.0"), D("1")), min(D(2), 1.5))
print([hash(D(t)) for t in ["0.5", "-0.5", "1", "1.000", "-1", "1e100", "0", "-0", "Inf", "-Inf", "123.456", "1e-30"]])
print(hash(D("0.5")) == hash(0.5), hash(D("1.25")) == hash(Fraction(5, 4)), hash(D("3.000")) == hash(3), hash(D(2) ** 70) == hash(2 ** 70))
print(len({D("1.0"), D(1), 1, 1.0, D("1.5"), Fraction(3, 2), 1.5}))
try:
    hash(D("sNaN"))
except TypeError as e:
    print(type(e).__name__, e)

print(int(D("-3.99")), int(D("1e30")), int(D("123.456e1")), float(D("0.1")), float(D("-0")), float(D("1e400")), float(D("-Inf")), float(D("NaN")))
print(round(D("2.5")), round(D("3.5")), round(D("-2.5")), round(D("2.675"), 2), round(D("123.456"), -1), round(D("1.5"), 0), round(D("-0.5")))
print(D("-2.5").__floor__(), D("-2.5").__ceil__(), D("2.9").__trunc__(), bool(D(0)), bool(D("0.00")), bool(D("NaN")), bool(D("1e-100")))
for x in ["NaN", "-Inf", "sNaN"]:
    for fn in [int, round, float]:
        try:
            print(x, fn.__name__, fn(D(x)))
        except (ValueError, OverflowError) as e:
            print(x, fn.__name__, type(e).__name__, e)
