# Set methods on ints (method forms only; operators are in set_operators).
s = {3, 1, 4, 1, 5, 9, 2, 6}
print(sorted(s), len(s))
s.add(7)
s.add(3)
print(sorted(s), len(s))
s.remove(9)
print(sorted(s))
s.discard(100)
s.discard(1)
print(sorted(s))
try:
    s.remove(42)
except KeyError as e:
    print("KeyError", e)
a = {1, 2, 3, 4, 5}
b = {4, 5, 6, 7}
print(sorted(a.union(b)), sorted(a.union([10, 11], (12,))), sorted(b.union()))
print(sorted(a.intersection(b)), sorted(a.intersection(range(3))), sorted(b.intersection([])))
print(sorted(a.difference(b)), sorted(b.difference(a)), sorted(a.difference(range(4))))
print(sorted(a), sorted(b))
print({1, 2}.issubset(a), {1, 9}.issubset(a), a.issubset(a), set().issubset(a), a.issubset(range(10)))
print(a.issuperset({1, 2}), a.issuperset(b), a.issuperset([5, 1]))
print({1, 2} <= a, {1, 2} < a, a < a, a <= a, a >= {5}, a > a)
print(3 in a, 9 in a, 9 not in a)
print(a == {5, 4, 3, 2, 1}, a != b, set() == set(), set() == {})
c = set(range(10))
for x in [0, 2, 4, 6, 8]:
    c.discard(x)
print(sorted(c))
d = set([1, 2, 2, 3, 3, 3])
print(sorted(d), len(d))
e = d.copy()
e.add(99)
print(sorted(d), sorted(e))
e.clear()
print(len(e), bool(e), bool(d), e == set())
f = {1, 2, 3}
f.update([10, 20], {30})
print(sorted(f))
p = f.pop()
print(p in f, len(f))
total = 0
for v in {10, 20, 30}:
    total += v
print(total, sum({1, 2, 3}), max({4, 8, 2}), min({4, 8, 2}))
print(sorted({-1, -5, 3, 0}), sorted({1, 2, 3}, reverse=True))
print(set(), repr(set()), type({1}).__name__)
print(sorted(set("aabbcc")), sorted(set([(1, 2), (1, 2), (0, 1)])))
print({1, 2, 3} == {1.0, 2.0, 3.0}, sorted({True, 1, 0, False}), len({1, 1.0, True}))
big = set()
for i in range(200):
    big.add(i * 7 % 50)
print(len(big), sorted(big)[:10])
for i in range(0, 50, 5):
    big.remove(i)
print(len(big), 5 in big, 6 in big)
