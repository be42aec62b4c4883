# Counted loops the JIT lays out twice with a remainder: every trip count,
# odd and even, from 0 up; guards that fail in the second copy (a type
# change, an overflow) leave with that copy's values; allocating bodies
# keep every object; short inner loops run their last iteration in the
# remainder.
class Box:
    pass


def total(n):
    t = 0
    for i in range(n):
        t += i * 3
    return t


def stepped(lo, hi, step):
    t = 0
    for i in range(lo, hi, step):
        t = (t * 31 + i) & 0xFFFFF
    return t


def while_count(n):
    i = 0
    t = 0
    while i < n:
        t ^= i
        i += 1
    return i, t


def ring(n):
    slots = [None] * 8
    for k in range(n):
        slots[k & 7] = (k, Box())
    for pair in slots:
        if pair is not None:
            pair[1].i = pair[0] * 2
    return [pair[1].i if pair is not None else -1 for pair in slots]


def mixed(items):
    # Items are ints until one is a float: the type guard fails in
    # whichever copy meets it.
    t = 0
    for i in range(len(items)):
        t = t + items[i]
    return t


def grows(n, start):
    # The sum overflows the small-int range in one copy or the other.
    t = start
    for i in range(n):
        t = t + 1000000007 * 1000000007
    return t


def nested(n, m):
    t = 0
    for i in range(n):
        j = 0
        while j < m:
            t += j * i
            j += 1
        t = t % 1000003
    return t


for n in range(12):
    print(n, total(n), stepped(0, n, 1), while_count(n))
for n in [0, 1, 2, 3, 200, 201]:
    print(n, total(n * 7), stepped(3, n * 5, 2), stepped(n, -n, -3), while_count(n)[1])
print(ring(0), ring(5), ring(1001), ring(1002))
print(mixed([1] * 101 + [2.5] + [1] * 50), mixed([1] * 100 + [2.5] + [1] * 50))
print(mixed(list(range(300))))
print(grows(30, 0), grows(31, 4611686018427387000 - 10 ** 18 * 4))
for m in range(7):
    print(m, nested(300, m))
