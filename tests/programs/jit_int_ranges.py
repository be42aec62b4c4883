# Integer arithmetic whose operands have known ranges (masks, remainders,
# shifts): the JIT drops overflow checks only where the range proves the
# result fits, so results near and past 2**62 must match CPython exactly.
def masked(n):
    t = 0
    big = (1 << 61) - 1
    for i in range(n):
        a = (i * 7919) & 255
        b = (i * 104729) % 1000
        t += a * a + b * 3 - (a - b)
        c = (i * 1000003) & big
        d = c * 3
        e = c + c
        f = (c >> 1) * 4
        t += (d - e) % 1000003 + f % 97
    return t


def shifts(n):
    out = 0
    for i in range(n):
        x = (i * 2654435761) & ((1 << 62) - 1)
        y = x >> (i % 63)
        out ^= y * 2 + (y & 1023) * (i % 5)
    return out


def negatives(n):
    t = 0
    for i in range(n):
        a = (i % 100) - 50
        b = -((i * 31) & 4095)
        t += a * b - b * b + (a >> 2) * (b % 7)
    return t


print(masked(3000))
print(shifts(3000))
print(negatives(3000))
