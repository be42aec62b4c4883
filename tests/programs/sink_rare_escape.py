# Objects allocated in a hot loop that do not escape on the common path
# (the JIT sinks them) but do escape on a rare branch: they are then built
# at the guard exit, kept, mutated afterwards and compared.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Pair:
    def __init__(self, a, b):
        self.a = a
        self.b = b


def norm1(p):
    return abs(p.x) + abs(p.y)


def run(n):
    kept = []
    total = 0
    ftotal = 0.0
    for i in range(n):
        p = Point(i, -i)
        q = Point(i * 0.5, 1.5)
        pair = Pair(p, q)
        total += norm1(pair.a)
        ftotal += pair.b.x * pair.b.y
        if i % 97 == 0:
            # rare: the whole structure escapes into a list
            kept.append(pair)
        if i % 251 == 0:
            # rarer: escapes, then is mutated through an alias
            alias = pair.a
            alias.x = 1000
            kept.append(p)
    return total, ftotal, kept


total, ftotal, kept = run(3000)
print(total, ftotal, len(kept))
for k in kept[:12]:
    if isinstance(k, Pair):
        print("pair", k.a.x, k.a.y, k.b.x, k.b.y, k.a is kept[0].a)
    else:
        print("point", k.x, k.y)
# mutate what escaped and compare
kept[2].a.x = -1
print(kept[2].a.x, kept[3].a.x, kept[2] is kept[3], kept[0].a is kept[1])
same = [k for k in kept if isinstance(k, Point) and k.x == 1000]
print(len(same), sum(k.y for k in same))


def box_loop(n):
    # floats boxed only when they escape
    last = None
    acc = 0.0
    for i in range(n):
        v = Point(i * 0.25, i * 0.75)
        acc += v.x + v.y
        if i == n - 3:
            last = v
    return acc, last.x, last.y


print(box_loop(2000))


def exit_inside(n):
    # the object is still virtual when a type guard fails mid-iteration
    out = []
    for i in range(n):
        p = Point(i, i + 1)
        y = p.y
        if i > n - 5:
            y = "s" + str(i)
        p.y = y
        out.append((p.x, p.y))
    return out[-6:]


print(exit_inside(1500))
