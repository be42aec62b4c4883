# Rich comparisons: all six operators, reflected fallback (a < b tries
# b.__gt__ when a returns NotImplemented), == falling back to identity,
# != derived from __eq__, functools.total_ordering, sorting/min/max/bisect
# with user objects, chained comparisons, and TypeError messages for
# unorderable mixes.
import functools
import bisect

calls = []
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
        self.text = text
    def _cmp_key(self, other):
        n = max(len(self.parts), len(other.parts))
        return self.parts + (0,) * (n - len(self.parts)), other.parts + (0,) * (n - len(other.parts))
    def __eq__(self, other):
        calls.append("eq")
        if not isinstance(other, Version):
            return NotImplemented
        a, b = self._cmp_key(other)
        return a == b
    def __lt__(self, other):
        calls.append("lt")
        if not isinstance(other, Version):
            return NotImplemented
        a, b = self._cmp_key(other)
        return a < b
    def __le__(self, other):
        calls.append("le")
        return self == other or self < other
    def __gt__(self, other):
        calls.append("gt")
        if not isinstance(other, Version):
            return NotImplemented
        return other < self
    def __ge__(self, other):
        calls.append("ge")
        return not self < other
    __hash__ = None
    def __repr__(self):
        return "V" + self.text

v1, v2, v3 = Version("1.2"), Version("1.10"), Version("1.2.0")
print(v1 < v2, v1 > v2, v1 == v3, v1 != v3, v1 <= v3, v2 >= v1, v1 == "1.2", v1 != "1.2")
calls.clear()
print(sorted([Version(s) for s in ["2.0", "1.9.9", "1.10", "1.2", "1.2.1", "0.9"]]), len(calls) > 0)
print(min(v1, v2), max([v1, v2, v3]), Version("1") < Version("1.0.1") < Version("1.1") <= Version("1.1.0"))
for op in [lambda: v1 < 3, lambda: 3 > v1, lambda: v1 <= "x", lambda: [v1] < [3]]:
    try:
        print(op())
    except TypeError as e:
        print("TypeError", e)

# reflection: only __gt__ defined on the right operand
class OnlyGt:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        print("  OnlyGt.__gt__ called")
        return self.v > (other.v if isinstance(other, OnlyGt) else other)
print(5 < OnlyGt(10), OnlyGt(1) < OnlyGt(3))
try:
    OnlyGt(1) <= OnlyGt(2)
except TypeError as e:
    print("TypeError", e)

@functools.total_ordering
class Card:
    ORDER = "23456789TJQKA"
    def __init__(self, label):
        self.rank, self.suit = label[0], label[1]
    def __eq__(self, other):
        return (self.rank, self.suit) == (other.rank, other.suit)
    def __lt__(self, other):
        return (self.ORDER.index(self.rank), self.suit) < (self.ORDER.index(other.rank), other.suit)
    def __hash__(self):
        return hash((self.rank, self.suit))
    def __repr__(self):
        return self.rank + self.suit
hand = [Card(c) for c in ["Kh", "2c", "As", "Td", "2d", "9s"]]
print(sorted(hand), max(hand), min(hand), Card("Ah") >= Card("Kh"), Card("2c") <= Card("2c"), Card("3c") > Card("Ac"))
ordered = sorted(hand)
bisect.insort(ordered, Card("Js"))
print(ordered, bisect.bisect_left(ordered, Card("Td")), bisect.bisect_right(ordered, Card("Td")))

# == defaults to identity, != negates __eq__ automatically
class Box:
    def __init__(self, v):
        self.v = v
class EqBox(Box):
    def __eq__(self, other):
        return isinstance(other, Box) and self.v == other.v
b = Box(1)
print(b == b, b == Box(1), b != Box(1), EqBox(1) == Box(1), Box(1) == EqBox(1), EqBox(1) != EqBox(1), EqBox(2) != Box(1))

# subclass reflected method takes priority
class Base:
    def __eq__(self, other):
        return "Base.eq"
    def __lt__(self, other):
        return "Base.lt"
class Derived(Base):
    def __eq__(self, other):
        return "Derived.eq"
    def __gt__(self, other):
        return "Derived.gt"
print(Base() == Derived(), Derived() == Base(), Base() < Derived(), Derived() > Base())

# comparing tuples/lists of objects compares elementwise with ==, then <
print((Version("1.0"), 2) < (Version("1"), 3), [Version("2")] > [Version("1.5"), Version("9")])
