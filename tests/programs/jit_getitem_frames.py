# obj[key] by a Python __getitem__ runs as a frame the JIT inlines: results,
# exceptions, recursion, replacement of the method, guards failing inside
# it, and classes derived from builtin types (not taken that way).


class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = [i * 3 % 7 for i in range(w * h)]

    def __getitem__(self, pos):
        x, y = pos
        if not (0 <= x < self.w and 0 <= y < self.h):
            raise IndexError("off the grid: %r" % (pos,))
        return self.cells[y * self.w + x]


class Seq:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if i >= self.n:
            raise IndexError(i)
        return i * i if i % 5 else i / 2


class Fib:
    def __getitem__(self, n):
        return n if n < 2 else self[n - 1] + self[n - 2]


class Shadow(list):
    def __getitem__(self, i):
        return "shadow %s" % list.__getitem__(self, i)


def grid_sum(g):
    s = 0
    for y in range(g.h + 1):
        for x in range(g.w):
            try:
                s += g[x, y]
            except IndexError as e:
                s += 1000
                last = str(e)
    return s, last


print(grid_sum(Grid(7, 5)))
q = Seq(40)
total = 0
for i in range(-40, 40):
    total += q[i]
print(total, q[3:9], q[::-7])
print(list(Seq(12)), 11 in Seq(12), sum(Seq(30)))
f = Fib()
print([f[i] for i in range(15)])
sh = Shadow([1, 2, 3])
print([sh[i] for i in range(3)], sh[-1])


def swap_method(n):
    out = []
    for i in range(n):
        if i == n // 2:
            Seq.__getitem__ = lambda self, i: -i
        out.append(q[i % 10])
    return out


print(swap_method(40))


class Mixed:
    def __getitem__(self, k):
        return k * 2


def mixed(n):
    m = Mixed()
    out = []
    for i in range(n):
        key = i if i % 7 else 1.5
        out.append(m[key])
    return out


print(mixed(30))


class Bad:
    def __getitem__(self, k):
        return 1 / (k - 20)


try:
    b = Bad()
    t = 0
    for i in range(30):
        t += b[i]
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e, round(t, 6))


class NoItem:
    pass


try:
    NoItem()[0]
except TypeError as e:
    print("TypeError:", e)
