# decimal: getcontext/setcontext/localcontext (with keywords), Context attributes and their validation, repr, flags and traps as signal dicts, the templates, Context methods, conditions raised when trapped
import decimal
from decimal import (Decimal as D, Context, getcontext, setcontext, localcontext, DefaultContext, BasicContext,
                     ExtendedContext, InvalidOperation, DivisionByZero, Overflow, Underflow, Inexact, Rounded,
                     Subnormal, Clamped, FloatOperation, ConversionSyntax, DivisionImpossible, DivisionUndefined,
                     ROUND_HALF_UP, ROUND_DOWN, ROUND_05UP)

print(getcontext())
print(DefaultContext, BasicContext, ExtendedContext, sep="\n")
print(decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.MIN_ETINY, decimal.HAVE_THREADS, decimal.__version__)
print([decimal.ROUND_CEILING, decimal.ROUND_FLOOR, decimal.ROUND_UP, decimal.ROUND_DOWN, decimal.ROUND_HALF_UP,
       decimal.ROUND_HALF_DOWN, decimal.ROUND_HALF_EVEN, decimal.ROUND_05UP])
for cls in [DivisionByZero, DivisionUndefined, Overflow, Underflow, FloatOperation, ConversionSyntax]:
    print(cls.__name__, [base.__name__ for base in cls.__mro__[1:-3]], cls.__module__)

c = Context(prec=5, rounding=ROUND_HALF_UP, Emin=-9, Emax=9, capitals=0, clamp=1, flags=[Inexact], traps=[Overflow])
print(c, c.Etiny(), c.Etop(), c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp)
for attr, value in [("prec", 0), ("prec", "5"), ("prec", 5.0), ("Emin", 1), ("Emax", -1), ("rounding", "UP"),
                    ("rounding", 3), ("capitals", 2), ("clamp", -1), ("prec", 10 ** 19)]:
    try:
        setattr(c, attr, value)
        print(attr, value, "set")
    except (ValueError, TypeError, OverflowError) as e:
        print(attr, repr(value), type(e).__name__, e)
for kwargs in [dict(prec=0), dict(flags=[Inexact, Rounded]), dict(traps=[ValueError]), dict(flags=3)]:
    try:
        print(Context(**kwargs))
    except (ValueError, TypeError, KeyError) as e:
        print(kwargs, type(e).__name__, e)

flags = c.flags
print(flags[Inexact], flags[Rounded], len(flags), list(flags)[:3], Inexact in flags, "x" in flags)
flags[Rounded] = True
flags[Inexact] = False
print(c, sorted(k.__name__ for k, v in flags.items() if v), type(flags).__name__)
for bad in [lambda: flags[ValueError], lambda: flags.__setitem__("x", 1), lambda: flags.__delitem__(Inexact)]:
    try:
        bad()
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
c.clear_flags()
c.clear_traps()
print(c)
d = c.copy()
d.prec = 12
print(c.prec, d.prec, d.traps == c.traps, d is not c)

print(getcontext().prec, D(1) / 7)
with localcontext() as ctx:
    ctx.prec = 6
    print(getcontext() is ctx, D(1) / 7, ctx.flags[Inexact])
print(getcontext().prec, D(1) / 7)
with localcontext(prec=4, rounding=ROUND_DOWN) as ctx:
    print(D(2) / 3, ctx)
with localcontext(Context(prec=3)) as ctx:
    print(D(2) / 3, D("1.2345") + 0, +D("9.999"))
for kwargs in [dict(foo=1), dict(prec=0), dict(prec="x")]:
    try:
        with localcontext(**kwargs):
            pass
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    with localcontext() as ctx:
        ctx.prec = 2
        raise KeyError("inside")
except KeyError:
    print("restored", getcontext().prec)

setcontext(Context(prec=4, traps=[]))
print(D(1) / 3, D(1) / 0, getcontext())
setcontext(DefaultContext)
print(getcontext() is DefaultContext, getcontext().prec)
setcontext(BasicContext)
print(getcontext())
for fn in [lambda: D(1) / 3 * 0, lambda: D("1e-999999") / 1000]:
    try:
        print(fn())
    except decimal.DecimalException as e:
        print(type(e).__name__, e)
setcontext(ExtendedContext)
print(D(1) / 0, D(0) / 0, D(-1).sqrt(), getcontext().flags[DivisionByZero])
try:
    setcontext("x")
except TypeError as e:
    print(type(e).__name__, e)
setcontext(DefaultContext)

getcontext().traps[Inexact] = True
try:
    D(2) / 3
except Inexact as e:
    print("trapped", type(e).__name__, e)
print(D(4) / 2)
getcontext().traps[Inexact] = False
getcontext().traps[InvalidOperation] = False
print(D("x"), D(0) / 0, D(10) ** 30 // D("0.001"), getcontext())
getcontext().clear_flags()
getcontext().traps[InvalidOperation] = True
getcontext().traps[FloatOperation] = True
for fn in [lambda: D(1.5), lambda: D(1) < 1.5, lambda: D(1) == 1.0]:
    try:
        print(fn())
    except FloatOperation as e:
        print(type(e).__name__, e, isinstance(e, TypeError))
getcontext().traps[FloatOperation] = False
print(getcontext())
getcontext().clear_flags()

x = Context(prec=6)
print(x.add(1, 2), x.subtract(D("1.5"), 3), x.multiply(D(2), D("3.14159")), x.divide(1, 7), x.divide_int(7, 2),
      x.remainder(-7, 2), x.divmod(7, 2), x.power(2, 30), x.sqrt(2), x.abs(-3), x.plus(D("1.23456789")),
      x.minus(5), x.compare(1, 2), x.max(1, 2), x.min(D("-0"), 0), x.quantize(D("1.2345"), D("0.01")),
      x.normalize(D("1.500")), x.to_sci_string(D("1E+5")), x.to_eng_string(D("1E+5")), x.is_zero(0),
      x.copy_sign(1, -2), x.copy_abs(-3), x.copy_negate(3), x.fma(2, 3, 4), x.exp(1), x.ln(10), x.log10(2),
      x.to_integral_value(D("2.5")), x.to_integral_exact(D("3.5")), x.same_quantum(D("1.0"), D("2.0")),
      x.number_class(D("-1")), x.Etiny(), x.radix(), x.is_signed(D(-1)), x.create_decimal("3.14159265"))
for fn in [lambda: x.add(1.5, 2), lambda: x.add("1", 2), lambda: x.sqrt(None)]:
    try:
        fn()
    except TypeError as e:
        print(type(e).__name__, e)
