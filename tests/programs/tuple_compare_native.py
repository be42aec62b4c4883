# Tuples and lists compare item by item: numbers and strs are decided
# without Python's equality (ints, bools and floats across each other, big
# ints, NaN unordered but equal to itself), other items through __eq__ and
# the order methods, in CPython's order of calls.
nan = float("nan")
big = 2 ** 80
pairs = [
    ((1, 2), (1, 3)), ((1, 2.0), (1.0, 2)), ((True, 0), (1, False)), ((big, 1), (big + 1, 0)),
    ((big, "a"), (big, "b")), (("é", 1), ("e", 2)), (("ab",), ("abc",)), ((nan,), (nan,)),
    ((1, nan), (1, nan)), ((nan, 1), (nan, 2)), ((), ()), ((1,), ()), ([1, "x"], [1, "y"]),
    ((1, (2, 3)), (1, (2, 4))), ((1, 2 ** 63), (1, 2.0 ** 63)), ((0.5, None), (0.5, None)),
]
for a, b in pairs:
    print(a == b, a != b, a < b, a <= b, a > b, a >= b)
same = (nan, 1)
print(same == same, same <= same, same < same, [nan] == [nan], (same,) == (same,))

class Loud:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print("eq", self.v, getattr(other, "v", other))
        return isinstance(other, Loud) and self.v == other.v
    def __lt__(self, other):
        print("lt", self.v, other.v)
        return self.v < other.v
    __hash__ = None

print((1, Loud(1)) < (1, Loud(2)), (Loud(1), 0) == (Loud(1), 0), (2, Loud(5)) < (1, Loud(0)))
try:
    print((1, "a") < (1, 2))
except TypeError as e:
    print("TypeError", e)
try:
    print((1, None) < (1, None))
except TypeError as e:
    print("TypeError", e)

rows = [(i % 3 == 0, i % 5, -i, "w%d" % (i % 4)) for i in range(40)]
rows.sort()
print(rows[:6], rows[-3:])
mixed = [(1, 2.5), (1, 2), (0.5, "z"), (True, 3), (1.0, -1), (big, 0), (-big, 1)]
print(sorted(mixed), sorted(mixed, reverse=True))
print(sorted([("b", 2), ("a", 3), ("b", 1), ("a", 3.0)]), min((3, "x"), (3, "w")), max([(1,), (1, 0)]))
total = 0
for i in range(3000):
    if (i % 7, i % 3) < (3, 1):
        total += 1
print(total)
