# __slots__: instances restricted to the declared names, no __dict__,
# member descriptors on the class, inheritance, and the errors CPython gives.


class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
print(p.x, p.y, p.norm1())
p.x = 10
print(p.x)
for bad in ("z", "__dict__"):
    try:
        setattr(p, bad, 1)
    except AttributeError as e:
        print("AttributeError:", e)
try:
    print(p.__dict__)
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(p, "__dict__"), hasattr(p, "x"), hasattr(Point, "x"))
print(Point.x, type(Point.x).__name__, Point.__slots__)
try:
    vars(p)
except TypeError as e:
    print("TypeError:", e)

# An unset slot.
q = Point.__new__(Point) if False else None
empty = Point(1, 2)
del empty.y
print(hasattr(empty, "y"))
try:
    empty.y
except AttributeError as e:
    print("AttributeError:", e)
try:
    del empty.y
except AttributeError as e:
    print("AttributeError:", repr(e))
empty.y = 7
print(empty.y)


# Inheritance: a subclass with __slots__ adds names; without, it has a dict.
class Point3(Point):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


class Tagged(Point):
    pass


p3 = Point3(1, 2, 3)
print(p3.x, p3.y, p3.z, p3.norm1())
try:
    p3.w = 4
except AttributeError as e:
    print("AttributeError:", e)
t = Tagged(5, 6)
t.tag = "free"
print(t.tag, t.__dict__)

# A single string, a list, and __dict__ among the slots.
class One:
    __slots__ = "only"


class Listed:
    __slots__ = ["a", "b"]


class WithDict:
    __slots__ = ("a", "__dict__")


o = One()
o.only = 1
print(o.only, One.__slots__)
l = Listed()
l.a, l.b = 1, 2
print(l.a + l.b)
w = WithDict()
w.a = 1
w.extra = 2
print(w.a, w.extra, w.__dict__)

# Errors when the class is made.
for body in ("(1,)", "('a b',)"):
    try:
        class Bad:
            __slots__ = eval(body) if False else (1,) if body == "(1,)" else ("a b",)
    except TypeError as e:
        print("TypeError:", e)
try:
    class Clash:
        __slots__ = ("v",)
        v = 1
except ValueError as e:
    print("ValueError:", e)


# Private names are mangled, as in attribute access inside the class.
class Secret:
    __slots__ = ("__key",)

    def __init__(self, k):
        self.__key = k

    def key(self):
        return self.__key


print(Secret(42).key(), hasattr(Secret, "_Secret__key"))

# Exceptions keep their dict even with __slots__.
class Oops(Exception):
    __slots__ = ("code",)


e = Oops("bad")
e.code = 3
e.note = "extra"
print(e.code, e.note, e.args)

# Many instances in a hot loop (compiled by the JIT).
total = 0
for i in range(3000):
    pt = Point(i, -i)
    pt.y = pt.x * 2
    total += pt.norm1()
print(total)
