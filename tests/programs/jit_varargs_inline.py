# Calls of functions taking *args, in hot loops: the JIT inlines them with
# the tuple built by the trace; every count of extra arguments, defaults,
# keywords, methods, and the tuple escaping or not.


def total(*args):
    s = 0
    for a in args:
        s += a
    return s


def head(first, *rest):
    return first * 10 + len(rest)


def with_default(a, b=5, *rest):
    return a + b + sum(rest)


def keep(*args):
    return args


class Acc:
    def __init__(self):
        self.items = []

    def add(self, *values):
        self.items.extend(values)
        return len(values)

    def scaled(self, k, *values):
        return [k * v for v in values]


def run():
    out = []
    acc = Acc()
    kept = []
    for i in range(300):
        x = total() + total(i) + total(i, 1) + total(i, 2, 3)
        y = head(i) + head(i, 1, 2)
        z = with_default(i) + with_default(i, 1) + with_default(i, 1, 2, 3) + with_default(a=i) + with_default(i, b=2)
        n = acc.add(i, i + 1) + acc.add() + acc.add(i)
        s = acc.scaled(2, i, 1)
        if i % 50 == 0:
            kept.append(keep(i, "x", None))
        out.append((x, y, z, n, s[0] + s[1]))
    return out, acc.items[-6:], kept, len(acc.items)


out, tail, kept, n = run()
print(out[:3], out[-1])
print(sum(o[0] for o in out), sum(o[2] for o in out))
print(tail, n)
print(kept)
print(keep(), keep(1), type(keep(1, 2)))


def varying(n):
    # The number of extra arguments changes between iterations.
    r = []
    for i in range(n):
        if i % 3 == 0:
            r.append(total(i))
        elif i % 3 == 1:
            r.append(total(i, i))
        else:
            r.append(total(i, i, i))
    return r


print(sum(varying(400)))


def many(*args):
    return len(args)


print(many(*range(40)), [many(*([0] * k)) for k in range(0, 20, 5)])
try:
    for i in range(10):
        head()
except TypeError as e:
    print("TypeError:", e)
