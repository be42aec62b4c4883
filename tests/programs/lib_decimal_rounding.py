# decimal: quantize with every rounding mode, to_integral_value/exact, normalize, sqrt, exp/ln/log10 (correctly rounded), next_plus/next_minus/next_toward, compare/max/min, fma, remainder_near, scaleb, logb, number_class, is_*/copy_* and subnormal/overflow limits
from decimal import (Decimal as D, Context, localcontext, getcontext, InvalidOperation, ROUND_UP, ROUND_DOWN,
                     ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

modes = [ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP]
cent = D("0.01")
for text in ["2.675", "2.665", "-2.675", "2.6751", "-0.005", "0.015", "1.0049", "-1.995", "7.5", "0.051", "-0.251"]:
    x = D(text)
    print(text, [str(x.quantize(cent, rounding=m)) for m in modes], x.quantize(D(1), rounding=ROUND_HALF_UP))
print(D("123.456").quantize(D("1e2")), D("1.2").quantize(D("0.0001")), D("-0").quantize(D("0.01")), D("Inf").quantize(D("Inf")))
for bad in [lambda: D("1.23").quantize(D("1e-30")), lambda: D("Inf").quantize(D(1)), lambda: D(1).quantize(D("Inf")),
            lambda: D("1e30").quantize(D("1"), context=Context(prec=5)), lambda: D(1).quantize(cent, rounding="UP")]:
    try:
        print(bad())
    except (InvalidOperation, TypeError) as e:
        print(type(e).__name__, str(e).split("\n")[0])

for x in ["2.5", "3.5", "-2.5", "2.4999", "1e3", "123.456e-1", "-0.5", "0.000"]:
    y = D(x)
    print(x, y.to_integral_value(), y.to_integral_value(ROUND_FLOOR), y.to_integral(ROUND_UP), y.to_integral_exact(ROUND_HALF_UP), round(y))
print([str(D(x).normalize()) for x in ["1.500", "0.00", "-120E+3", "1E+5", "12345678901234567890123456789012", "100", "-0.0"]])

print([str(D(x).sqrt()) for x in ["2", "0.25", "16", "1e-7", "123456789", "0", "-0.00", "4.00", "0.04", "4E+3", "1E-3", "0E-3", "0E3", "Inf"]])
with localcontext(prec=50):
    print(D(2).sqrt(), D(10).sqrt())
print([str(D(x).exp()) for x in ["0", "1", "-1", "10", "1e-30", "100", "-100", "0.5", "2302.585", "-Inf", "Inf"]])
print([str(D(x).ln()) for x in ["1", "2", "10", "0.1", "1e100", "1.000", "0.5", "12345678901234567890", "0", "Inf"]])
print([str(D(x).log10()) for x in ["1", "2", "10", "100", "0.001", "1000E-1", "2E+3", "1E+999999", "0.5", "0", "Inf"]])
with localcontext(prec=5, rounding=ROUND_DOWN):
    print(D(1).exp(), D(2).ln(), D(3).log10(), D(2).sqrt(), D("0.99999999999").ln())
for bad in [lambda: D(-1).ln(), lambda: D(-2).log10(), lambda: D(-4).sqrt()]:
    try:
        print(bad())
    except InvalidOperation as e:
        print(type(e).__name__, e)

print(D(1).next_plus(), D(1).next_minus(), D("-1").next_plus(), D(0).next_plus(), D(0).next_minus(), D("Inf").next_minus(),
      D("-Inf").next_plus(), D(1).next_toward(2), D(1).next_toward(0), D(1).next_toward(D("1.0")))
with localcontext(prec=3):
    print(D("1.234").next_plus(), D("9.99").next_plus(), D("1.00").next_minus(), D("123456").next_minus())
print(D(1).compare(2), D(2).compare(D("2.00")), D("NaN").compare(1), D(3).compare(-1), D(1).compare_total(D("1.0")),
      D("-0").compare_total(D(0)), D("NaN").compare_total(D("Inf")), D("-1").compare_total_mag(D("0.5")))
print(D(1).max(2), D("NaN").max(1), D(1).min(D("-0")), D("2.0").max(D("2")), D("-2.0").min(D("-2.00")),
      D(-3).max_mag(2), D(-3).min_mag(2), D("1.0").min(D(1)), D(0).max(D("-0")))
print(D(2).fma(3, 4), D("1.5").fma(D("2.5"), D("-3.75")), D(10).remainder_near(3), D(10).remainder_near(4),
      D(-10).remainder_near(6), D("10.2").remainder_near(1), D("1.5").scaleb(3), D("1.5").scaleb(-3), D(7).logb(), D("0.001").logb())
print([D(x).number_class() for x in ["1", "-0", "Inf", "-Inf", "NaN", "sNaN", "-1E-999999", "1E-1000010", "0"]])
print([(D(x).is_normal(), D(x).is_subnormal(), D(x).is_finite(), D(x).is_zero(), D(x).is_signed(), D(x).is_nan(),
        D(x).is_qnan(), D(x).is_snan(), D(x).is_infinite()) for x in ["1", "-0", "-Inf", "NaN", "sNaN", "1E-999999", "1E-1000001"]])
print(D("-1.5").copy_abs(), D("1.5").copy_negate(), D(3).copy_sign(D("-0")), D("NaN").copy_sign(-1), D("1.0").same_quantum(D("2.5")),
      D(1).same_quantum(D("1.0")), D("123.45").adjusted(), D("0.001").adjusted(), D(5).real, D(5).imag, D(5).conjugate())

small = Context(prec=4, Emin=-5, Emax=5, traps=[])
print(small.multiply(D("9.99e5"), 10), small.divide(D(1), D("1e8")), small.divide(D(1), D("3e6")), small.plus(D("1.2345e-7")), small)
clamp = Context(prec=3, Emin=-5, Emax=5, clamp=1, traps=[])
print(clamp.plus(D("1e5")), clamp.plus(D("0e10")), clamp.quantize(D(1), D("1e5")), clamp.Etop(), clamp)
print(Context(prec=3, rounding=ROUND_DOWN, Emax=5, traps=[]).multiply(D(999), D(1000)), Context(prec=3, rounding=ROUND_FLOOR, Emax=5, traps=[]).multiply(D(-999), D(1000)))
print(D(2) ** D("0.5"), D(4) ** D("0.5"), D(10) ** D("-1.5"), D("1.5") ** D("2.5"), D(8) ** D("0.3333333333333333333333333333"), D(1) ** D("0.5"))
with localcontext(prec=6, rounding=ROUND_UP):
    print(D(2) ** D("0.5"), D("2.25") ** D("0.5"), D(9) ** D("1.5"), D("0.001") ** D("0.1"))
with localcontext(Context(prec=5, Emax=20, Emin=-20, traps=[])) as ctx:
    print(D(10) ** D("30.5"), D(10) ** D("-30.5"), D(-8) ** D("0.5"), ctx.flags[InvalidOperation])
