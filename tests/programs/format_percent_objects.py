# %-formatting of objects through __int__/__index__/__float__ (Fraction,
# Decimal, user classes) and pow(x, y, m) through an object's __pow__.
from fractions import Fraction
from decimal import Decimal
class Idx:
    def __index__(self):
        return 42
class P:
    def __pow__(self, e, m=None):
        return ("pow", e, m)
print('%.2f|%d|%5.1e|%g' % (Fraction(1, 3), Fraction(7, 2), Fraction(22, 7), Decimal("2.5")))
print('%d|%x|%o|%.3f' % (Idx(), Idx(), Idx(), Idx()))
print(pow(P(), 2, 5), pow(P(), 3), pow(2, 10, 1000))
for bad in [lambda: '%x' % Fraction(7, 2), lambda: '%d' % "s", lambda: '%f' % object(), lambda: pow(2.0, 2, 3)]:
    try:
        print(bad())
    except TypeError as e:
        print(e)
for f in ('%x', '%X', '%o', '%d', '%i'):
    for v in ('s', 1.5, None):
        try:
            print(f % v)
        except TypeError as e:
            print(f, repr(v), e)
