# type(x) of builtin values and object.__new__(cls) in compiled loops:
# the class is a constant under a guard, the instance allocated inline;
# every kind of value and class still gets what the interpreter gives.
import types


class Plain:
    pass


class WithSlots:
    __slots__ = ("a", "b")


class Sub(Plain):
    def __init__(self):
        self.x = 1


class MyList(list):
    pass


class MyErr(Exception):
    pass


def kinds():
    return [1, 2**70, 1.5, "s", b"b", bytearray(b"x"), (1,), [1], {1: 2}, {1}, frozenset(), len, print,
            types, range(3), slice(1, 2), iter(range(2)), enumerate([]), zip(), map(str, []),
            filter(None, []), staticmethod(len), classmethod(len), property(), None, True, Plain(), MyList(),
            [].append]


def type_names(n):
    out = {}
    vals = kinds()
    for i in range(n):
        v = vals[i % len(vals)]
        t = type(v)
        out[t.__name__] = out.get(t.__name__, 0) + (t is type(v))
    return sorted(out.items())


print(type_names(600))


def make(cls, n):
    made = []
    for i in range(n):
        o = object.__new__(cls)
        made.append(o)
    return made


for cls in (Plain, WithSlots, Sub):
    objs = make(cls, 50)
    o = objs[-1]
    print(cls.__name__, type(o) is cls, len(set(map(id, objs))), isinstance(o, cls))
w = make(WithSlots, 3)[0]
w.a = 5
try:
    w.c = 1
except AttributeError as e:
    print("AttributeError:", e)
print(w.a, getattr(w, "b", "unset"))
s = make(Sub, 2)[1]
print(hasattr(s, "x"))
try:
    make(3, 1)
except TypeError as err:
    print("TypeError:", err)
