# typing: NamedTuple (class and functional forms) and TypedDict
from typing import NamedTuple, TypedDict, List, Optional
import typing


class Point(NamedTuple):
    x: int
    y: int = 0
    label: str = "origin"

    def norm1(self):
        return abs(self.x) + abs(self.y)

    def __str__(self):
        return "P(%d, %d)" % (self.x, self.y)


p = Point(3, -4)
print(p, repr(p), p.norm1(), p.x, p[1], len(p), p == (3, -4, "origin"))
print(Point._fields, Point._field_defaults, Point.__annotations__)
print(p._asdict(), p._replace(y=7), Point._make([1, 2, "a"]))
print(Point(x=1, label="z"), tuple(p), isinstance(p, tuple), Point.__name__)
x, y, label = p
print(x, y, label)
try:
    Point()
except TypeError as e:
    print(type(e).__name__, e)
try:
    p.x = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    p._replace(z=1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Point._make([1])
except TypeError as e:
    print(type(e).__name__, e)

Employee = NamedTuple("Employee", [("name", str), ("id", int)])
e = Employee("ann", 3)
print(e, Employee._fields, Employee.__annotations__, e._asdict())
Pair = NamedTuple("Pair", a=int, b=List[int])
print(Pair(1, [2]), Pair.__annotations__, Pair._field_defaults)
try:
    class Bad(NamedTuple):
        a: int = 1
        b: str
except TypeError as e:
    print(type(e).__name__, e)
try:
    class Bad2(NamedTuple):
        _a: int
except ValueError as e:
    print(type(e).__name__, e)


class Point3(Point):
    def total(self):
        return self.x + self.y


print(Point3(1, 2).total(), Point3(1, 2))
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
print({Point(1, 1): "a"}[Point(1, 1)])


class Movie(TypedDict):
    title: str
    year: int


class PartialMovie(TypedDict, total=False):
    title: str
    rating: float


class Film(Movie, total=False):
    director: str


m = Movie(title="Blade Runner", year=1982)
print(m, type(m) is dict, m["title"], sorted(m))
m2: Movie = {"title": "Alien", "year": 1979}
print(m2, Movie.__annotations__)
print(sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__total__)
print(sorted(PartialMovie.__required_keys__), sorted(PartialMovie.__optional_keys__), PartialMovie.__total__)
print(sorted(Film.__required_keys__), sorted(Film.__optional_keys__), Film.__annotations__)
print(Film(title="x", year=1, director="y"), Movie(), PartialMovie({"title": "t"}))
print(typing.is_typeddict(Movie), typing.is_typeddict(dict), typing.is_typeddict(Film), Movie.__name__)
for check in (lambda: isinstance(m, Movie), lambda: issubclass(dict, Movie)):
    try:
        check()
    except TypeError as e:
        print(type(e).__name__, e)

Color = TypedDict("Color", {"r": int, "g": int, "b": Optional[int]})
c = Color(r=1, g=2, b=None)
print(c, Color.__annotations__, sorted(Color.__required_keys__), Color.__name__)
Opt = TypedDict("Opt", {"a": int}, total=False)
print(sorted(Opt.__optional_keys__), Opt.__total__, Opt(a=1))


class WithReq(TypedDict, total=False):
    name: typing.Required[str]
    age: int


class WithNotReq(TypedDict):
    name: str
    nick: typing.NotRequired[str]


print(sorted(WithReq.__required_keys__), sorted(WithReq.__optional_keys__))
print(sorted(WithNotReq.__required_keys__), sorted(WithNotReq.__optional_keys__))
try:
    class BadTD(TypedDict, dict):
        a: int
except TypeError as e:
    print(type(e).__name__, e)


# String annotations become forward references, resolved by get_type_hints
class Book(TypedDict):
    title: "str"
    tags: List["str"]


class Page(NamedTuple):
    number: "int"
    text: Optional[str] = None


print(Book.__annotations__, typing.get_type_hints(Book))
print(Page.__annotations__, typing.get_type_hints(Page), Page(1))
