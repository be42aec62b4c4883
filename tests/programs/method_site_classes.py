# Method calls on classes (`C.f(x)`), through super(), and at sites that
# see several classes: what each call finds when the classes change between
# calls, as CPython finds it.


class Base:
    @staticmethod
    def s(a, b):
        return ("Base.s", a, b)

    @classmethod
    def c(cls, a):
        return ("Base.c", cls.__name__, a)

    def plain(x):
        return ("Base.plain", x)

    def m(self):
        return "Base.m"


class Derived(Base):
    def m(self):
        return "Derived.m"


def call_all(cls, n):
    out = []
    for i in range(n):
        out.append(cls.s(i, i + 1))
        out.append(cls.c(i))
        out.append(cls.plain(i))
    return out


print(call_all(Base, 3))
# A classmethod called on a subclass gets the subclass, at the same site.
print(call_all(Derived, 2))
for cls in [Base, Derived, Base, Derived]:
    print(cls.c(0), cls.s(1, 2))

# The class changes between calls at one site.
def changing():
    out = []
    for i in range(6):
        if i == 2:
            Base.c = classmethod(lambda cls, a: ("new c", cls.__name__, a))
        if i == 3:
            Derived.c = staticmethod(lambda a: ("Derived static c", a))
        if i == 4:
            del Derived.c
        if i == 5:
            Base.c = lambda a: ("plain c", a)
        out.append(Derived.c(i))
    return out


print(changing())


# A method that is not callable as found.
class Holder:
    value = 5
    f = len


try:
    Holder.value()
except TypeError as e:
    print("TypeError:", e)
print(Holder.f([1, 2, 3]))


# Unbound builtins through a class.
for i in range(3):
    print(str.upper("abc"), list.__len__([1, 2]), dict.fromkeys("ab", i))


# Sites that see three and four classes, and a method replaced on one.
class A:
    def who(self):
        return "A"


class B(A):
    def who(self):
        return "B"


class C(A):
    pass


class D:
    def who(self):
        return "D"


objs = [A(), B(), C(), D()] * 3
print([o.who() for o in objs])
B.who = lambda self: "B2"
print([o.who() for o in objs])
del B.who
print([o.who() for o in objs])
objs[0].who = lambda: "instance attribute"
print([o.who() for o in objs])


# super() calls of Python and builtin methods.
class MyList(list):
    def __init__(self, items, tag):
        super().__init__(items)
        self.tag = tag

    def append(self, x):
        super().append(x * 10)

    def __len__(self):
        return super().__len__() + 100


ml = MyList([1, 2], "t")
for i in range(3):
    ml.append(i)
print(list(ml), len(ml), ml.tag, bool(ml))


class Counter2(Derived):
    def m(self):
        return "Counter2>" + super().m() + ">" + super(Derived, self).m()

    @classmethod
    def c(cls, a):
        return ("Counter2.c",) + super().c(a)


for i in range(3):
    print(Counter2().m(), Counter2.c(i))
