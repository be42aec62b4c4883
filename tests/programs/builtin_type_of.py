# type(x) with one argument answers x's class straight from the call (no
# instantiation of type): every kind of value, instances of classes with a
# metaclass, classes themselves, and type's other forms and errors.
class Meta(type):
    pass


class WithMeta(metaclass=Meta):
    pass


class Plain:
    def method(self):
        pass


class Sub(int):
    pass


values = [0, 2**70, 1.5, "s", b"b", bytearray(b"x"), (), [], {}, set(), frozenset(), None, True,
          Plain(), WithMeta(), WithMeta, Plain, Meta, type, Sub(3), range(2), iter([]), len, print,
          (x for x in ()), Plain.method, Plain().method, NotImplemented, ...]
print([type(v).__name__ for v in values])
counts = {}
for i in range(3000):
    t = type(values[i % len(values)])
    counts[t.__name__] = counts.get(t.__name__, 0) + 1
print(sorted(counts.items()))
Made = type("Made", (Plain,), {"x": 1})
print(Made.__name__, Made.x, type(Made()) is Made, Made.__mro__[1] is Plain)
for args in [(), (1, 2), (1, 2, 3, 4)]:
    try:
        type(*args)
    except TypeError as e:
        print("TypeError:", e)
print(Meta("M2", (), {}).__class__.__name__, type(Meta("M3", (), {})) is Meta)
