# int(float) truncation, float(int), float(str), abs.
for v in [3.9, -3.9, 0.1, -0.1, 2.0, -2.0, 1e10, 123456.789, -0.0]:
    print(v, int(v), type(int(v)).__name__)
print(int(1e19), int(1e20), int(-1e20), int(2.0 ** 70), int(1.5e300) > 10 ** 299)
for s in ["3.5", "-2.25", "  7  ", "1e3", "1E-2", "inf", "-inf", "nan", "0", "-0", ".5", "5."]:
    print(repr(s), float(s))
for n in [0, 1, -1, 12345, 2 ** 53, 2 ** 53 + 1, 2 ** 64, -(2 ** 70), 10 ** 22]:
    print(n, float(n))
print(float(True), float(False), float(2.5), int(True), int(False))
print(abs(-2.5), abs(2.5), abs(-0.0), abs(float("-inf")))
print(int("  42 "), int("-7"), int("+8"), int("0"), int("000123"))
print(float("3.5") + 1, int(float("3.99")), str(float(7)))
x = 17.8
y = int(x)
z = float(y)
print(x, y, z, x - z, y == z, round(x - z, 6))
print(int(-0.9999), int(0.9999), int(1e-300))
