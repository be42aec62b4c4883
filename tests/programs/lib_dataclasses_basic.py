# dataclasses: init, repr, eq, order, defaults, default_factory, inheritance,
# __post_init__, fields/asdict/astuple/replace, and CPython's error messages.
from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass


@dataclass
class Point:
    x: int
    y: int = 0


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    tags: list = field(default_factory=list, compare=False)


@dataclass
class Point3(Point):
    z: int = 5

    def __post_init__(self):
        self.total = self.x + self.y + self.z


p = Point(1, 2)
print(p, Point(3), Point(y=4, x=1))
print(p == Point(1, 2), p == Point(2, 1), p != Point(1, 2))
v1, v2 = Version(1, 2), Version(1, 10, ["rc"])
print(v1 < v2, sorted([Version(2), Version(1, 5), Version(1)]), v2.tags, Version(1).tags is Version(1).tags)
q = Point3(1, 2)
print(q, q.total, [f.name for f in fields(q)], is_dataclass(q), is_dataclass(5))
print(asdict(q), astuple(v2), replace(p, y=9))
for args, kwargs in [((), {}), ((1, 2, 3), {}), ((1,), {"z": 2}), ((1,), {"x": 2})]:
    try:
        Point(*args, **kwargs)
    except TypeError as e:
        print("TypeError:", e)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Shared:
        items: list = []
except ValueError as e:
    print("ValueError:", str(e).split(" for field")[0])
