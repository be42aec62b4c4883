# gcd / lcm, extended Euclid, modular inverse, fraction reduction.
def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)
def gcd_rec(a, b):
    if b == 0:
        return a
    return gcd_rec(b, a % b)
def lcm(a, b):
    return a // gcd(a, b) * b
def egcd(a, b):
    if b == 0:
        return a, 1, 0
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y
pairs = [(12, 18), (17, 5), (0, 7), (100, 75), (2 ** 40, 6 ** 20), (-24, 36), (1071, 462)]
for a, b in pairs:
    g, x, y = egcd(a, b)
    print(a, b, gcd(a, b), gcd_rec(a, b), lcm(a, b) if a and b else 0, g, x, y, a * x + b * y == g)
l = 1
for i in range(1, 31):
    l = lcm(l, i)
print("lcm 1..30", l)
def modinv(a, m):
    g, x, y = egcd(a, m)
    if g != 1:
        return None
    return x % m
for a in [3, 7, 10, 12345]:
    inv = modinv(a, 1000000007)
    print(a, inv, (a * inv) % 1000000007)
print(modinv(6, 9))
def reduce_frac(n, d):
    g = gcd(n, d)
    n = n // g
    d = d // g
    if d < 0:
        n = -n
        d = -d
    return n, d
num = 0
den = 1
for k in range(1, 16):
    num = num * k + den
    den = den * k
    num, den = reduce_frac(num, den)
    print("H", k, "=", str(num) + "/" + str(den))
print(reduce_frac(10, -4), reduce_frac(-3, 9), reduce_frac(0, 5))
