from collections import defaultdict, Counter, OrderedDict, namedtuple
d = defaultdict(list)
for i, w in enumerate("the cat sat on the mat the end".split()):
    d[w].append(i)
print(d, isinstance(d, dict), len(d), d["zzz"], dict(d) == d, sorted(d))
print(d | {"x": [1]}, type(d | {"x": 1}).__name__, {"y": 2} | d)
c = Counter("abracadabra")
print(c, c.most_common(2), c["z"], isinstance(c, dict), sum(c.values()), c.total())
c.update("aaz"); c.subtract({"a": 1})
print(c, c + Counter("zz"), c - Counter("a"), dict(c), {**c}["a"], list(reversed(c)))
del c["nothere"]
o = OrderedDict([("a", 1), ("b", 2), ("c", 3)])
o.move_to_end("a"); print(o, list(o.keys()), o.popitem(), o.popitem(last=False), o)
o2 = OrderedDict(x=1, y=2); o3 = OrderedDict(y=2, x=1)
print(o2 == o3, dict(o2) == dict(o3), o2 == {"y": 2, "x": 1}, isinstance(o2, dict))
P = namedtuple("P", "x y")
p = P(1, y=2)
print(p, p.x, p[1], isinstance(p, tuple), p == (1, 2), p + (3,), hash(p) == hash((1, 2)), {p: 1}[(1, 2)], P._make([3, 4])._replace(x=9), p._asdict(), sorted([P(2, 1), P(1, 5)]))
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError")
print(list(reversed(p)), list(reversed(d))[:2])
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i): return i * 10
print(list(reversed(Seq())))

# Hot loops over the subclasses (compiled by the JIT at a low threshold).
groups = defaultdict(list)
counts = Counter()
for i in range(3000):
    groups[i % 7].append(i)
    counts[i % 5] += 1
print(sorted((k, len(v)) for k, v in groups.items()), counts.most_common(2))
od = OrderedDict()
for i in range(500):
    od[i % 50] = i
    if i % 100 == 0:
        od.move_to_end(i % 50, last=False)
print(list(od.items())[:3], len(od))

# type(name, bases, namespace)
Base = type("Base", (object,), {"kind": "base", "hello": lambda self: "hi from " + type(self).__name__})
Derived = type("Derived", (Base, dict), {"__slots__": (), "size": lambda self: len(self)})
x = Derived(a=1)
print(Base.__name__, Derived.__mro__[1].__name__, x.hello(), x.kind, x.size(), x, isinstance(x, dict), Derived.__module__)
for bad in [(1, (), {}), ("X", [], {}), ("X", (), [])]:
    try:
        type(*bad)
    except TypeError as e:
        print("TypeError", e)
