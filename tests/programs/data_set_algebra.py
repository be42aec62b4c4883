# set and frozenset: operators (| & - ^) and their method forms with several
# arguments and non-set iterables, comparisons (subset/superset/proper),
# in-place operators, frozensets as dict keys and set members, mixing set
# and frozenset (result type), and the errors for bad operands.
a = {1, 2, 3, 4}
b = {3, 4, 5}
fa = frozenset(a)
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(b - a), sorted(a ^ b))
print(sorted(a.union([9], (10,), "")), sorted(a.intersection(range(3), [2, 1, 7])), sorted(a.difference({1}, {2})))
print(sorted(a.symmetric_difference([4, 4, 6])), a.isdisjoint({7, 8}), a.isdisjoint(b))
print(a <= a, a < a, {1, 2} < a, a > {1}, a >= b, {3, 4} <= b, set() < a, set() <= set())
print(a.issubset(range(10)), a.issuperset([1, 2]), b.issubset("abc"))
print(a == fa, fa == frozenset([4, 3, 2, 1]), {1} == [1], set() == frozenset())

# result type follows the left operand
print(type(fa | b).__name__, type(b | fa).__name__, type(fa & {3}).__name__, type(fa.union(b)).__name__)
print(sorted(fa - {1}), repr(frozenset()), repr(set()), repr(frozenset({7})))

# in-place
s = {1, 2, 3}
s |= {4}
s &= {2, 3, 4, 5}
s -= {3}
s ^= {9, 2}
print(sorted(s))
t = {0}
t.update([1, 2], {3}, range(4, 6))
t.intersection_update({0, 1, 2, 3, 4, 99})
t.difference_update([0])
t.symmetric_difference_update({4, 5})
print(sorted(t))
f = frozenset([1])
g = f
f |= {2}
print(sorted(f), sorted(g), f is g)

# hashing: frozensets as keys, sets are unhashable
graph = {frozenset({"a", "b"}): 3, frozenset({"b", "c"}): 5}
print(graph[frozenset(("b", "a"))], frozenset("ab") in graph, len({frozenset(), frozenset([])}))
print(hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
for bad in [lambda: {{1}}, lambda: {[1]: 2}, lambda: hash(set()), lambda: frozenset([[1]])]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)

# bad operands
for bad in [lambda: a | [1], lambda: a - "x", lambda: a < [1, 2], lambda: a + b]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)

# mutation errors
s = {1}
try:
    s.remove(2)
except KeyError as e:
    print("KeyError", e)
s.discard(2)
print(s.pop(), s)
try:
    s.pop()
except KeyError as e:
    print("KeyError", e)
try:
    fa.add(5)
except AttributeError as e:
    print("AttributeError", e)

# set of mixed numbers: 1, 1.0 and True collapse
print(len({1, 1.0, True}), {0, False, 0.0}, {1.5, 2} == {2, 1.5})

# realistic: course enrolment analysis
enrolled = {
    "math": {"ann", "bob", "cy", "dee"},
    "physics": {"bob", "dee", "eve"},
    "art": {"ann", "eve", "fay"},
}
everyone = set().union(*enrolled.values())
print(sorted(everyone))
print(sorted(enrolled["math"] & enrolled["physics"]), sorted(enrolled["art"] - enrolled["math"]))
in_all = set.intersection(*enrolled.values())
print(sorted(in_all), len(in_all))
exactly_one = set()
for p in everyone:
    if sum([p in c for c in enrolled.values()]) == 1:
        exactly_one.add(p)
print(sorted(exactly_one))
pairs = sorted((x, y, len(enrolled[x] & enrolled[y])) for x in enrolled for y in enrolled if x < y)
print(pairs)
print(sorted(map(sorted, {frozenset({3, 1}), frozenset({2}), frozenset({1, 3})})))
