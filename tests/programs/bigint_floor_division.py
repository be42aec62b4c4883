# Floor division and modulo of big ints (done on limbs): every sign
# combination, divisors of one limb and of many, quotients that need the
# estimate's corrections (limbs of all ones, top bits set), exact
# divisions, and the pidigits spigot that divides big by big each step.
import random

rng = random.Random(20261203)


def interesting(bits):
    kind = rng.randrange(5)
    if kind == 0:
        return (1 << bits) - 1
    if kind == 1:
        return 1 << (bits - 1)
    if kind == 2:
        return ((1 << bits) - 1) ^ (1 << rng.randrange(bits)) or 1
    return rng.getrandbits(bits) | 1


digest = 0
for _ in range(4000):
    a = interesting(rng.randrange(1, 700))
    b = interesting(rng.randrange(1, 400))
    for x, y in ((a, b), (-a, b), (a, -b), (-a, -b), (a * b, b), (-(a * b), b), (b, a)):
        q, r = x // y, x % y
        assert q * y + r == x and (r == 0 or (r > 0) == (y > 0)) and abs(r) < abs(y)
        digest = (digest * 1000003 + q % 1000000007 + r % 998244353) % (1 << 61)
print(digest)

print((10 ** 40) // 7, (10 ** 40) % 7, (-10 ** 40) // 7, (-10 ** 40) % 7)
print((2 ** 200 - 1) // (2 ** 64 - 1), (2 ** 200) % (2 ** 64 + 1), -(2 ** 130) // (2 ** 65))
print(5 // (2 ** 100), -5 // (2 ** 100), 5 % (-2 ** 100), -5 % (2 ** 100))
try:
    (10 ** 30) // 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    (10 ** 30) % 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)


def pidigits(n):
    q, r, t, k, m, x = 1, 0, 1, 1, 3, 3
    out = []
    while len(out) < n:
        if 4 * q + r - t < m * t:
            out.append(m)
            q, r, t, k, m, x = 10 * q, 10 * (r - m * t), t, k, (10 * (3 * q + r)) // t - 10 * m, x
        else:
            q, r, t, k, m, x = q * k, (2 * q + r) * x, t * x, k + 1, (q * (7 * k + 2) + r * x) // (t * x), x + 2
    return "".join(map(str, out))


print(pidigits(400))
