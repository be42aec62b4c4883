# Float powers in a hot loop: the compiled loop calls pow on unboxed floats
# for a positive base, and leaves the rest (overflow, zero base, infinities,
# NaN, int exponents) to the interpreter's exact behaviour.
import math


def roots(n):
    t = 0.0
    for i in range(1, n):
        t += (i * 0.5) ** 0.5 + (i * 0.25) ** 1.5 + 2.0 ** (i % 40 * 0.5)
    return t


def overflow(n):
    hits = 0
    x = 1.5
    for i in range(n):
        try:
            x = 10.0 ** (i * 0.9)
        except OverflowError:
            hits += 1
    return hits, x


def edge(n):
    out = []
    for i in range(n):
        b = [2.0, 0.0, math.inf, 0.5, 1.0][i % 5]
        e = [0.5, 2.0, -0.5, math.inf, math.nan, 3.0][i % 6]
        try:
            r = b ** e
            out.append("nan" if r != r else r)
        except ZeroDivisionError:
            out.append("zde")
    return out[-12:], len(out)


print(round(roots(3000), 6))
print(overflow(1000))
print(edge(600))
