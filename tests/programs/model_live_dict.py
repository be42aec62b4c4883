# A live instance __dict__: writes through it are attributes, attributes set
# later show in it, vars() is the same object, __dict__ can be replaced, and
# loops compiled by the JIT keep reading the right values after an instance's
# attributes move into its dict.
class Bag:
    def __init__(self, **kw):
        self.__dict__.update(kw)
    def total(self):
        return sum(v for v in self.__dict__.values() if isinstance(v, int))

b = Bag(a=1, b=2)
print(b.a, b.b, vars(b), b.__dict__ is vars(b), b.total())
b.c = 3
d = b.__dict__
print(d, "c" in d, len(d))
d["e"] = 5
del d["a"]
print(hasattr(b, "a"), b.e, sorted(vars(b)), getattr(b, "e"))
d.clear()
print(vars(b), hasattr(b, "b"))
b.z = 26
print(d, b.z)

# replacing __dict__
class P:
    def __init__(self):
        self.x = 1
p = P()
p.__dict__ = {"y": 2, "x": 10}
print(p.x, p.y, vars(p))
try:
    p.__dict__ = [1]
except TypeError as e:
    print("TypeError", e)
shared = {"v": 0}
p1, p2 = P(), P()
p1.__dict__ = shared
p2.__dict__ = shared
p1.v += 1
p2.v += 10
print(shared, p1.v, p2.v, p1.x if hasattr(p1, "x") else "no x")

# an instance dict entry shadows a method of the class
class M:
    def hello(self):
        return "method"
m = M()
print(m.hello())
m.__dict__["hello"] = lambda: "from dict"
print(m.hello())
del m.__dict__["hello"]
print(m.hello())

# deleting through del and delattr
q = P()
q.__dict__
q.k = 1
del q.k
delattr(q, "x")
print(vars(q))
try:
    del q.k
except AttributeError as e:
    print("AttributeError", e)

# copy idiom: a new instance built from another's dict
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def copy(self):
        new = Point.__new__(Point)
        new.__dict__.update(self.__dict__)
        return new
pt = Point(1, 2)
cp = pt.copy()
cp.x = 100
print(pt, cp, vars(cp))

# hot loops: attribute reads and writes while some instances are dict-backed
pts = [Point(i, -i) for i in range(200)]
total = 0
for i in range(3000):
    o = pts[i % 200]
    if i == 1500:
        for k in range(0, 200, 3):
            vars(pts[k])["x"] = 1000 + k
    total += o.x + o.y
    o.y = o.y + 1
print(total, pts[3].x, pts[4].x, pts[3].y)
acc = []
for i in range(1000):
    o = pts[i % 7]
    acc.append(o.x * 2)
    if i == 600:
        pts[2].__dict__["x"] = -1
print(sum(acc), acc[-5:])

# methods looked up on a dict-backed instance inside a loop
class Counter:
    def __init__(self):
        self.n = 0
    def bump(self):
        self.n += 1
cs = [Counter() for _ in range(4)]
vars(cs[1])
for i in range(2000):
    c = cs[i % 4]
    c.bump()
    if i == 1000:
        cs[3].__dict__["bump"] = lambda: None
print([c.n for c in cs])

# one call site whose method is bound on some objects and plain on others
class WithMethod:
    def f(self, x=0):
        return ("bound", x)
class WithStatic:
    @staticmethod
    def f(x=0):
        return ("static", x)
def plain(x=0):
    return ("plain", x)
odd = WithMethod()
odd.__dict__["f"] = plain
objs = [WithMethod(), WithStatic, WithStatic(), odd]
seen = {}
for i in range(2000):
    r = objs[i % 4].f(i % 3)
    seen[r] = seen.get(r, 0) + 1
print(sorted(seen.items()))
