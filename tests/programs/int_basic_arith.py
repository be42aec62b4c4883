# Basic small-int arithmetic and printing.
a = 17
b = 5
print(a + b, a - b, a * b)
print(b - a, -a, +a, -(-a))
print(a // b, a % b, a / b)
print(a ** 2, b ** 3, 2 ** 10)
print(0 ** 0, 1 ** 0, 5 ** 1, (-3) ** 3, (-3) ** 2)
x = 0
i = 1
while i <= 10:
    x = x * 3 + i
    print("step", i, "x =", x)
    i = i + 1
print(1 + 2 * 3, (1 + 2) * 3, 2 ** 3 ** 2, (2 ** 3) ** 2)
print(-2 ** 2, (-2) ** 2, 10 - 3 - 2, 100 // 10 // 3)
print(7 * -1, -7 * -1, 0 * -5, -0)
print(abs(-12), abs(12), abs(0))
print(int("123") + 1, str(456) + "!")
n = 1
for k in range(1, 21):
    n = n * k
print("20! =", n)
print(1000000 * 1000000, 123456789 * 987654321)
print(2 ** 62, 2 ** 62 - 1 + 2 ** 62)
print(9223372036854775807, -9223372036854775807 - 1)
print(type(a).__name__, type(a / b).__name__, type(a // b).__name__)
