# fractions: constructing a Fraction from ints, floats (exactly), strings, other Fractions and Rationals; from_float, as_integer_ratio, numerator/denominator, str/repr, the error messages
import copy
import numbers
from fractions import Fraction

print(Fraction(), Fraction(3), Fraction(-6, 4), Fraction(6, -4), Fraction(-6, -4), Fraction(0, -5))
print(Fraction(Fraction(3, 4)), Fraction(Fraction(1, 2), Fraction(3, 4)), Fraction(3, Fraction(1, 2)))
print(Fraction(True), Fraction(True, 2), Fraction(2 ** 70, 6 ** 20))
print(Fraction(0.5), Fraction(0.1), Fraction(-2.75), Fraction(1e20), Fraction(5e-324).denominator.bit_length())
print(Fraction(0.0), Fraction(-0.0), Fraction(1e300).denominator)

texts = ["3/4", " -1.5e3 ", "1.", ".5", "-.5", "+7", "1_000/3", "1_000.000_1e1_0", "1/2_0",
         "00012/0008", "-0", "-0.0", "1e-0", "12e+2", "1E5", "2.5E-3", "\t1/2\n", "١٢/٣",
         "3.14159265358979323846", "0.1", "-123.456e-7"]
for text in texts:
    f = Fraction(text)
    print(repr(text), repr(f), str(f))

bad = ["", " ", "1__0", "1_", "1 / 2", "1/ 2", "-1/-2", "1/+2", "1.5/2", "/2", "inf", "nan",
       "1.5e", "+-1", "1.2.3", "1.d5", "e5", ".", "0x10", "1/2/3", "1.d", "3/0", "0/0"]
for text in bad:
    try:
        print(repr(text), Fraction(text))
    except (ValueError, ZeroDivisionError) as e:
        print(repr(text), type(e).__name__, e)

for args in [(1, 0), (0, 0), (Fraction(1, 2), 0), (1.5, 2), ("1/2", 3), (None,), ([],), (2, 1.0),
             (float("nan"),), (float("inf"),), (float("-inf"),), (b"1",)]:
    try:
        print(args, Fraction(*args))
    except Exception as e:
        print(args, type(e).__name__, e)

print(Fraction.from_float(0.1), Fraction.from_float(3), Fraction.from_float(-1.25), Fraction.from_float(True))
for value in [Fraction(1, 2), "0.5", None, float("nan"), float("inf")]:
    try:
        print(Fraction.from_float(value))
    except Exception as e:
        print(type(e).__name__, e)

f = Fraction(-22, 7)
print(f.numerator, f.denominator, f.as_integer_ratio(), f.real, f.imag, f.conjugate())
print(Fraction(5).as_integer_ratio(), Fraction(0).as_integer_ratio(), type(Fraction(5).numerator).__name__)
print(isinstance(f, numbers.Rational), isinstance(f, numbers.Integral), isinstance(f, numbers.Number))
print(repr(f), str(f), str(Fraction(-4, 2)), repr(Fraction(10 ** 30, 3)), f"{f}", "%s" % f, format(f))
try:
    format(f, ".2f")
except TypeError as e:
    print(type(e).__name__, e)
try:
    f.numerator = 3
except AttributeError as e:
    print(type(e).__name__)


class Ratio(Fraction):
    pass


r = Ratio(3, 9)
print(repr(r), type(r).__name__, repr(r + 1), type(r * r).__name__, repr(Ratio.from_float(0.25)), repr(Ratio("2/8")))
print(copy.copy(f) is f, copy.deepcopy(f) is f, repr(copy.copy(r)), copy.copy(r) is r)
print(f.__reduce__(), Fraction(*f.as_integer_ratio()) == f)

from decimal import Decimal
print(repr(Fraction(Decimal("1.1"))), repr(Fraction(Decimal("-2.50E+3"))), repr(Fraction.from_decimal(Decimal("-0.25"))),
      repr(Fraction.from_decimal(3)), Fraction(1, 2) == Decimal("0.5"), Decimal("0.3") < Fraction(1, 3))
for value in [Decimal("NaN"), Decimal("-Inf"), 1.5, "1"]:
    try:
        print(Fraction.from_decimal(value))
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
for value in [Decimal("NaN"), Decimal("Inf")]:
    try:
        print(Fraction(value))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
