class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]

s = Stack()
s.push(1); s.push(2); s.extend([3, 4])
print(s, len(s), s.peek(), isinstance(s, list), type(s).__name__)
print(s + [5], [0] + s, s * 2, 3 in s, s == [1, 2, 3, 4], s[1:3], list(s), sorted(s, reverse=True))
s += [9]
print(s, type(s).__name__)
s[0] = 100
del s[1]
print(s, bool(s), bool(Stack()))
for x in s:
    print(x, end=" ")
print()
try:
    hash(s)
except TypeError as e:
    print("TypeError", e)

class Name(str):
    def shout(self):
        return self.upper() + "!"
n = Name("bob")
print(n, repr(n), n.shout(), n == "bob", n + "x", len(n), {n: 1}["bob"], f"{n:>6}|", "%s" % n, hash(n) == hash("bob"))

class Money(int):
    def __repr__(self):
        return "Money(%d)" % int(self)
m = Money(5)
print(m, repr(m), m + 1, 1 + m, m * 2, -m, abs(Money(-3)), m > 3, m == 5, int(m), float(m), str(m), type(m + 1).__name__)

class D(dict):
    def __missing__(self, k):
        return k * 2
d = D(a=1)
print(d["a"], d["zz"], d, len(d), list(d.items()), isinstance(d, dict))

class P(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
p = P(1, 2)
print(p, p.x, len(p), p == (1, 2), hash(p) == hash((1, 2)), type(p).__name__)

class Single:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
print(Single() is Single())

try:
    list.append(5, 3)
except TypeError as e:
    print(e)
try:
    class B(bool): pass
except TypeError as e:
    print(e)
try:
    class C(list, dict): pass
except TypeError as e:
    print(e)
class Counter(dict):
    def __init__(self, it):
        super().__init__()
        for x in it:
            self[x] = self.get(x, 0) + 1
print(Counter("abca"))
class Fs(frozenset): pass
print(Fs([1,2]) | {3}, Fs([1]) == frozenset([1]))

# Hot loops over derived instances (compiled by the JIT at a low threshold).
class Bag(list):
    def total(self):
        t = 0
        for x in self:
            t += x
        return t

acc = 0
for i in range(3000):
    b = Bag()
    b.append(i)
    b.append(i % 7)
    if i % 500 == 0:
        b += [1, 2]
    acc += b.total() + len(b) + b[0]
print("bag loop", acc)

class Tally(dict):
    def __missing__(self, k):
        self[k] = 0
        return 0

t = Tally()
for i in range(2000):
    t[i % 13] += i
print(sorted(t.items())[:4], len(t))

class Celsius(float):
    def fahrenheit(self):
        return self * 9 / 5 + 32
temps = [Celsius(i / 4) for i in range(400)]
print(sum(c.fahrenheit() for c in temps), max(temps), type(max(temps)).__name__)

# __new__: a different object skips __init__; __init__ must return None.
class Maker:
    def __new__(cls, kind):
        if kind == "int":
            return 42
        return object.__new__(cls)
    def __init__(self, kind):
        self.kind = kind
print(Maker("int"), Maker("obj").kind)

class BadInit:
    def __init__(self):
        return 1
try:
    BadInit()
except TypeError as e:
    print("TypeError", e)

class NoArgs:
    pass
try:
    NoArgs(1)
except TypeError as e:
    print("TypeError", e)
try:
    object.__new__(5)
except TypeError as e:
    print("TypeError", e)

class Point(tuple):
    __slots__ = ()
    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))
    def __repr__(self):
        return "Point(%r, %r)" % self
    def __add__(self, other):
        return Point(self[0] + other[0], self[1] + other[1])
pts = [Point(i, -i) for i in range(100)]
s = Point(0, 0)
for p in pts:
    s = s + p
print(s, s == (4950, -4950), sorted({Point(1, 2), Point(1, 2), Point(0, 1)}))
x, y = s
print(x, y, list(s), s.count(4950), s.index(-4950))

class Upper(str):
    def __new__(cls, text):
        return super().__new__(cls, text.upper())
u = Upper("quiet")
print(u, u.lower(), u.split("I"), "-".join([u, u]), u in "A QUIET ONE", u.startswith("QU"))
print(int(Money(7)) + 1, isinstance(Money(1), int), issubclass(Money, int), Money.__mro__[1].__name__)
