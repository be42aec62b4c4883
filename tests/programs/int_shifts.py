# Left and right shifts, including negatives and past 64 bits.
for s in [0, 1, 3, 8, 31, 32, 62, 63, 64, 65, 100]:
    print(s, 1 << s, 3 << s, -1 << s)
for s in [0, 1, 2, 3, 10, 63, 64, 200]:
    print(s, 1000 >> s, -1000 >> s, -1 >> s, (2 ** 100) >> s)
print(7 >> 1, -7 >> 1, -8 >> 1, -9 >> 2)
print((2 ** 64) >> 1, (2 ** 64) >> 64, (2 ** 64) >> 65, -(2 ** 64) >> 65)
x = 1
for i in range(70):
    x = x << 1
print(x, x >> 70, x >> 69)
y = 5
y <<= 62
print(y)
y >>= 60
print(y)
z = -5
z <<= 70
print(z)
z >>= 3
print(z)
print(1 << 2 + 1, (1 << 2) + 1, 256 >> 2 * 2)
print(True << 3, 5 >> True)
