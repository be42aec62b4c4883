# Big-int arithmetic: + - * // % ** and comparisons, mixed with small ints.
a = 123456789012345678901234567890
b = 987654321098765432109876543210
print(a + b, b - a, a - b)
print(a * b)
print(b // a, b % a, a // b, a % b)
print(b // 12345, b % 12345)
print(a ** 2, a ** 3)
print(a < b, a > b, a == a + 0, a != b, a <= a, b >= a)
c = 2 ** 127 - 1
print(c, c * c, c // 3, c % 1000007)
print(c + 1 == 2 ** 127, (c + 1) // 2 ** 64, (c + 1) % 2 ** 64)
d = 1
for i in range(1, 50):
    d = d * 3 + i
print("d", d)
print(d // 10 ** 10, d % 10 ** 10, d - d // 2 * 2)
s = 0
for i in range(100):
    s = s + 2 ** i
print("sum", s, s == 2 ** 100 - 1)
p = 1
q = 1
for i in range(100):
    t = p + q
    p = q
    q = t
print("fib", q)
print(q // p, q % p)
print(10 ** 40 // 10 ** 20, 10 ** 40 % (10 ** 20 + 1))
print(7 ** 77 > 7 ** 76, 7 ** 77 // 7 ** 76, 7 ** 77 - 7 ** 77)
print(2 ** 64 * 0, 0 * 2 ** 64, 1 * 2 ** 64, 2 ** 64 // 1, 2 ** 64 // 2 ** 64)
