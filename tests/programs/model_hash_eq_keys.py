# __hash__ and __eq__: value objects as dict keys and set members,
# consistency between hash and eq, defining __eq__ alone makes instances
# unhashable (__hash__ = None), identity-based default hashing, explicit
# __hash__ = None, hash of tuples containing user objects, and a mutable key
# pitfall demonstrated safely.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"P({self.x},{self.y})"

pts = {Point(1, 2), Point(1, 2), Point(2, 1), Point(1.0, 2.0)}
print(len(pts), Point(1, 2) in pts, Point(3, 3) in pts, hash(Point(1, 2)) == hash(Point(1, 2)))
dist = {Point(0, 0): "origin", Point(1, 0): "east"}
print(dist[Point(0, 0)], dist.get(Point(1, 0)), dist.get(Point(9, 9), "?"), Point(0, 0) == (0, 0), Point(0, 0) != Point(0, 1))

class EqOnly:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, EqOnly) and self.v == other.v
print(EqOnly.__hash__ is None, EqOnly(1) == EqOnly(1), EqOnly(1) in [EqOnly(1)])
for op in [lambda: hash(EqOnly(1)), lambda: {EqOnly(1)}, lambda: {EqOnly(2): 1}]:
    try:
        op()
    except TypeError as e:
        print("TypeError", e)

class Plain:
    pass
a, b = Plain(), Plain()
print(a == a, a == b, a != b, len({a, b, a}), hash(a) == hash(a), {a: 1}[a])

class Unhashable:
    __hash__ = None
try:
    {Unhashable()}
except TypeError as e:
    print("TypeError", e)

# subclass that overrides __eq__ but inherits __hash__ explicitly
class Point3(Point):
    def __init__(self, x, y, z=0):
        super().__init__(x, y)
        self.z = z
    def __eq__(self, other):
        return isinstance(other, Point3) and (self.x, self.y, self.z) == (other.x, other.y, other.z)
    __hash__ = Point.__hash__
print(len({Point3(1, 2, 3), Point3(1, 2, 3), Point3(1, 2, 4)}), Point3(1, 2) == Point(1, 2), Point(1, 2) == Point3(1, 2))

# tuples of user objects hash via elements
key = (Point(1, 1), "label")
lookup = {key: 42}
print(lookup[(Point(1, 1), "label")], hash(key) == hash((Point(1, 1), "label")))
try:
    hash((EqOnly(1), 2))
except TypeError as e:
    print("TypeError", e)

# __eq__ returning non-bool values, and NotImplemented fallback to identity
class Weird:
    def __eq__(self, other):
        return "yes" if isinstance(other, Weird) else NotImplemented
    __hash__ = object.__hash__
w1, w2 = Weird(), Weird()
print(w1 == w2, w1 == 5, w1 != w2, bool(w1 == w2), [w1].count(w2), w1 in [w2])

# a key whose hash changes after insertion is not found any more
class Mutable:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, Mutable) and o.v == self.v
    def __hash__(self):
        return hash(self.v)
m = Mutable(1)
d = {m: "one"}
m.v = 2
print(d.get(Mutable(1)), d.get(Mutable(2)), m in d, list(d.values()))

# hash of numbers agrees across types; equal objects, equal hashes
print(hash(1) == hash(1.0) == hash(True), hash(0) == hash(-0.0), hash("a") == hash("a"), hash((1, 2)) == hash((1.0, 2)))
print({1: "int", 1.0: "float", True: "bool"}, {(1, 2): 1, (1.0, 2.0): 2})

# deduplicating records by a normalised key
class Email:
    def __init__(self, addr):
        self.addr = addr
        local, _, domain = addr.partition("@")
        self.key = (local.split("+")[0].replace(".", "").lower(), domain.lower())
    def __eq__(self, other):
        return isinstance(other, Email) and self.key == other.key
    def __hash__(self):
        return hash(self.key)
    def __repr__(self):
        return self.addr
emails = ["Ann.Lee@x.com", "annlee+news@X.com", "bob@y.org", "BOB@y.org", "carl@z.net"]
unique = []
seen = set()
for e in map(Email, emails):
    if e not in seen:
        seen.add(e)
        unique.append(e)
print(unique, len(seen))
