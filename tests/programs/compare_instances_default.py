# == and != between instances of classes without comparison dunders
# (identity), with only __eq__ (!= derived from it), with __ne__ alone,
# reflected ones from a subclass, and `in` over lists of small ints mixed
# with other numbers.


class Plain:
    pass


class EqOnly:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return isinstance(other, EqOnly) and self.v == other.v


class NeOnly:
    def __ne__(self, other):
        return "ne called"


class Sub(EqOnly):
    def __eq__(self, other):
        return "Sub.__eq__"


a, b = Plain(), Plain()
for i in range(3):
    print(a == a, a == b, a != a, a != b, a == None, None != a, a == 1)

e1, e2, e3 = EqOnly(1), EqOnly(1), EqOnly(2)
for i in range(3):
    print(e1 == e2, e1 != e2, e1 == e3, e1 != e3, e1 == a, a != e1)

n = NeOnly()
print(n != 1, n == n, n != n, 1 != n)
s = Sub(1)
print(e1 == s, s == e1, e1 != s)

# A class that gains __eq__ after its instances were compared.
x, y = Plain(), Plain()
print(x == y, x != y)
Plain.__eq__ = lambda self, other: True
print(x == y, x != y)
del Plain.__eq__
print(x == y, x != y)

# `in` over lists and tuples of small ints and other numbers.
big = 2 ** 70
items = [1, 2, 3, True, 4.0, big, -5, None, "s"]
for probe in [1, 2, 4, 5, True, False, 1.0, 4, big, 2 ** 70, -5, 0, None, "s", "t"]:
    print(probe in items, probe in tuple(items), probe not in items)
print(1 in [1.0], 1 in [True], 0 in [False], 3 in [3.0000001], 2 in [EqOnly(2)])
print(5 in [Plain(), 5], 6 in [e1, 6.0], 7 in [e1])
