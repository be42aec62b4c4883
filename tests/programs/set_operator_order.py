# Set operators give CPython's iteration order even where keys collide:
# which operand `&` walks, when `-` starts from a copy, how `|` and `^`
# merge, how `set(s)` and `s.copy()` lay a copy out, and the subset
# comparisons with their size shortcuts. (Keys are numbers: their hashes
# are CPython's; str, tuple and None hashes are not, and CPython's own
# vary from run to run.)

def colliding(n, step, start=0):
    # Keys whose hashes share low bits collide in small tables.
    return [start + step * i for i in range(n)]


pools = [
    colliding(5, 8),
    colliding(12, 16, 3),
    colliding(40, 32, -7),
    colliding(3, 64, 1),
    [2**61 - 1, 2**61, -1, -2, 0, 2**70, 5, 13, 21],
    [1.5, 2.0, True, 0.25, -3.5, 1e300, 2**64 + 3, 8.0, 16],
    list(range(50)),
    [i * 7 % 97 for i in range(60)],
]

def variants(items):
    s = set(items)
    yield s
    yield frozenset(items)
    t = set(items)
    for x in items[::3]:
        t.discard(x)
    yield t
    u = set(items)
    for x in items[::2]:
        u.discard(x)
    for x in items[::4]:
        u.add(x)
    yield u
    yield set(u)
    yield u.copy()
    yield frozenset(t)

sets = []
for p in pools:
    sets.extend(variants(p))
    sets.extend(variants(p[: len(p) // 3]))
sets.append(set())
sets.append(frozenset())

checksum = 0
for i, a in enumerate(sets):
    for j, b in enumerate(sets):
        for name, r in (("|", a | b), ("&", a & b), ("-", a - b), ("^", a ^ b)):
            order = list(r)
            for x in order:
                checksum = (checksum * 1000003 + hash(x)) % (2**61 - 1)
            checksum = (checksum * 31 + len(order)) % (2**61 - 1)
            if (i * 7 + j) % 97 == 0:
                print(i, j, name, type(r).__name__, order)
        rel = (a == b, a != b, a < b, a <= b, a > b, a >= b)
        checksum = (checksum * 3 + sum(k << n for n, k in enumerate(rel))) % (2**61 - 1)
print("checksum", checksum)

# The same set on both sides, and a set with itself.
for s in (set(colliding(10, 8)), frozenset(colliding(20, 16, 5))):
    print(list(s & s), list(s | s), list(s - s), list(s ^ s), s <= s, s < s)

# Keys equal across types: which operand's key object is kept.
print({1} & {1.0}, {1.0} & {1}, {1, 2, 3} & {1.0}, {1.0, 2.0, 3.0} & {1})
print({1} | {1.0}, {1.0} | {1}, {1} ^ {2.0}, {1.0, 2} - {1})

# Result types.
print(type(frozenset([1]) | {2}).__name__, type({1} & frozenset([1])).__name__)
print(type(frozenset([1]) - {2}).__name__, type({1} ^ frozenset([1])).__name__)
print(type(set(frozenset([1]))).__name__, type(frozenset({1})).__name__, type(frozenset([1]).copy()).__name__)

# Instances with their own __eq__ and __hash__ take the general path.
class Key:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return hash(self.v)
    def __eq__(self, other):
        return isinstance(other, Key) and self.v == other.v or other == self.v
    def __repr__(self):
        return "Key(%r)" % self.v

ks = {Key(1), Key(2), Key(3)}
print(sorted(map(repr, ks & {Key(2), Key(5)})), sorted(map(repr, ks - {Key(1)})), len(ks | {Key(3)}))
print(sorted(map(repr, ks & {2, 3, 4})), sorted(map(repr, {2, 3, 4} & ks)))
