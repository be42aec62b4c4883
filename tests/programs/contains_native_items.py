# `x in list` and `x in tuple` for ints, bools, None and strs, against
# items of every kind: numbers of other types, containers, and instances
# and classes whose __eq__ must run (and may be reached after plain items).


class Eq:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("Eq.__eq__", self.v, other)
        return self.v == other


class MetaEq(type):
    def __eq__(cls, other):
        print("MetaEq.__eq__", other)
        return other == "cls"

    __hash__ = type.__hash__


class Odd(metaclass=MetaEq):
    pass


class S(str):
    def __eq__(self, other):
        print("S.__eq__", other)
        return True

    __hash__ = str.__hash__


items = [1.5, 2.0, True, None, "a", (3,), [4], 2 ** 70, b"x", float("nan")]
for x in [2, 1, 0, 3, None, "a", "b", False, 4, 2 ** 62]:
    print(repr(x), x in items, x in tuple(items))
print(1 in [complex(1, 0)], 3 in [complex(3, 1)])
print(5 in [1, 2, Eq(5)], 7 in (Eq(1), 7), "z" in [Eq("q")])
print("cls" in [1, Odd], "x" in (Odd,))
print("anything" in [S("s")], "s" in ["t", S("u")])
nan = float("nan")
print(nan in [nan], nan in [float("nan")], [] in [[]], (1, 2) in [(1, 2)])
print(2 ** 70 in [2 ** 70], 2.0 ** 70 in [2 ** 70], 1 in [], "" in ("",))
