# frozenset: construction, hashing (as dict keys and set members), operators,
# methods, comparisons with sets.
a = frozenset([3, 1, 2])
b = frozenset({2, 3, 4})
print(sorted(a), len(a), 2 in a, 5 in a, type(a).__name__)
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b), type(a | b).__name__)
d = {a: "first", frozenset([9]): "nine"}
print(d[frozenset([1, 2, 3])], frozenset([2, 1, 3]) == a, hash(a) == hash(frozenset([1, 2, 3])))
s = {frozenset([1]), frozenset([1]), frozenset([2])}
print(len(s))
print(a == {1, 2, 3}, a <= frozenset(range(5)), a.issubset([1, 2, 3, 4]), a.isdisjoint([7]))
print(sorted(a.union([10])), type(a.union([10])).__name__, sorted(a.intersection({1, 2})))
print(frozenset(), repr(frozenset()), bool(frozenset()), frozenset(a) is a)
print(sorted(set(a) | {0}), type({0} | a).__name__)
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError:", e)
