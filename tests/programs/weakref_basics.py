import gc, weakref, sys

class Obj:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return "Obj(%s)" % self.name
    def method(self):
        return "method of " + self.name

# ref and callbacks
o = Obj("a")
r = weakref.ref(o)
print(r() is o, r() is not None)
events = []
r2 = weakref.ref(o, lambda ref: events.append(("cb", ref is r2)))
print(r == r2, hash(r) == hash(o))
del o
gc.collect()
print(r(), r2(), events)
print(r2.__callback__)
print(r == r2, r != r2)

# refused types
for v in [1, "s", (1,), [1], {}, None, 2.5, b"x", object()]:
    try:
        weakref.ref(v)
    except TypeError as e:
        print("TypeError:", e)

# allowed builtin kinds
def f(): pass
for v in [f, Obj, {1}, frozenset(), len, sys]:
    print(type(v).__name__, weakref.ref(v)() is v)

class Slotted:
    __slots__ = ("x",)
class SlottedWeak:
    __slots__ = ("x", "__weakref__")
try:
    weakref.ref(Slotted())
except TypeError as e:
    print("TypeError:", e)
s = SlottedWeak()
print(weakref.ref(s)() is s)

# hashing after death
o = Obj("b")
r = weakref.ref(o)
h = hash(r)
del o
gc.collect()
print(hash(r) == h)
o = Obj("c")
r = weakref.ref(o)
del o
gc.collect()
try:
    hash(r)
except TypeError as e:
    print("TypeError:", e)

# WeakValueDictionary
d = weakref.WeakValueDictionary()
keep = [Obj(str(i)) for i in range(10)]
for i, x in enumerate(keep):
    d[i] = x
print(len(d), sorted(d.keys()))
del keep[5:]
gc.collect()
print(len(d), sorted(d.keys()), d.get(7), d.get(2))
print(5 in d, 2 in d, sorted(v.name for v in d.values()))
try:
    d[9]
except KeyError as e:
    print("KeyError", e)

# WeakKeyDictionary
wk = weakref.WeakKeyDictionary()
ks = [Obj("k%d" % i) for i in range(6)]
for i, k in enumerate(ks):
    wk[k] = i
print(len(wk), wk[ks[3]])
del ks[:3]
gc.collect()
print(len(wk), sorted(wk.values()), ks[0] in wk)

# WeakSet
ws = weakref.WeakSet()
items = [Obj("s%d" % i) for i in range(5)]
for it in items:
    ws.add(it)
print(len(ws))
items.pop()
items.pop()
gc.collect()
print(len(ws), sorted(x.name for x in ws), items[0] in ws)

# WeakMethod
o = Obj("m")
wm = weakref.WeakMethod(o.method)
print(wm()())
del o
gc.collect()
print(wm())

# finalize
o = Obj("f")
fin = weakref.finalize(o, print, "finalized", "f")
print(fin.alive)
del o
gc.collect()
print(fin.alive)
o2 = Obj("g")
fin2 = weakref.finalize(o2, lambda: "ran")
print(fin2(), fin2.alive, fin2())
o3 = Obj("h")
fin3 = weakref.finalize(o3, print, "at exit")

# proxy
o = Obj("p")
p = weakref.proxy(o)
print(p.name, p.method())
p.extra = 5
print(o.extra)
del o
gc.collect()
try:
    p.name
except ReferenceError as e:
    print("ReferenceError:", e)

class Num:
    def __init__(self, v): self.v = v
    def __add__(self, o): return self.v + o
    def __radd__(self, o): return o + self.v
    def __len__(self): return self.v
    def __call__(self, x): return x * self.v
n = Num(4)
pn = weakref.proxy(n)
print(pn + 1, 1 + pn, len(pn), pn(3), type(pn).__name__)
print(weakref.getweakrefcount(n), len(weakref.getweakrefs(n)))
rn = weakref.ref(n)
print(weakref.getweakrefcount(n))
print(weakref.getweakrefcount(Obj("z")))
