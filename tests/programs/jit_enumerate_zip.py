# Loops over enumerate() and zip() of lists and tuples, which compiled code
# iterates inline: every way such a loop can end or change under it.


def weighted(u):
    s = 0.0
    for j, x in enumerate(u):
        s += x * j
    return s


def started(u, start):
    out = []
    for j, x in enumerate(u, start):
        out.append(j - x)
    return out[:3], out[-3:], len(out)


def dot(a, b):
    s = 0
    for x, y in zip(a, b):
        s += x * y
    return s


def triple(a, b, c):
    out = 0
    for x, y, z in zip(a, b, c):
        out += x - y + z
    return out


def growing(n):
    items = [1, 2, 3]
    seen = []
    for i, x in enumerate(items):
        seen.append(x)
        if len(items) < n:
            items.append(x + i)
    return sum(seen), len(seen)


def shrinking():
    items = list(range(60))
    got = []
    for i, x in enumerate(items):
        got.append(x)
        if i % 3 == 0 and items:
            items.pop()
    return len(got), got[-1]


def zip_partial_consumption():
    a = iter(list(range(50)))
    b = list(range(30))
    pairs = 0
    for x, y in zip(a, b):
        pairs += 1
    # zip took one more item from `a` before it saw `b` end.
    return pairs, next(a)


def zip_first_shorter():
    a = list(range(30))
    b = iter(list(range(50)))
    n = 0
    for x, y in zip(a, b):
        n += x + y
    return n, next(b)


def kept_pair():
    pairs = []
    for p in enumerate(["a", "b", "c"] * 20):
        pairs.append(p)
    for p in zip((1, 2, 3) * 20, "x" * 60):
        pairs.append(p)
    return pairs[:2], pairs[-2:], len(pairs)


def mixed_items():
    rows = [(1, "a"), 2.5, None, [4], "s"] * 12
    kinds = []
    for i, r in enumerate(rows):
        kinds.append(type(r).__name__[0] + str(i % 3))
    return "".join(kinds[:15]), len(kinds)


def huge_start():
    out = []
    for j, x in enumerate([1, 2, 3] * 20, 2 ** 61 - 10):
        out.append(j)
    return out[-1] - out[0], type(out[-1]).__name__


def nested_zip_enumerate():
    grid = [[i * j for j in range(8)] for i in range(8)]
    total = 0
    for i, row in enumerate(grid):
        for j, (a, b) in enumerate(zip(row, reversed(row))):
            total += i * a - j * b
    return total


u = [float(k % 7) for k in range(200)]
for _ in range(3):
    print(weighted(u))
print(started(list(range(100)), 10))
print(started(tuple(range(100)), -5))
print(dot(list(range(100)), list(range(100, 200))))
print(dot(tuple(range(100)), list(range(50))))
print(triple(list(range(80)), tuple(range(80)), list(range(0, 160, 2))))
print(growing(60))
print(shrinking())
print(zip_partial_consumption())
print(zip_first_shorter())
print(kept_pair())
print(mixed_items())
print(huge_start())
print(nested_zip_enumerate())
