# True division always returns a float.
for a in [0, 1, 2, 3, 6, -6, 9, 100, -7]:
    for b in [1, 2, 3, -4]:
        r = a / b
        print(a, "/", b, "=", r, type(r).__name__)
print(6 / 3, 0 / 5, -0 / 5, 0 / -5, 1 / 1)
print(10 ** 20 / 10 ** 10, 2 ** 64 / 2, 1 / 2 ** 64, (2 ** 64 + 1) / 2)
print(10 ** 30 / 10 ** 15, 3 ** 50 / 3 ** 48)
print(7 / 0.5, 7.0 / 2, 1 / 3 * 3, 2 / 3 + 1 / 3)
x = 1
for i in range(10):
    x = x / 2
print(x)
x = 100
x /= 8
print(x, type(x).__name__)
print(True / 2, False / 1)
