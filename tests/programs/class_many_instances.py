# Many instances in lists; instances referencing each other.
class Node:
    def __init__(self, val):
        self.val = val
        self.children = []
        self.parent = None
    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child
    def total(self):
        t = self.val
        for c in self.children:
            t = t + c.total()
        return t
    def depth(self):
        d = 0
        n = self.parent
        while n is not None:
            d = d + 1
            n = n.parent
        return d
    def __repr__(self):
        return "Node(" + str(self.val) + ")"
root = Node(1)
level = [root]
count = 1
for depth in range(4):
    nxt = []
    for n in level:
        for k in range(3):
            count = count + 1
            nxt.append(n.add(Node(count)))
    level = nxt
print("nodes", count, "total", root.total())
print("leaves", len(level), level[:5], level[-1].depth())
leaf = level[40]
path = []
n = leaf
while n is not None:
    path.append(n.val)
    n = n.parent
print(path)
class Particle:
    def __init__(self, x, v):
        self.x = x
        self.v = v
    def step(self):
        self.x = self.x + self.v
        if self.x < 0 or self.x > 100:
            self.v = -self.v
ps = []
for i in range(50):
    ps.append(Particle(i * 2, (i % 7) - 3))
for t in range(30):
    for p in ps:
        p.step()
xs = []
for p in ps:
    xs.append(p.x)
print(xs)
s = 0
for p in ps:
    s = s + p.x * p.v
print("checksum", s)
