# Instances with __hash__ and __eq__ as dict keys and set members.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __hash__(self):
        return hash((self.x, self.y))

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)


d = {Point(1, 2): "a", Point(3, 4): "b"}
print(d[Point(1, 2)], Point(3, 4) in d, Point(5, 6) in d, d.get(Point(9, 9), "none"))
d[Point(1, 2)] = "changed"
print(len(d), d)
del d[Point(3, 4)]
print(d)
s = {Point(0, 0), Point(0, 0), Point(1, 1)}
print(len(s), Point(1, 1) in s)
s.discard(Point(0, 0))
print(s)


class Collide:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return 7

    def __eq__(self, other):
        return self.v == other.v


c = {Collide(i): i for i in range(20)}
print(len(c), c[Collide(13)], Collide(25) in c)
counts = {}
for p in [Point(1, 1), Point(2, 2), Point(1, 1), Point(1, 1)]:
    counts[p] = counts.get(p, 0) + 1
print(sorted(counts.values()), len(counts))


class NoHash:
    def __eq__(self, other):
        return True


try:
    {NoHash(): 1}
except TypeError as e:
    print("TypeError:", e)
