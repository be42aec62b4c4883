# dataclasses: class-defined __init__/__repr__/__eq__ kept, order=True clash with own __lt__, frozen errors, field options, __post_init__, inheritance, asdict/astuple/replace/fields, eq=False, unsafe_hash
import dataclasses
from dataclasses import dataclass, field, fields, asdict, astuple, replace, FrozenInstanceError


@dataclass
class OwnInit:
    a: int
    b: int = 2

    def __init__(self, a):
        print("OwnInit.__init__ ran")
        self.a = a
        self.b = a * 10


o = OwnInit(3)
print(o, o == OwnInit(3), o == OwnInit(4))


@dataclass
class OwnRepr:
    x: int
    y: str = "y"

    def __repr__(self):
        return "OwnRepr<%d>" % self.x


r = OwnRepr(7)
print(r, repr(r), str(r), [r])
print(OwnRepr(1, "z") == OwnRepr(1, "z"), OwnRepr(1, "z") == OwnRepr(1, "w"))


@dataclass
class OwnEq:
    k: int
    label: str = ""

    def __eq__(self, other):
        print("OwnEq.__eq__ ran")
        return isinstance(other, OwnEq) and self.k == other.k


print(OwnEq(1, "a") == OwnEq(1, "b"), OwnEq(1) != OwnEq(2))
print(OwnEq(5, "q"), OwnEq.__hash__ is None)

try:
    @dataclass(order=True)
    class Clash:
        n: int

        def __lt__(self, other):
            return self.n < other.n
except TypeError as e:
    print(type(e).__name__, e)


@dataclass(order=True)
class Ordered:
    n: int
    s: str = ""


print(Ordered(1, "b") < Ordered(2, "a"), Ordered(1, "b") > Ordered(1, "a"),
      Ordered(3) <= Ordered(3), sorted([Ordered(2), Ordered(1, "z"), Ordered(1, "a")]))
try:
    Ordered(1) < 5
except TypeError as e:
    print(type(e).__name__, e)


@dataclass(frozen=True)
class Frozen:
    x: int
    y: int = 0


f = Frozen(1, 2)
try:
    f.x = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    del f.y
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    f.new_attr = 1
except dataclasses.FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
print(f, hash(f) == hash(Frozen(1, 2)), f == Frozen(1, 2), {f: "v"}[Frozen(1, 2)])
print(replace(f, y=9), f)


@dataclass
class Options:
    name: str
    tags: list = field(default_factory=list)
    secret: str = field(default="hidden", repr=False)
    note: str = field(default="", compare=False)
    count: int = field(default=0, init=False)

    def __post_init__(self):
        self.count = len(self.tags)
        print("post_init", self.name, self.count)


a = Options("a")
b = Options("b", ["x", "y"], "pw", "note")
print(a, b)
a.tags.append(1)
print(a.tags, Options("c").tags, a.tags is Options("d").tags)
print(Options("n", [1], "s", "one") == Options("n", [1], "s", "two"),
      Options("n", [1], "s") == Options("n", [1], "t"))
print([fl.name for fl in fields(Options)], [fl.name for fl in fields(b) if fl.repr])
print([(fl.name, fl.compare, fl.init) for fl in fields(Options)])
try:
    Options("z", count=3)
except TypeError as e:
    print(type(e).__name__, e)


@dataclass
class Base:
    x: int
    y: int = 1


@dataclass
class Child(Base):
    z: int = 2
    y: int = 5


@dataclass
class GrandChild(Child):
    w: list = field(default_factory=lambda: [0])


print(Child(0), Child(0, 1, 3), GrandChild(9), [fl.name for fl in fields(GrandChild)])
print(Child(0) == Base(0, 5), isinstance(GrandChild(1), Base))

g = GrandChild(1, 2, 3, [4, [5, 6]])
print(asdict(g), astuple(g))
d = asdict(g)
d["w"][1].append(7)
print(g.w, d["w"])


@dataclass
class Outer:
    inner: Base
    items: list
    mapping: dict


out = Outer(Base(1, 2), [Base(3), (Base(4), 5)], {"k": Base(6)})
print(asdict(out))
print(astuple(out))
print(replace(g, x=100, w=[]), g)
try:
    replace(a, count=4)
except ValueError as e:
    print(type(e).__name__, e)
try:
    replace(g, nope=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    asdict(Base)
except TypeError as e:
    print(type(e).__name__, e)


@dataclass(eq=False)
class Ident:
    v: int


i1, i2 = Ident(1), Ident(1)
print(i1 == i2, i1 == i1, i1 != i2, Ident.__hash__ is object.__hash__, len({i1, i2}))


@dataclass(unsafe_hash=True)
class Hashy:
    a: int
    b: list = field(default_factory=list, hash=False)
    c: int = field(default=0, compare=False)


h1, h2 = Hashy(1, [1]), Hashy(1, [2], 5)
print(hash(h1) == hash(h2), hash(h1) == hash((1,)), h1 == h2, h1 == Hashy(1, [1], 7))
h1.a = 2
print(hash(h1) == hash((2,)), len({Hashy(3), Hashy(3, [9]), Hashy(4)}))


@dataclass
class PlainEq:
    a: int


print(PlainEq.__hash__ is None)
try:
    hash(PlainEq(1))
except TypeError as e:
    print(type(e).__name__, e)

# loop using the generated and kept methods
counts = {}
acc = []
for k in range(300):
    p = Ordered(k % 17, str(k % 3))
    q = replace(p, s=str((k + 1) % 3))
    if p < q:
        counts["lt"] = counts.get("lt", 0) + 1
    fr = Frozen(k, k % 4)
    try:
        fr.y = 0
    except FrozenInstanceError:
        counts["frozen"] = counts.get("frozen", 0) + 1
    opt = Options.__new__(Options)
    opt.name, opt.tags, opt.secret, opt.note, opt.count = "n", [k], "s", "", 1
    t = astuple(opt)
    acc.append(t[1][0] + len(asdict(replace(GrandChild(k), z=k))["w"]))
    if Hashy(k % 5) == Hashy(k % 5, [k]):
        counts["heq"] = counts.get("heq", 0) + 1
print(sorted(counts.items()), sum(acc), acc[:5])
