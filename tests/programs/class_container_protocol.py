# __len__, __getitem__, __setitem__, __contains__, __iter__, __call__, __bool__.
class Bag:
    def __init__(self, *items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def __setitem__(self, i, v):
        print("set", i, "=", v)
        self.items[i] = v
    def __contains__(self, v):
        print("contains check", v)
        return v in self.items
    def __iter__(self):
        return iter(self.items)
    def __repr__(self):
        return "Bag" + repr(self.items)
b = Bag(3, 1, 4, 1, 5)
print(len(b), b[0], b[-1], b[1:3])
b[0] = 30
print(b, 4 in b, 9 in b, 9 not in b)
for x in b:
    print("iter", x)
print(list(b), sorted(b), sum(b), max(b), [x * 2 for x in b])
print(bool(b), bool(Bag()), len(Bag()))
if not Bag():
    print("empty bag is falsy via __len__")
a1, a2, *rest = b
print(a1, a2, rest)
print(dict(zip(b, "abcde")), list(enumerate(Bag("x", "y"))))
try:
    b[10]
except IndexError as e:
    print("IndexError:", e)
class Grid:
    def __init__(self, w, h):
        self.w = w
        self.h = h
        self.cells = {}
    def __getitem__(self, pos):
        return self.cells.get(pos, ".")
    def __setitem__(self, pos, v):
        self.cells[pos] = v
    def __len__(self):
        return len(self.cells)
    def __call__(self, ch):
        return len([v for v in self.cells.values() if v == ch])
g = Grid(3, 2)
g[0, 0] = "#"
g[(2, 1)] = "#"
g[1, 1] = "o"
for y in range(g.h):
    print("".join([g[x, y] for x in range(g.w)]))
print(len(g), g("#"), g("o"), g("z"), callable(g))
class Adder:
    def __init__(self, base):
        self.base = base
    def __call__(self, x, y=0):
        return self.base + x + y
add5 = Adder(5)
print(add5(1), add5(1, y=2), list(map(add5, [1, 2, 3])), sorted([3, 1, 2], key=Adder(-1)))
class Flag:
    def __init__(self, on):
        self.on = on
    def __bool__(self):
        print("bool called")
        return self.on
print(bool(Flag(True)), bool(Flag(False)))
print("yes" if Flag(True) else "no", Flag(False) or "fallback", [f.on for f in [Flag(True), Flag(False)] if f])
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print("TypeError:", e)
class LenOnly:
    def __len__(self):
        return 0
print(bool(LenOnly()), "t" if LenOnly() else "f")
class Countdown:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return self.n - i
print(list(Countdown(4)), 2 in Countdown(3), [x for x in Countdown(2)])
