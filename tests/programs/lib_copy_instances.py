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
