# for-loops over lists and tuples and tuple unpacking, compiled inline:
# lists that grow or shrink while iterated, a wrong item count on unpacking
# (ValueError, in the loop), nested loops over lists joined by bridges,
# an iterator used after its loop ended, and lists of mixed item types.


def pairs_sum(pairs):
    t = 0
    for (a, b) in pairs:
        t += a * b
    return t


def grow(n):
    xs = [1, 2, 3]
    seen = 0
    for x in xs:
        seen += x
        if len(xs) < n:
            xs.append(x + 1)
    return seen, len(xs)


def shrink(n):
    xs = list(range(n))
    out = []
    for x in xs:
        out.append(x)
        if x % 3 == 0 and xs:
            xs.pop()
    return len(out), out[-3:]


def bad_unpack(rows):
    good = 0
    errors = []
    for row in rows:
        try:
            a, b = row
            good += a - b
        except ValueError as e:
            errors.append(str(e))
    return good, errors


def nested(grid):
    total = 0
    for row in grid:
        for v in row:
            total += v
        total = total * 3 % 1000003
    return total


def resume_iterator(xs):
    it = iter(xs)
    first = []
    for x in it:
        first.append(x)
        if x > 50:
            break
    rest = 0
    for x in it:
        rest += x
    return len(first), rest


def mixed(items):
    s = 0.0
    names = []
    for x in items:
        if isinstance(x, str):
            names.append(x)
        else:
            s += x
    return s, names[:3]


def tuples(n):
    t = tuple(range(n))
    acc = 0
    for k in range(20):
        for v in t:
            acc += v ^ k
    return acc


print(pairs_sum([(i, i + 1) for i in range(3000)]))
print(grow(2000))
print(shrink(3000))
rows = [(i, i * 2) for i in range(1000)]
rows[500] = (1, 2, 3)
rows[700] = (4,)
rows[900] = [5, 6]
print(bad_unpack(rows))
print(nested([[i * j for j in range(7)] for i in range(400)]))
print(resume_iterator(list(range(200))))
print(mixed([i * 0.5 if i % 5 else "n%d" % i for i in range(2000)]))
print(tuples(300))
