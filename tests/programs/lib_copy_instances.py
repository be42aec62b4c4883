# copy: copying user-class instances, __copy__/__deepcopy__, __getstate__/__setstate__
import copy

class Point:
    def __init__(self, x, y):
        print("Point.__init__", x, y)
        self.x = x
        self.y = y
        self.tags = []
    def __repr__(self):
        return "Point(%r, %r, %r)" % (self.x, self.y, self.tags)
p = Point(1, 2)
p2 = copy.copy(p)
p3 = copy.deepcopy(p)
p.tags.append("moved")
print(p, p2, p3, type(p2).__name__, p2 is p, p2.tags is p.tags, p3.tags is p.tags)
print(isinstance(p3, Point), Point(5, 6).x)
class Node:
    def __init__(self, value):
        self.value = value
        self.children = []
        self.parent = None
    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child
root = Node("root")
kid = root.add(Node("kid"))
kid.add(Node("grandkid"))
r2 = copy.deepcopy(root)
print(r2.value, r2.children[0].value, r2.children[0].parent is r2, r2.children[0] is kid)
print(r2.children[0].children[0].parent is r2.children[0])
class Tracked:
    def __init__(self, n):
        self.n = n
    def __copy__(self):
        print("__copy__ called")
        return Tracked(self.n + 100)
    def __deepcopy__(self, memo):
        print("__deepcopy__ called", type(memo).__name__)
        return Tracked(-self.n)
t = Tracked(1)
print(copy.copy(t).n, copy.deepcopy(t).n, copy.deepcopy([t, t])[0].n)
class Stateful:
    def __init__(self):
        self.a = 1
        self.cache = {"big": "data"}
    def __getstate__(self):
        print("getstate")
        return {"a": self.a}
    def __setstate__(self, state):
        print("setstate", state)
        self.a = state["a"]
        self.cache = {}
s = copy.deepcopy(Stateful())
print(s.a, s.cache)
class Base:
    def __init__(self):
        self.base = True
class Derived(Base):
    def __init__(self, v):
        super().__init__()
        self.v = v
dv = copy.copy(Derived([1]))
print(dv.base, dv.v, type(dv).__name__, isinstance(dv, Base))
print(Derived(3).v, Base().base)
class Empty:
    pass
e = copy.deepcopy(Empty())
print(type(e).__name__, vars(e))
class MyError(Exception):
    pass
err = MyError("bad", 42)
err.note = "extra"
ce = copy.copy(err)
print(type(ce).__name__, ce.args, ce.note, ce is err, str(ce))
class Reducer:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __reduce__(self):
        return (Reducer, (self.a, self.b * 2))
rc = copy.copy(Reducer(1, 2))
print(rc.a, rc.b)
class Holder:
    def __init__(self):
        self.items = [1, 2]
    def total(self):
        return sum(self.items)
h = Holder()
m = copy.deepcopy(h.total)
h.items.append(3)
print(h.total(), m())
