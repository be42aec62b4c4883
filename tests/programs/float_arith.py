# Float arithmetic and special values.
a = 3.5
b = -1.25
print(a + b, a - b, a * b, a / b, b / a)
print(a // b, a % b, -a // b, -a % b)
print(a ** 2, b ** 2, a ** -1, abs(b), -b, +b)
print(0.1 + 0.2, 0.3 - 0.1, 0.1 * 0.1, 1.0 - 0.9)
inf = float("inf")
nan = float("nan")
print(inf + 1, inf * -1, inf - inf, inf * 0, 1 / inf, -1 / inf)
print(nan + 1, nan * 0, inf > 1e308, -inf < -1e308)
print(1e308 * 10, -1e308 * 10, 1e-320 / 1e10)
x = 0.0
for i in range(10):
    x = x + 0.1
    print(i, x)
print(x == 1.0, abs(x - 1.0) < 1e-9)
s = 1.0
for i in range(1, 20):
    s = s + 1.0 / (i * i)
print("sum", s)
h = 0.1
for i in range(6):
    h = h * h + 0.2
    print("h", h)
print(-0.0, 0.0 * -1, -0.0 + 0.0, -0.0 * -0.0, abs(-0.0))
print(2.5 + 2.5, 7.0 / 7, 1e10 / 1e-10, 3.0 * 1e-3)
print(type(1.0 + 1).__name__, type(2.0 * 0).__name__)
