# A float raised to an int power in a trace: libm's pow on unboxed floats,
# as for a float exponent, not a call through the generic binary helper.
# The result is the interpreter's (and CPython's) to the last bit.
def bernstein(t, n):
    total = 0.0
    for i in range(n + 1):
        total += t ** i * (1.0 - t) ** (n - i)
    return total


def run(steps):
    s = 0.0
    for k in range(1, steps):
        s += bernstein(k / steps, 3) + (k / steps) ** 7
    return s


print(repr(run(3000)))
