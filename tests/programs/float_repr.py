# Float repr must be the shortest string that round-trips.
vals = [0.1, 0.2, 0.3, 0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e15, 1e-5, 1e-4, 1.5e-07,
        123456789.0, 1e22, 1e21, 1e23, -0.0, 0.0, 2.5, 100.0, 1.0, -1.0,
        3.14159, 1234567890123456789.0, 0.000123, 5e-324, 1.7976931348623157e308,
        9007199254740993.0, 0.1 * 3, 1.1 * 1.1, 4.35, 2.675, 1e100, 12345.678]
for v in vals:
    print(v, repr(v), str(v))
print(float("inf"), float("-inf"), float("nan"), -float("inf"))
print([0.1, -0.0, float("inf"), 2.5, 1e16])
print((1.0, 0.5), {"x": 0.25})
x = 1.0
for i in range(25):
    x = x * 10
    print(i + 1, x)
y = 1.0
for i in range(8):
    y = y / 10
    print(-i - 1, y)
print(1e16 + 1, 1e16 + 2, 2 ** 0.5, 10 / 3)
print(float(10 ** 16), float(10 ** 15), float(123), float(-7))
print(str(1.5) + "x", repr(-2.25) + "y")
