# One attribute read or write site seeing objects and classes change under
# it: new shapes, a property or descriptor added to the class later, a
# __setattr__ added later, __class__ reassigned, __dict__ taken, attributes
# deleted and added again, and attributes past the inline slots.


class P:
    def __init__(self, x):
        self.x = x


def read_x(objs):
    return [o.x for o in objs]


def write_x(objs, v):
    for o in objs:
        o.x = v


ps = [P(i) for i in range(5)]
print(read_x(ps), read_x(ps))
write_x(ps, 7)
print(read_x(ps))

# Another shape at the same site: y added before x.
class Q:
    def __init__(self, x):
        self.y = 0
        self.x = x


mixed = [P(1), Q(2), P(3), Q(4)]
print(read_x(mixed))
write_x(mixed, -1)
print(read_x(mixed), [q.y for q in mixed if isinstance(q, Q)])


# A property added to the class after the site was cached.
def getx(self):
    return "prop"


def setx(self, v):
    self.__dict__["x"] = v * 100


P.x = property(getx, setx)
print(read_x(ps[:2]))
write_x(ps[:2], 3)
del P.x
print(read_x(ps[:2]))


# A data descriptor class, made one after its instance sits on the class.
class D:
    def __get__(self, obj, typ=None):
        return "descr"


class R:
    pass


r = R()
r.x = 5
R.x = D()
print(read_x([r, r]))
D.__set__ = lambda self, obj, v: print("set via descriptor", v)
print(read_x([r]))
write_x([r], 9)
del D.__set__
print(read_x([r]))


# __setattr__ added later.
class S:
    def __init__(self):
        self.x = 1


s = S()
write_x([s, s], 2)
print(s.x)
S.__setattr__ = lambda self, k, v: print("setattr", k, v)
write_x([s], 3)
print(s.x)
del S.__setattr__
write_x([s], 4)
print(s.x)


# __class__ reassigned between two reads.
class T:
    def __init__(self):
        self.x = "t"


class U:
    @property
    def x(self):
        return "u-prop"


t = T()
print(read_x([t, t]))
t.__class__ = U
print(read_x([t]))

# __dict__ taken: the instance's attributes move into a dict.
p = P(10)
print(read_x([p, p]))
d = p.__dict__
d["x"] = 11
print(read_x([p]))
write_x([p], 12)
print(d["x"], read_x([p]))

# Deleted and added again (another shape).
p2 = P(20)
print(read_x([p2]))
del p2.x
try:
    read_x([p2])
except AttributeError as e:
    print("AttributeError:", e)
p2.x = 21
print(read_x([p2]))


# Many attributes: the later ones live past the inline slots.
class Wide:
    pass


def fill(w, n):
    for k in range(n):
        setattr(w, "a%d" % k, k)


ws = []
for n in (3, 30):
    w = Wide()
    fill(w, n)
    ws.append(w)


def read_a2_a29(objs):
    out = []
    for o in objs:
        out.append(o.a2)
        out.append(getattr(o, "a29", None))
    return out


print(read_a2_a29(ws), read_a2_a29(ws))
w = ws[1]
for k in range(3):
    w.a29 = w.a29 + 1
    w.a2 = w.a2 + 1
print(w.a2, w.a29)


# Class attributes shadowed by instance attributes, and a subclass property.
class Base:
    x = "class"


class Sub(Base):
    pass


b = Base()
print(read_x([b]))
b.x = "instance"
print(read_x([b, b]))
Sub.x = property(lambda self: "sub-prop")
sb = Sub()
print(read_x([sb, b]))

# __dict__ replaced in a loop.
objs = [P(i) for i in range(6)]
for i, o in enumerate(objs):
    o.__dict__ = {"x": i * 10, "z": i}
print(read_x(objs), [o.z for o in objs])

# Three shapes taking turns at one site (more than it caches).
class K1:
    def __init__(self):
        self.x = 1


class K2:
    def __init__(self):
        self.a = 0
        self.x = 2


class K3:
    def __init__(self):
        self.b = 0
        self.c = 0
        self.x = 3


ring = [K1(), K2(), K3()] * 4
for r in range(3):
    write_x(ring[r::3], r * 10)
print(read_x(ring), sum(read_x(ring)))
