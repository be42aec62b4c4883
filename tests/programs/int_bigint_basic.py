# Small ints silently promote to big ints past 2**63 and 2**64.
x = 9223372036854775807
print(x, x + 1, x + 2, x * 2, x * x)
y = -9223372036854775808
print(y, y - 1, y * 2, -y, y * -1)
z = 18446744073709551615
print(z, z + 1, z * z, z - z, z // 2)
n = 1
for i in range(70):
    n = n * 2
    if i > 58:
        print(i + 1, n)
f = 1
for i in range(1, 31):
    f = f * i
    if i % 5 == 0:
        print(str(i) + "! =", f)
print(2 ** 64 - 2 ** 64, 2 ** 64 - 2 ** 64 + 5, 2 ** 64 // 2 ** 60)
print(2 ** 63 - 1 + 1 - 1)
big = 2 ** 64
small = 3
print(big + small, small + big, big - small, small - big)
print(big * small, small * big, big // small, big % small)
print(big > small, small < big, big == small, big != 2 ** 64, big == 2 ** 64)
print(big >= 2 ** 64, big <= 2 ** 64 - 1, -big < small, -big < -small)
print(len(str(2 ** 200)), str(2 ** 200))
print(repr(10 ** 30), int("123456789012345678901234567890") + 1)
print(int("-99999999999999999999999"), abs(-(10 ** 22)))
