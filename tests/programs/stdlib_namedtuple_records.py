# collections.namedtuple (and typing.NamedTuple): field access by name and
# index, tuple behaviour (unpacking, comparison, hashing, slicing),
# _fields, _asdict, _replace, _make, defaults, rename=True, repr, methods
# added by subclassing, and the errors for bad construction; used to
# process a small table of records.
from collections import namedtuple
from typing import NamedTuple

Point = namedtuple("Point", ["x", "y"])
p = Point(3, 4)
print(p, p.x, p[1], p[-1], len(p), tuple(p), p == (3, 4), p == Point(3, 4), hash(p) == hash((3, 4)))
x, y = p
print(x + y, p[:1], p + (5,), p * 2, sorted([Point(2, 1), Point(1, 5), Point(1, 2)]), max(Point(0, 9), Point(1, 0)))
print(Point._fields, p._asdict(), p._replace(y=10), Point._make([7, 8]), Point(y=1, x=2), isinstance(p, tuple))
Color = namedtuple("Color", "red green blue alpha", defaults=[255])
print(Color(1, 2, 3), Color(1, 2, 3, 0), Color._field_defaults, Color._fields)
Rec = namedtuple("Rec", ["id", "def", "id", "_x"], rename=True)
print(Rec._fields, Rec(1, 2, 3, 4))
for bad in [lambda: Point(1), lambda: Point(1, 2, 3), lambda: Point(1, z=2), lambda: p._replace(z=1),
            lambda: setattr(p, "x", 9), lambda: namedtuple("Bad", ["def"]), lambda: namedtuple("Bad", ["a", "a"]),
            lambda: Point._make([1])]:
    try:
        print(bad())
    except (TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__, e)

class Vec(namedtuple("Vec", "x y")):
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
v = Vec(1, 2) + Vec(3, 4)
print(v, v.norm(), type(v).__name__)

class Employee(NamedTuple):
    name: str
    dept: str
    salary: int = 50000
    def monthly(self):
        return round(self.salary / 12, 2)
staff = [Employee("ann", "eng", 120000), Employee("bob", "ops"), Employee("cy", "eng", 95000),
         Employee("dee", "ops", 70000), Employee("eve", "sales", 65000)]
print(staff[1], staff[1].monthly(), Employee._fields, Employee._field_defaults)
by_dept = {}
for e in staff:
    by_dept.setdefault(e.dept, []).append(e)
for dept, members in sorted(by_dept.items()):
    total = sum(m.salary for m in members)
    top = max(members, key=lambda m: m.salary)
    print(f"{dept:<6} n={len(members)} total={total:>7,} avg={total / len(members):>10,.1f} top={top.name}")
raised = [e._replace(salary=int(e.salary * 1.1)) if e.dept == "ops" else e for e in staff]
print([(e.name, e.salary) for e in raised], staff[1].salary)
print(sorted(staff, key=lambda e: (-e.salary, e.name))[:3])
print({e.name: e for e in staff}["cy"].dept, Employee("x", "y") in staff, Employee("bob", "ops") in staff)

# parsing CSV-like rows into records with _make
Row = namedtuple("Row", "date symbol qty price")
lines = ["2024-01-02,ABC,10,12.5", "2024-01-03,XYZ,-5,100.0", "2024-01-03,ABC,7,13.25"]
rows = [Row._make(l.split(",")) for l in lines]
trades = [r._replace(qty=int(r.qty), price=float(r.price)) for r in rows]
position = {}
for t in trades:
    position[t.symbol] = position.get(t.symbol, 0) + t.qty
print(trades[0], position, sum(t.qty * t.price for t in trades))
