# Addition, subtraction and multiplication by a small int of big ints, done
# on their limbs: carries and borrows across limbs, results that shrink back
# to small ints at the small-int boundary (2**62), signs, zero, and a
# deterministic stream of random operands checked by a digest.
B = 2 ** 62
edges = [0, 1, -1, B - 1, B, -B, -B - 1, 2 ** 63, -(2 ** 63), 2 ** 64 - 1, 2 ** 64, -(2 ** 64),
         2 ** 128 - 1, -(2 ** 128) + 1, 2 ** 128, 3 ** 90, -(7 ** 70)]
smalls = [0, 1, -1, 2, -3, 10, B - 1, -B, 12345678901, -98765432109]
for x in edges:
    for y in edges:
        print(x + y, x - y, end=" ")
    print()
for x in edges:
    print([x * k for k in smalls], [k * x for k in smalls])
    print([x + k for k in smalls], [k - x for k in smalls])

# Results that fit a small int again, and their type and identity rules.
big = 2 ** 100
print(big - big, (big + 5) - big, -(big + 5) + big, type(big - big + 1).__name__)
print((big - 1) - (big - 2), (-big) + (big + B - 1), (-big) + (big + B))
print(big * 0, 0 * -big, big * -1 == -big, (big * 3) // 3 == big)

# A stream of random operands (an LCG, so CPython computes the same).
state = 12345


def rand_int(bits):
    global state
    n = 0
    for _ in range((bits + 30) // 31):
        state = (state * 1103515245 + 12345) % 2 ** 31
        n = (n << 31) | state
    n >>= max(0, (bits + 30) // 31 * 31 - bits)
    state = (state * 1103515245 + 12345) % 2 ** 31
    return -n if state % 3 == 0 else n


digest = 0
for i in range(3000):
    a = rand_int(40 + i % 300)
    b = rand_int(10 + (i * 7) % 250)
    k = rand_int(1 + i % 62)
    for r in (a + b, a - b, b - a, a * k, k * b, a + k, k - a, -a + -b):
        digest = (digest * 31 + r) % (2 ** 127 - 1)
print(digest)

# pidigits' algorithm (a spigot over 4-tuples), for a few hundred digits.
def compose(a, b):
    aq, ar, as_, at = a
    bq, br, bs, bt = b
    return (aq * bq, aq * br + ar * bt, as_ * bq + at * bs, as_ * br + at * bt)


def extract(z, j):
    q, r, s, t = z
    return (q * j + r) // (s * j + t)


def digits(n):
    z = (1, 0, 0, 1)
    k = 0
    out = []
    while len(out) < n:
        y = extract(z, 3)
        while y != extract(z, 4):
            k += 1
            z = compose(z, (k, 4 * k + 2, 0, 2 * k + 1))
            y = extract(z, 3)
        z = compose((10, -10 * y, 0, 1), z)
        out.append(y)
    return "".join(map(str, out))


print(digits(300))
