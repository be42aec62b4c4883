# fractions: arithmetic with ints, floats and Fractions (float in, float out), powers, comparisons, hash equal to int/float hashes, floor/ceil/trunc/round, limit_denominator, the error messages
from fractions import Fraction as F

a, b = F(3, 4), F(-5, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, a.__divmod__(b), -a, +b, abs(b))
print(a + 1, 1 + a, a - 2, 2 - a, a * 3, 3 * a, a / 3, 3 / a, a // 2, 7 // a, a % 2, 7 % a)
print(a + True, True - a, a.__divmod__(2), a.__rdivmod__(7))
print(a + 0.5, 0.5 + a, a * 2.0, 1.5 / a, a - 0.25, a // 0.5, a % 0.5, a.__divmod__(0.5))
print(type(a + 1).__name__, type(a + 1.0).__name__, type(a // b).__name__, type(a % b).__name__)
print(repr(F(1, 3) + F(1, 6)), repr(F(1, 2) + F(1, 2)), repr(F(2 ** 64, 3) * F(3, 2 ** 63)))
print(a ** 2, a ** -2, b ** 3, b ** -3, F(0) ** 0, a ** F(2), a ** F(-1), 2 ** F(3), 2 ** F(-2), 4 ** F(1, 2),
      F(9, 4) ** 0.5, F(9, 4) ** F(1, 2), 2.0 ** F(1, 2), F(-2, 3) ** -3)
print(repr(2 ** F(3)), repr(2 ** F(-2)), repr(F(2) ** F(3)), repr(F(1, 2) ** 0))

for expr, fn in [("3/4 / 0", lambda: a / 0), ("-3/4 / 0", lambda: -a / F(0)), ("0 / 0", lambda: F(0) / 0),
                 ("3/4 // 0", lambda: a // 0), ("3/4 % 0", lambda: a % 0), ("divmod", lambda: a.__divmod__(0)),
                 ("0 ** -1", lambda: F(0) ** -1), ("1 / F(0)", lambda: 1 / F(0)), ("/ 0.0", lambda: a / 0.0),
                 ("// 0.0", lambda: a // 0.0), ("+ str", lambda: a + "1"), ("str *", lambda: "x" * a),
                 ("+ None", lambda: None + a), ("< str", lambda: a < "1"), ("[] @", lambda: [1, 2][a])]:
    try:
        print(expr, fn())
    except Exception as e:
        print(expr, type(e).__name__, e)

values = [F(1, 2), 0.5, F(1), 1, 1.0, True, F(2 ** 80), 2 ** 80, float(2 ** 80), F(-1, 3), F(1, 10), 0.1,
          F(-7), float("inf"), float("-inf")]
for x in values:
    print(repr(x), [x == y for y in values[:6]], hash(x) == hash(F(x) if not isinstance(x, float) or x == x and abs(x) != float("inf") else 0))
print(F(1, 2) == float("nan"), F(1, 2) < float("inf"), F(1, 2) > float("-inf"), F(1, 2) <= float("nan"))
print(F(1, 3) < F(1, 2), F(1, 3) <= 0.34, F(1, 3) > 0, 1 > F(1, 3), 0.25 >= F(1, 4), F(-1, 3) < -0.3)
print(sorted([F(1, 3), 0.3, 1, F(-1, 2), -0.6, True, F(5, 4)]), max(F(7, 3), 2, 2.5), min(F(1, 2), 0.4))
print({F(1, 2): "a", 0.5: "b", F(2): "c", 2: "d"}, len({F(3), 3, 3.0}))
print([hash(F(n, d)) for n, d in [(1, 2), (-1, 2), (1, 3), (-1, 1), (2 ** 61 - 1, 3), (1, 2 ** 61 - 1), (-1, 2 ** 61 - 1), (10 ** 30, 7)]])
print(hash(F(1, 2)) == hash(0.5), hash(F(-3, 8)) == hash(-0.375), hash(F(2 ** 70)) == hash(2 ** 70))

for x in [F(7, 2), F(-7, 2), F(5, 2), F(-5, 2), F(1, 3), F(-1, 3), F(10 ** 20 + 1, 10 ** 20), F(0)]:
    print(x, x.__floor__(), x.__ceil__(), x.__trunc__(), int(x), round(x), round(x, 1), round(x, 0), round(x, -1), float(x), bool(x))
print(round(F(12345, 100), 1), round(F(-1, 8), 2), round(F(15, 1), -1), round(F(25), -1), round(F(125, 1000), 2))
print(type(round(F(7, 2))).__name__, type(round(F(7, 2), 1)).__name__, type(round(F(7, 2), -1)).__name__)

pi = F(3.141592653589793)
for limit in [1, 2, 7, 10, 100, 113, 1000, 10 ** 6]:
    print(limit, pi.limit_denominator(limit))
print(F(1, 3).limit_denominator(3), F(-22, 7).limit_denominator(5), F(0.1).limit_denominator(), F(1, 2).limit_denominator(1))
print(F(3, 7).limit_denominator(6), F(-3, 7).limit_denominator(6), F(7, 9).limit_denominator(2))
try:
    pi.limit_denominator(0)
except ValueError as e:
    print(type(e).__name__, e)

total = F(0)
for k in range(1, 30):
    total += F(1, k * (k + 1))
print(total, sum([F(1, 3)] * 3), sum(F(1, 2 ** k) for k in range(1, 11)))
h = sum(F(1, k) for k in range(1, 40))
print(h.numerator % 1000003, h.denominator % 1000003, float(h))
