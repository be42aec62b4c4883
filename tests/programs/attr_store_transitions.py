# Stores that add an attribute to an instance, from the same instruction
# again and again: new shapes, two shapes at one site, more attributes than
# fit inline, a class that gains __setattr__ or a property after the site
# has seen its instances, __slots__, __class__ assignment, del and re-add,
# and instances whose __dict__ was taken.


class Point:
    def __init__(self, x, y, flag):
        self.x = x
        if flag:
            self.extra = "e"
        self.y = y


pts = [Point(i, -i, i % 3 == 0) for i in range(30)]
print([(p.x, p.y, getattr(p, "extra", None)) for p in pts[:7]])
print(sorted(vars(pts[3]).items()), sorted(vars(pts[4]).items()))


class Wide:
    def __init__(self, n):
        for i in range(n):
            setattr(self, "a%d" % i, i)
        self.last = n


class Many:
    def __init__(self):
        self.a = 1
        self.b = 2
        self.c = 3
        self.d = 4
        self.e = 5
        self.f = 6
        self.g = 7
        self.h = 8
        self.i = 9
        self.j = 10
        self.k = 11
        self.l = 12


ms = [Many() for _ in range(50)]
print(sum(m.l + m.a for m in ms), sorted(vars(ms[-1]).items())[:3])
ws = [Wide(k % 20) for k in range(60)]
print([w.last for w in ws[:25]], ws[19].a18 if hasattr(ws[19], "a18") else None)


class Logged:
    def __init__(self, v):
        self.v = v


log = []
objs = [Logged(i) for i in range(10)]


def set_logged(self, name, value):
    log.append((name, value))
    object.__setattr__(self, name, value)


Logged.__setattr__ = set_logged
objs += [Logged(i) for i in range(10, 13)]
print(log, [o.v for o in objs])
del Logged.__setattr__
objs.append(Logged(99))
print(len(log), objs[-1].v)


class Guarded:
    def __init__(self, v):
        self.v = v


gs = [Guarded(i) for i in range(10)]


def get_v(self):
    return self._v * 10


def set_v(self, value):
    self._v = value


Guarded.v = property(get_v, set_v)
gs.append(Guarded(7))
print(gs[-1].v, gs[-1]._v, "v" in vars(gs[-1]), gs[0].__dict__)


class Slotted:
    __slots__ = ("p", "q")

    def __init__(self, p):
        self.p = p
        try:
            self.r = 1
        except AttributeError as e:
            print("AttributeError:", e)


Slotted(1)
s = Slotted(2)
s.q = 5
print(s.p, s.q)


class A:
    def __init__(self):
        self.one = 1


class B:
    def __init__(self):
        self.two = 2


def fill(o):
    o.three = 3
    return o


a = A()
for _ in range(5):
    fill(A())
b = A()
b.__class__ = B
fill(b)
fill(a)
print(type(b).__name__, vars(b), vars(a))

c = A()
c.three = 0
del c.one
fill(c)
print(vars(c))
d = A()
d.__dict__
fill(d)
print(vars(d))
e = A()
e.__dict__ = {"z": 26}
fill(e)
print(vars(e))
