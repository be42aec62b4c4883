# Class attribute loads at one instruction site, as its inline cache sees
# them: constants, values changed or deleted later, subclasses that
# shadow, classmethods, staticmethods, properties, descriptors added after
# the first load, metaclasses, and instances and classes at the same site.


class Strength:
    def __init__(self, n, name):
        self.n, self.name = n, name


Strength.REQUIRED = Strength(0, "required")
Strength.WEAK = Strength(5, "weak")


class Base:
    LIMIT = 10
    items = []

    @classmethod
    def make(cls):
        return cls.__name__

    @staticmethod
    def helper(x):
        return x * 2

    @property
    def prop(self):
        return 1


class Child(Base):
    pass


class Shadow(Base):
    LIMIT = 20


def read(c):
    return c.LIMIT


def strength_names():
    return [Strength.REQUIRED.name, Strength.WEAK.n]


out = []
for i in range(6):
    out.append(read(Base))
    out.append(read(Child))
    out.append(read(Shadow))
    if i == 2:
        Base.LIMIT = 11
    if i == 4:
        Child.LIMIT = 12
print(out)
print(strength_names(), strength_names())
Strength.REQUIRED = Strength(1, "strong")
print(strength_names())


def methods(c):
    return c.make, c.helper, c.prop


for c in (Base, Child, Base):
    m, h, p = methods(c)
    print(m(), h(3), type(p).__name__)


def grow(c, x):
    c.items.append(x)
    return len(c.items)


print([grow(Base, i) for i in range(3)], Child.items is Base.items)
Base.items = [9]
print([grow(Child, i) for i in range(2)], Base.items)


class Desc:
    def __get__(self, obj, owner):
        return "got from " + owner.__name__


class Later:
    thing = None


def thing(c):
    return c.thing


print([thing(Later) for _ in range(3)])
Later.thing = Desc()
print([thing(Later) for _ in range(2)])
Desc.__get__ = lambda self, obj, owner: "replaced"
print(thing(Later))
del Later.thing
try:
    thing(Later)
except AttributeError as e:
    print("AttributeError", e)


class Meta(type):
    def __getattr__(cls, name):
        return "meta " + name

    tag = "meta tag"


class WithMeta(metaclass=Meta):
    own = "own"


def both(c):
    return (c.own, c.tag, c.missing)


print([both(WithMeta) for _ in range(2)])


class Point:
    def __init__(self):
        self.own = "instance"


def own(o):
    return o.own


print([own(x) for x in (WithMeta, Point(), WithMeta, Point())])
print([getattr(c, "LIMIT") for c in (Base, Shadow)], int.from_bytes(b"\x01\x00", "little"), str.upper("a"))
