# divmod and pow: sign rules for int and float divmod, the identity
# q*b + r == a, pow with modulus (negative base, exponent 0, modulus 1,
# negative modulus, modular inverse), float pow edge cases, ** precedence
# and associativity, and the error messages.
cases = [(17, 5), (-17, 5), (17, -5), (-17, -5), (0, 3), (5, 17), (-5, 17), (10 ** 12 + 7, 97)]
for a, b in cases:
    q, r = divmod(a, b)
    print(a, b, (q, r), q * b + r == a, a // b == q, a % b == r)

for a, b in [(7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2.0), (1.0, 0.3), (-0.0, 5), (5, 0.5), (1e300, 1e-300 * 1e10)]:
    print(a, b, divmod(a, b), a % b, a // b)

print(divmod(True, 2), divmod(9, True), divmod(-1, 10 ** 20))

for args in [(2, 10, 1000), (3, 0, 7), (3, 5, 1), (-3, 3, 7), (5, 3, -7), (0, 0, 5), (10, 100, 13),
             (2, 10 ** 18, 10 ** 9 + 7), (3, -1, 11), (-3, -1, 11), (7, -2, 100), (123456789, 987654321, 1000000007)]:
    print("pow", args, pow(*args))

print(2 ** -1, 2 ** -3, (-2) ** 3, -2 ** 2, (-2) ** 2, 2 ** 3 ** 2, (2 ** 3) ** 2, 10 ** 0, 0 ** 5)
print(4 ** 0.5, 8 ** (1 / 3), 2.0 ** 10, (-8) ** 3, 1.5 ** 2, 0.0 ** 0, pow(2, 0.5), pow(10, -2))
print(pow(-8, 1 / 3) if False else "skip complex", (-2.0) ** 2, (-2.0) ** -2, 1 ** 1e300, (-1) ** 10 ** 20)
print(float("inf") ** 0, 0.5 ** float("inf"), 2 ** float("-inf"), float("inf") ** -1)

for bad in [lambda: divmod(1, 0), lambda: divmod(1.0, 0.0), lambda: divmod(1, 0.0), lambda: pow(2, 3, 0),
            lambda: pow(2, -1, 4), lambda: pow(2.0, 3, 5), lambda: pow(2, 3.0, 5), lambda: 0 ** -1,
            lambda: 0.0 ** -1, lambda: 10.0 ** 400, lambda: divmod("a", 2), lambda: pow("2", 2)]:
    try:
        print(bad())
    except (ZeroDivisionError, ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)

# clock arithmetic and digit sums via divmod
def hms(seconds):
    sign = "-" if seconds < 0 else ""
    m, s = divmod(abs(seconds), 60)
    h, m = divmod(m, 60)
    d, h = divmod(h, 24)
    return f"{sign}{d}d {h:02d}:{m:02d}:{s:02d}"
for secs in [0, 59, 3600, 86399, 90061, -3661, 10 ** 7]:
    print(secs, hms(secs))

def digits(n, base=10):
    if n == 0:
        return [0]
    out = []
    n = abs(n)
    while n:
        n, d = divmod(n, base)
        out.append(d)
    return out[::-1]
print(digits(0), digits(255, 2), digits(255, 16), digits(-1234), digits(2 ** 64, 1000))

# RSA toy with modular inverse
p, q = 61, 53
n = p * q
phi = (p - 1) * (q - 1)
e = 17
d = pow(e, -1, phi)
msgs = [65, 0, 1, 3232, n - 1]
enc = [pow(m, e, n) for m in msgs]
print(d, enc, [pow(c, d, n) for c in enc] == msgs)

# fast modular exponentiation written by hand agrees with pow
def modexp(b, x, m):
    result = 1 % m
    b %= m
    while x > 0:
        if x & 1:
            result = result * b % m
        b = b * b % m
        x >>= 1
    return result
print(all(modexp(b, x, m) == pow(b, x, m) for b in (2, 7, -3, 10 ** 20) for x in (0, 1, 5, 1000, 2 ** 70) for m in (1, 2, 97, 10 ** 9 + 7)))
