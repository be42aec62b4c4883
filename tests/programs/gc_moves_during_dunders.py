# Builtins that run a user __hash__, __eq__, __lt__, __repr__, __iadd__ or
# __getattr__ in the middle of their work, on fresh objects: the dunders
# allocate, so collections happen inside them and move what the builtin
# holds. Every result must still be the objects the program made.
import bisect
import math


class Key:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        junk = [self.n] * 8
        return hash(junk[0])

    def __eq__(self, other):
        junk = [other] * 8
        return isinstance(junk[0], Key) and self.n == other.n

    def __repr__(self):
        return "Key(%d)" % self.n


ROUNDS = 400
bad = {}


def check(name, ok):
    if not ok:
        bad[name] = bad.get(name, 0) + 1


for i in range(ROUNDS):
    # dict equality looks each key up in both dicts
    a = {Key(i): [i], Key(i + 1): [i + 1]}
    b = {Key(i + 1): [i + 1], Key(i): [i]}
    check("dict ==", a == b and not (a != b))

    # set methods that filter by membership
    s = {Key(i), Key(i + 1), Key(i + 2)}
    t = {Key(i + 1), Key(i + 2), Key(i + 3)}
    check("intersection", sorted(k.n for k in s.intersection(t)) == [i + 1, i + 2])
    check("difference", [k.n for k in s.difference(t)] == [i])
    check("isdisjoint", not s.isdisjoint(t))
    u = set(s)
    u.intersection_update(t)
    check("intersection_update", sorted(k.n for k in u) == [i + 1, i + 2])

    # popitem and pop hash the key they remove
    d = {Key(i): "v%d" % i}
    k, v = d.popitem()
    check("popitem", isinstance(k, Key) and k.n == i and v == "v%d" % i)
    p = {Key(i)}.pop()
    check("set.pop", isinstance(p, Key) and p.n == i)

    # a set subclass fills itself through __init__
    class Bag(set):
        pass

    bag = Bag(Key(j) for j in range(i % 7 + 3))
    check("set subclass", sorted(k.n for k in bag) == list(range(i % 7 + 3)))

    # KeyError holds the very key that was missing
    key = Key(i)
    try:
        {Key(-1): 0}[key]
    except KeyError as e:
        check("KeyError of d[k]", e.args[0] is key)
    try:
        del {Key(-1): 0}[key]
    except KeyError as e:
        check("KeyError of del d[k]", e.args[0] is key)

    # dict subclass with __missing__
    class Defaulting(dict):
        def __missing__(self, k):
            return ("missing", k)

    got = Defaulting({Key(-1): 0})[key]
    check("__missing__", got[0] == "missing" and got[1] is key)

    # AttributeError keeps the object it was raised for
    obj = Key(i)
    try:
        obj.nothing_here
    except AttributeError as e:
        check("AttributeError.obj", e.obj is obj and e.name == "nothing_here")

    # slice repr calls each bound's __repr__
    check("slice repr", repr(slice(Key(1), Key(2), Key(3))) == "slice(Key(1), Key(2), Key(3))")

    # prod's start survives making the iterator
    check("math.prod", math.prod((x for x in [2, 3]), start=1.5 * (i + 1)) == 9.0 * (i + 1))


class Acc:
    def __init__(self, items):
        self.items = items

    def __iadd__(self, other):
        junk = [other] * 16
        return NotImplemented

    def __add__(self, other):
        return Acc(self.items + other.items)


for i in range(ROUNDS):
    x = Acc([i])
    x += Acc([i + 1])
    check("__iadd__ declined", x.items == [i, i + 1])


class Num:
    def __init__(self, n):
        self.n = n

    def __divmod__(self, other):
        junk = [other] * 16
        return NotImplemented

    def __rdivmod__(self, other):
        return ("r", other)


for i in range(ROUNDS):
    try:
        divmod(Num(i), Num(i))
    except TypeError as e:
        check("divmod declined", "unsupported operand" in str(e))


# An __eq__ that empties the list: remove deletes nothing then, as CPython.
class Clearer:
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        self.target.clear()
        return True


lst = [1, 2, 3]
lst.remove(Clearer(lst))
print("after remove:", lst)


# A __lt__ that shortens the list while insort searches it: the index
# found is past the new end, and the item goes at the end.
class Shrinker:
    def __init__(self, target, n):
        self.target, self.n = target, n

    def __lt__(self, other):
        while len(self.target) > 1:
            self.target.pop()
        return False


for size in (2, 3):
    items = [Shrinker(None, k) for k in range(size)]
    for it in items:
        it.target = items
    try:
        bisect.insort(items, Shrinker(items, 99))
        print("after insort:", len(items), [x.n for x in items])
    except IndexError as e:
        print("insort:", e)


# exec with a fresh globals dict defining classes
for i in range(ROUNDS):
    g = {"base": i}
    exec("class A:\n    x = base\n    y = [base] * 4\n", g)
    check("exec class", g["A"].x == i and g["A"].y == [i] * 4)


# dict.update from a list of pairs, after a failing keys() lookup
class Pairs(list):
    def __getattr__(self, name):
        junk = [name] * 16
        raise AttributeError(name)


for i in range(ROUNDS):
    d = {}
    d.update(Pairs([(Key(i), i)]))
    (k, v), = d.items()
    check("update from pairs", k.n == i and v == i)

print("wrong:", bad or "none")
