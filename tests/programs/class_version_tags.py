# The interpreter's inline caches hold per class: a change to one class
# namespace must reach every cached read that relied on it (on the class
# itself or on a class it inherits from), and must leave the others right.


class Base:
    kind = "base"

    def describe(self):
        return "Base.describe"

    @classmethod
    def make(cls):
        return cls.__name__ + ".make"


class Mid(Base):
    pass


class Leaf(Mid):
    def __init__(self, x):
        self.x = x

    def describe(self):
        return "Leaf/" + super().describe()


class Other:
    kind = "other"

    def __init__(self):
        self.x = 100

    def describe(self):
        return "Other.describe"


def reads(objs, rounds):
    out = []
    for _ in range(rounds):
        for o in objs:
            out.append((o.x, o.kind, o.describe(), type(o).make() if hasattr(type(o), "make") else "-"))
    return out[-len(objs):]


objs = [Leaf(1), Leaf(2), Other()]
print(reads(objs, 50))

# A base class attribute and method change: the subclass's instances see it.
Base.kind = "base2"
print(reads(objs, 50))
Base.describe = lambda self: "Base.new_describe"
print(reads(objs, 50))
Base.make = classmethod(lambda cls: "new make of " + cls.__name__)
print(reads(objs, 50))

# A class in the middle shadows the attribute, then gives it up.
Mid.kind = "mid"
print(reads(objs, 50))
del Mid.kind
print(reads(objs, 50))

# A property added to a base class after the slot reads were cached: it is
# a data descriptor, so it wins over the instance's own attribute.
Base.x = property(lambda self: -1)
print(reads(objs, 50))
del Base.x
print(reads(objs, 50))


# Truthiness of plain instances is cached per shape until the class changes.
class Flag:
    pass


class SubFlag(Flag):
    pass


fs = [Flag(), SubFlag()]


def truths(rounds):
    n = 0
    for _ in range(rounds):
        for f in fs:
            if f:
                n += 1
    return n


print(truths(100))
Flag.__bool__ = lambda self: False
print(truths(100))
Flag.__len__ = lambda self: 1
del Flag.__bool__
print(truths(100))
del Flag.__len__
print(truths(100))


# A class attribute read through the class (`C.LIMIT`) is cached by class.
class Config:
    LIMIT = 3


class SubConfig(Config):
    pass


def limits(rounds):
    t = 0
    for _ in range(rounds):
        t += Config.LIMIT + SubConfig.LIMIT
    return t


print(limits(100))
Config.LIMIT = 10
print(limits(100))
SubConfig.LIMIT = 1
print(limits(100))


# A counter bumped on the class inside a loop: the other caches stay right.
class Counter:
    n = 0


class P:
    def __init__(self, a):
        self.a = a

    def double(self):
        return self.a * 2


def bump(ps, rounds):
    t = 0
    for _ in range(rounds):
        for p in ps:
            t += p.double() + p.a
            Counter.n += 1
    return t, Counter.n


print(bump([P(i) for i in range(10)], 200))


# A method replaced in the middle of a loop that calls it.
class Greeter:
    def hello(self):
        return 1


def calls(g, rounds):
    t = 0
    for i in range(rounds):
        if i == rounds // 2:
            Greeter.hello = lambda self: 1000
        t += g.hello()
    return t


print(calls(Greeter(), 100))


# An attribute stored on instances: a `__setattr__` added to the class later runs.
class Point:
    def __init__(self):
        self.v = 0


def stores(p, rounds):
    for i in range(rounds):
        p.v = i
    return p.v


pt = Point()
print(stores(pt, 50))
seen = []
Point.__setattr__ = lambda self, name, value: seen.append((name, value))
print(stores(pt, 3), seen)
