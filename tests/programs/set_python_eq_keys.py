# Set operations where a key's own __eq__ decides membership: sets that
# hold such keys (directly, in tuples, after copies, unions and clears)
# must still call it; sets of plain keys must not need it. And min/max of
# containers of small ints next to the cases that take the general path.

calls = []


class Num:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash(self.n)

    def __eq__(self, other):
        calls.append("eq")
        if isinstance(other, Num):
            return self.n == other.n
        return self.n == other

    def __repr__(self):
        return "Num(%d)" % self.n


def show(label, value):
    print(label, sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value, len(calls) > 0)
    calls.clear()


plain = {1, 2, 3, 4}
odd = {Num(1), Num(3), 5}
show("plain & odd", plain & odd)
show("odd & plain", odd & plain)
show("plain - odd", plain - odd)
show("odd <= plain | {5}", odd <= plain | {5})
show("plain >= odd", plain >= odd)

copied = set(odd)
show("copy keeps the flag", copied & {3})
also = odd.copy()
show("s.copy()", {1} <= also)
merged = set()
merged |= odd
show("|= into an empty set", merged - {1})
union = plain | odd
show("union", {Num(4)} <= union)
fs = frozenset(odd)
show("frozenset", fs & {1, 5})

nested = {(1, Num(2)), (3, 4)}
show("tuples holding instances", nested & {(1, 2)})

emptied = {Num(7), 8}
emptied.clear()
emptied.update([7, 8, 9])
show("cleared, then plain keys", emptied & {7})
show("removed the instance", ({Num(9), 10} - {Num(9)}) & {10})

big = set(range(200))
show("big plain subset", set(range(50, 60)) <= big)
show("big plain difference", len(big - set(range(0, 200, 2))))
for i in range(3000):
    s = frozenset([i, i + 1, i + 2, i + 3, i + 4])
    if not s <= big and i < 196:
        print("wrong at", i)
        break
    if len(s - big) != min(5, max(0, i + 5 - 200)):
        print("wrong difference at", i)
        break
print("loop done")

# min and max
print(min([5, 3, 9]), max([5, 3, 9]), min((4, -2, 7)), max((4, -2, 7)))
print(min({10, 3, 77, -5}), max(frozenset([10, 3, 77, -5])))
print(min([3, 2.5, 4]), max([1, 2 ** 70, 3]), min([True, 0, 5]), max([False, True]))
print(min([1, Num(0)], key=lambda x: x if isinstance(x, int) else x.n))
print(min(["b", "a"]), max([(1, 2), (1, 3)]))
for empty in ([], (), set(), frozenset()):
    try:
        min(empty)
    except ValueError as e:
        print(type(empty).__name__, e)
    print(max(empty, default="none"))
print(min([7]), max({-1}), min([5, 5, 5]), max(x for x in [3, 8, 1]))
s = set()
for i in range(100):
    s.add(i * 37 % 101)
print(min(s), max(s), min(list(s)), max(tuple(s)))


# Fresh keys whose __eq__ allocates: a collection during the operation
# moves them, and the result must hold them where they went.
class Boxed:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return self.n

    def __eq__(self, other):
        junk = [other] * 20
        return self.n == (other.n if isinstance(other, Boxed) else other) and len(junk) == 20


bad = 0
for i in range(3000):
    fresh = {Boxed(i), Boxed(i + 1), Boxed(i + 2)}
    got = {i, i + 1, i + 2, i + 3} & fresh
    if sorted(x.n for x in got) != [i, i + 1, i + 2]:
        bad += 1
    if not (fresh <= {i, i + 1, i + 2, i + 3}) or {Boxed(i)} - {i}:
        bad += 1
print("fresh keys wrong:", bad)
