# Negative big ints: printing, arithmetic, floor division and modulo.
n = -(2 ** 80)
print(n, -n, n + 1, n - 1, n * -1, n * n)
print(n // 3, n % 3, n // -3, n % -3)
print(n // 7, n % 7, (-n) // -7, (-n) % -7)
print(abs(n), abs(-n), -n == abs(n))
m = -123456789123456789123456789
print(m, m * 2, m + 2 ** 90, m - 2 ** 90)
print(m < 0, m < n, m > n, m == -123456789123456789123456789)
print(m // 10 ** 9, m % 10 ** 9)
print(m // -(10 ** 9), m % -(10 ** 9))
x = -1
for i in range(8):
    x = x * 1000003
    print(i, x)
print(x + -x, x - x, x // x, x % x)
print((-2) ** 65, (-2) ** 64, -(2 ** 64) + 2 ** 64)
big = 2 ** 70
print(-big // 2 ** 69, -big // (2 ** 69 + 1), -big % (2 ** 69 + 1))
print(-big + 1 < -big + 2, max(-big, -big - 1), min(-big, 5))
print(str(-big), repr(-big), len(str(-big)))
print(int("-" + str(big)) == -big)
v = -9223372036854775808
print(v, v - 1, v // -1, v * -1, -v, abs(v))
