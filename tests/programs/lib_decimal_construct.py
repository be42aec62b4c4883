# decimal: constructing Decimals from str (CPython's syntax, underscores, Unicode digits, specials), int, float (exactly), tuples and Decimals; str/repr/to_eng_string, as_tuple, as_integer_ratio, the conversion errors
from decimal import Decimal, DecimalTuple, InvalidOperation, getcontext, localcontext, Context

texts = ["0", "-0", "1.50", "-3.1400", "+.5", "5.", "1e3", "1E+3", "1.5e-7", "-0.000001", "0.0000001",
         "123456789012345678901234567890.5", "1_000", "1__0.0_1", " 12 ", "\t-3.50\n", "inf", "-Infinity",
         "+INF", "nan", "NaN123", "-nan7", "sNaN", "snan0012", "0e10", "0E-10", "00012.3400", "1e999999999",
         "１２", "١٢.٥", "1E+2", "12E-2", "1000E-5", "0.001E+3", "-5E-7", "12345E+10"]
for text in texts:
    d = Decimal(text)
    print(repr(text), repr(d), str(d), d.to_eng_string(), d.as_tuple())

with localcontext() as ctx:
    ctx.traps[InvalidOperation] = False
    for text in [".", "-", "1e", "1e+", "infinit", "nan1.2", "1 2", "0x10", "1.2.3", "e5", "", "--1"]:
        print(repr(text), repr(Decimal(text)))
    print(ctx.flags[InvalidOperation])
for text in ["abc", "1,000", "1.5.", "١٢x"]:
    try:
        Decimal(text)
    except InvalidOperation as e:
        print(repr(text), type(e).__name__, e)

for value in [0, -7, 2 ** 100, True, False, 0.1, -2.5, 1e22, 5e-324, float("inf"), float("-inf"), -0.0,
              (0, (1, 2, 3), -2), (1, [0], 5), (0, (), "F"), (1, (4, 2), "n"), (0, (), "N"), [1, (9,), 9]]:
    d = Decimal(value)
    print(repr(value), repr(d), d.as_tuple())
print(repr(Decimal(Decimal("1.20"))), repr(Decimal()), Decimal("7") is Decimal(Decimal("7")))
for bad in [None, b"1", [1, 2], (0, (1, 10), 0), (2, (1,), 0), (0, (1,), 1.5), (0, (1,), "x"), (0,), object()]:
    try:
        Decimal(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

print(Decimal.from_float(0.1), Decimal.from_float(3), Decimal.from_float(-0.0), Decimal.from_float(float("nan")))
try:
    Decimal.from_float("1.5")
except TypeError as e:
    print(type(e).__name__, e)
print(Decimal("-0.75").as_integer_ratio(), Decimal("1E+3").as_integer_ratio(), Decimal(0).as_integer_ratio(),
      Decimal("3.14159").as_integer_ratio())
for special in ["NaN", "Inf"]:
    try:
        Decimal(special).as_integer_ratio()
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)

t = Decimal("-1.50").as_tuple()
print(t, t.sign, t.digits, t.exponent, t == (1, (1, 5, 0), -2), isinstance(t, tuple), t._asdict())
print(Decimal(DecimalTuple(0, (2, 5), -1)), Decimal(t._replace(sign=0)))

with localcontext() as ctx:
    ctx.capitals = 0
    print(str(Decimal("1.5E+10")), repr(Decimal("-2E-9")), Decimal("1E+5").to_eng_string(), Decimal("Inf"))
for text in ["1E+5", "1.23E-7", "0E+1", "0E-7", "-123E+10", "12E-10", "0E+2", "0.00E+5", "1234.5E-12"]:
    print(text, Decimal(text).to_eng_string(), Decimal(text).adjusted())


class Money(Decimal):
    pass


m = Money("1.25")
print(repr(m), type(m).__name__, type(m + 1).__name__, type(Money.from_float(0.5)).__name__, Money("x" if False else "3"))
print(Context(prec=3).create_decimal("1.23456"), Context(prec=3).create_decimal(123456), Context(prec=5).create_decimal_from_float(0.1))
