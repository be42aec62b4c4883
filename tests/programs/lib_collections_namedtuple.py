# collections.namedtuple: construction, fields, tuple behaviour, helpers, errors
from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
p = Point(11, y=22)
print(p, p.x + p.y, p[0], p[-1], p[:1], len(p), list(p), tuple(p))
x, y = p
print(x, y, p == (11, 22), p == Point(11, 22), p != (1, 2), Point(1, 2) < Point(1, 3), (1, 2) == Point(1, 2))
print(Point._fields, Point.__name__, Point.__doc__, type(p).__name__, p._asdict())
print(p._replace(x=100), p, Point._make([5, 6]), Point._make(range(2)))
print(p + (33,), (0,) + p, p * 2, 22 in p, p.count(11), p.index(22), sorted([Point(2, 1), Point(1, 2)]))
Color = namedtuple("Color", "red green blue", defaults=[0, 255])
print(Color(1), Color(1, 2), Color(1, 2, 3), Color._field_defaults, Color(red=9, blue=1))
Emp = namedtuple("Emp", "name, age  title")
e = Emp("ann", 30, "dev")
print(e, e.title, Emp._fields)
R = namedtuple("R", ["abc", "def", "ghi", "_1", "abc"], rename=True)
print(R._fields)
Empty = namedtuple("Empty", "")
print(Empty(), len(Empty()), Empty._fields)
class Vec(namedtuple("Vec", "x y")):
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def norm2(self):
        return self.x ** 2 + self.y ** 2
v = Vec(1, 2) + Vec(3, 4)
print(v, v.norm2(), type(v).__name__, isinstance(v, Vec))
pts = [Point(3, 1), Point(1, 2), Point(2, 0)]
print(sorted(pts), min(pts, key=lambda q: q.y), max(pts).x, [q.x for q in pts])
print(dict(zip(["a", "b"], pts)), list(map(sum, pts)))
for args, kwargs in [((1,), {}), ((1, 2, 3), {}), ((1,), {"x": 2}), ((1, 2), {"z": 3}), ((), {})]:
    try:
        Point(*args, **kwargs)
    except TypeError as err:
        print("TypeError", err)
for args in [(1, 2, 3, 4)]:
    try:
        Color(*args)
    except TypeError as err:
        print("TypeError", err)
for bad in [("P", "x x"), ("P", "x _y"), ("P", "x class"), ("1P", "x"), ("P", "x-y")]:
    try:
        namedtuple(*bad)
    except ValueError as err:
        print("ValueError", err)
try:
    p._replace(z=1)
except ValueError as err:
    print("ValueError", err)
try:
    Point._make([1])
except TypeError as err:
    print("TypeError", err)
try:
    namedtuple("P", "a", defaults=[1, 2])
except TypeError as err:
    print("TypeError", err)
try:
    p.x = 5
except AttributeError:
    print("AttributeError on assignment")
print(p)
