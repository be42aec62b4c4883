# Exponentiation: ints, negative exponents (float result), zero cases.
print(2 ** 0, 2 ** 1, 2 ** 8, 2 ** 16, 2 ** 31, 2 ** 32)
print(2 ** 63, 2 ** 64, 2 ** 100)
print(3 ** 40, (-3) ** 41, 10 ** 25)
print(0 ** 0, 0 ** 1, 0 ** 5, 1 ** 1000, (-1) ** 1001, (-1) ** 1000)
print(2 ** -1, 2 ** -2, 10 ** -3, 4 ** -0.5, (-2) ** -3)
print(type(2 ** -1).__name__, type(2 ** 3).__name__)
print(2.0 ** 10, 2 ** 0.5, 9 ** 0.5, 0.0 ** 0, 1.5 ** 2)
print(10.0 ** 20, 10.0 ** -5, 2.0 ** -1074 > 0)
print((-8) ** 2, -8 ** 2)
x = 1
for i in range(12):
    x = x * 7
    print(i, x, 7 ** (i + 1), x == 7 ** (i + 1))
b = 5
b **= 3
print("b", b)
f = 1.1
f **= 2
print("f", f)
print(2 ** 10 ** 1, (2 ** 2) ** 3, 2 ** 2 ** 3)
