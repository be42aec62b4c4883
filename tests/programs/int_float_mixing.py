# Mixing ints and floats in arithmetic.
print(1 + 2.0, 3 * 0.5, 7 - 0.25, 10 / 4, 10 // 4.0, 10 % 4.0)
print(type(1 + 2.0).__name__, type(2 * 3).__name__, type(6 / 3).__name__)
print(2 ** 0.5, 2.0 ** 2, 3 * 1.1, 1.1 * 3, 0.1 * 3)
print(1 / 3, 2 / 3, 10 / 3, -10 / 3, 1 / 7)
print(2 ** 64 + 0.5, 2 ** 64 * 1.5, 2 ** 70 / 2 ** 10, 10 ** 20 / 3)
print(float(2 ** 64), float(-(2 ** 63)), int(2.0 ** 64), int(1e20))
total = 0
for i in range(1, 11):
    total = total + 1 / i
    print(i, total)
x = 5
x = x + 0.0
print(x, type(x).__name__)
y = 7
y /= 2
print(y)
z = 7
z //= 2.0
print(z)
print(True + 0.5, 3 - True, 1.0 * False)
print(abs(-3.5), abs(-3), abs(3 - 4.5), -(-2.5))
print(max(1, 2.5, 2), min(3, 1.0, 1), max(1.0, 1), max(1, 1.0))
print(sum([1, 2.5, 3]), sum([0.5, 0.5], 1))
