# A float to an int power in compiled loops: negative bases (the sign from
# the exponent's parity), zero (a negative power raises ZeroDivisionError),
# infinities and NaN, huge results (OverflowError) and negative exponents.
import math

def powers(xs, ns):
    out = []
    for x in xs:
        for n in ns:
            try:
                out.append(x ** n)
            except (ZeroDivisionError, OverflowError) as e:
                out.append(type(e).__name__)
    return out

xs = [-2.5, -1.0, -0.5, -0.0, 0.0, 0.5, 1.5, 3.0, -1e200, 1e200, math.inf, -math.inf]
ns = [0, 1, 2, 3, -1, -2, 7, 10]
r = powers(xs, ns)
print([x if isinstance(x, str) or math.isnan(x) else repr(x) for x in r])
print([repr(x) for x in powers([math.nan], [0, 1, 2])])

def norm(vs):
    total = 0.0
    for x, y, z in vs:
        total += math.sqrt(x ** 2 + y ** 2 + z ** 2) - x ** 3 / (1 + y ** 4)
    return total

vs = [((i % 7) - 3.5, (i % 5) * -0.25, -(i % 3) * 1.5) for i in range(400)]
print(round(norm(vs), 9))
