# decimal: format() and f-strings with the common specs (fixed, exponent, general, percent, 'n', grouping with ',', fill/align/sign/z/0-padding, width, precision, no type), the context's rounding and capitals, and the invalid specs
from decimal import Decimal as D, localcontext, ROUND_HALF_UP, ROUND_DOWN

values = [D("1234567.891"), D("-0.000123"), D("2.675"), D("0"), D("-0.00"), D("1E+5"), D("12.5"), D("123456789012345678901234567890"),
          D("NaN"), D("-Inf"), D("0.5"), D("9.999")]
specs = ["", ".2f", ",.2f", ">12", "<12", "^12", "*^14.3f", "+.1f", " .3e", ".0f", ".0e", ".3g", ".3", "%", ".1%", "012.2f",
         "012,.1f", "=+12.2f", "e", "E", "G", "g", "n", ".2n", "z.1f", "+z.2f", "z", ".10", ",", "f"]
for value in values:
    print(repr(value), [format(value, spec) for spec in specs])

price = D("1234.5")
print(f"{price:,.2f}|{price:>10}|{price:<10}|{price:^10}|{price:.1e}|{price:010.2f}|{price:+}|{price:.0%}")
with localcontext(rounding=ROUND_HALF_UP):
    print(format(D("2.675"), ".2f"), format(D("0.125"), ".2f"), format(D("2.5"), ".0f"), f"{D('1.005'):.2f}")
with localcontext(rounding=ROUND_DOWN):
    print(format(D("2.679"), ".2f"), format(D("-2.679"), ".1f"), format(D("199.9"), ".3g"))
with localcontext(capitals=0):
    print(format(D("1E+10")), format(D("1.5e-10"), ".2"), format(D("123"), "E"), format(D("123"), "e"))
print(format(D("1234567"), "010,"), format(D("1234567"), "015,.2f"), format(D("-1"), "010,"), format(D("12"), "0^7"),
      format(D("12"), "0<7"), format(D("-12.5"), "0>10"), format(D("12"), "07"))
for spec in ["_", "#", ".", "d", "x", ",_", "00", "005", "<010", "0z", ".f", "10z", ",n", "ff"]:
    try:
        print(repr(spec), format(D("1234.5"), spec))
    except ValueError as e:
        print(repr(spec), type(e).__name__, e)
print("{:>8.3f}|{:<8}|{:^+9.2e}".format(D("3.14159"), D("2.5"), D("-12345")))
