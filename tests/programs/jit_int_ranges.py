# Overflow checks the optimizer drops must be the ones that cannot fail:
# masked values times constants, counters below a bound; products and
# counters that do leave the small int range must still become big ints.


def lcg(n, mult):
    seed = 12345
    total = 0
    for _ in range(n):
        seed = (seed * mult + 12345) & 2147483647
        total ^= seed
    return total


print(lcg(1000, 1103515245))
print(lcg(1000, 2 ** 40 + 3))
print(lcg(1000, -(2 ** 33) - 1))


def count_up(start, stop):
    i = start
    steps = 0
    while i < stop:
        i += 1
        steps += 1
    return i, steps


big = 2 ** 62
print(count_up(big - 50, big - 1))
print(count_up(big - 50, big + 20))
print(count_up(-big - 5, -big + 30))


def count_down(start, stop):
    i = start
    while i > stop:
        i -= 1
    return i


print(count_down(-big + 40, -big - 3))
print(count_down(big + 5, big - 40))


def masked_sum(n, shift):
    t = 0
    for i in range(n):
        t = (t + (i << shift)) & ((1 << 61) - 1)
    return t


print(masked_sum(500, 3), masked_sum(500, 55))
