# isinstance(x, C) at one call site over many values and classes:
# subclasses, builtin types, a metaclass with __instancecheck__, virtual
# subclasses of collections.abc classes, tuples and unions, a replaced
# builtins.isinstance, and the errors.
import builtins
from collections.abc import Sequence, Mapping, Iterable


class A:
    pass


class B(A):
    pass


class Meta(type):
    def __instancecheck__(cls, obj):
        return obj == "magic"


class M(metaclass=Meta):
    pass


class MySeq:
    def __len__(self):
        return 0

    def __getitem__(self, i):
        raise IndexError


Sequence.register(MySeq)


def check(x, t):
    return isinstance(x, t)


values = [A(), B(), 1, True, 2.5, "s", "magic", [1], (1,), {}, None, MySeq(), M()]
types = [A, B, int, bool, float, str, list, tuple, dict, object, type(None), M, Sequence, Mapping, Iterable, (int, str), int | str]
for i in range(2):
    for t in types:
        print(getattr(t, "__name__", repr(t)), [check(v, t) for v in values])
print(check(A, type), check(int, type), check(M, Meta), check(M, type))

for bad in [1, "x", [int]]:
    try:
        check(1, bad)
    except TypeError as e:
        print("TypeError:", e)

original = builtins.isinstance
builtins.isinstance = lambda x, t: "replaced"
print(check(1, int))
builtins.isinstance = original
print(check(1, int))
isinstance = lambda x, t: "global"
print(check(1, int))
del isinstance
print(check(1, int), check(B(), A))
try:
    isinstance(1)
except TypeError as e:
    print("TypeError:", e)
