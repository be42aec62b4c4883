# Big integers through every operation: arithmetic with mixed signs,
# floor division and modulo identities, divmod, pow (incl. 3-arg),
# bitwise ops on negatives, shifts, comparisons with floats, conversion to
# float (and OverflowError), str/repr/hex round trips, abs, hash equality,
# and use as dict keys. Ends with factorial/fibonacci/binomial checks.
A = 2 ** 100 + 12345
B = -(3 ** 70) + 1
C = 10 ** 30
vals = [A, B, C, -C, 7, -7, 1]
for x in [A, B]:
    for y in [C, -C, 7, -7, A]:
        q, r = divmod(x, y)
        assert q * y + r == x
        print(x + y, x - y, x * y, x // y, x % y, q == x // y, r == x % y)

print(A ** 3, B ** 2, (-2) ** 127, (-2) ** 128, 7 ** 0, 0 ** 0)
print(pow(A, 5, C), pow(B, 3, 97), pow(A, C, 10 ** 9 + 7), pow(-A, 3, 1000), pow(3, -1, 10 ** 20 + 39))
print(A & C, A | 0xFFFF, A ^ B, ~A, ~B, B & 0xFFFFFFFF, B | 1, -A & A, A & -A)
print(A << 37, B << 5, A >> 50, B >> 50, -1 >> 200, 1 << 200, (A << 1000) >> 1000 == A)
print(A > C, B < -C, A == float(A), C == 1e30, C < 1e30 + 1e15, A > 1e30, -A < -1e30, A != A + 1)
print(float(A), float(B), float(C), A / C, B / 7, C / -C, (10 ** 400) // (10 ** 398))
print(abs(B), -B, +A, max(vals), min(vals), sum(vals), sorted(vals)[:3])
print(str(C), len(str(2 ** 1000)), str(B)[:10], repr(-C), hex(A), oct(-C), bin(2 ** 70 + 1))
print(int(hex(A), 16) == A, int(str(B)) == B, int("-" + "9" * 40) + 1, int("1" * 30, 2))
print(hash(C) == hash(10 ** 30), hash(2 ** 61 - 1), hash(-(2 ** 61)), hash(2 ** 64) == hash(float(2 ** 64)))
print({A: "a", C: "c"}[2 ** 100 + 12345], (A, B) == (2 ** 100 + 12345, 1 - 3 ** 70))
print(A.bit_length(), B.bit_length(), (0).bit_length(), C.bit_length(), int.bit_length(-1))
print(round(A, -20), round(B, -5), round(12345678901234567890, -3), round(-C, 2) == -C)
print(divmod(-C, 7), divmod(C, -7), (-C) % 7, C % -7, -C // 7, C // -7)
print(True + A - A, A * 0, A * False, -0 * B, 0 // A, 0 % B)

for bad in [lambda: float(10 ** 400), lambda: 10 ** 400 / 3, lambda: A // 0, lambda: B % 0,
            lambda: pow(A, -1, 4), lambda: pow(2, 3, 0), lambda: 1 << -1, lambda: int(1e400),
            lambda: (10 ** 400) * 1.0]:
    try:
        print(bad())
    except (OverflowError, ZeroDivisionError, ValueError) as e:
        print(type(e).__name__, e)

def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
def comb(n, k):
    return fact(n) // (fact(k) * fact(n - k))
f100 = fact(100)
print(f100)
print(len(str(f100)), sum(int(d) for d in str(f100)), str(f100).count("0"), f100 % (10 ** 9 + 7))
print(fib(300), fib(300) % 1000000007, fib(150) * fib(150) - fib(149) * fib(151))
print(comb(100, 50), comb(60, 30) == comb(60, 30), comb(52, 5))
# integer square root by Newton on a big number
def isqrt(n):
    if n < 2:
        return n
    x = 1 << ((n.bit_length() + 1) // 2)
    while True:
        y = (x + n // x) // 2
        if y >= x:
            return x
        x = y
n = 10 ** 60 + 12345
s = isqrt(n)
print(s, s * s <= n < (s + 1) * (s + 1), isqrt(2 * 10 ** 40))
