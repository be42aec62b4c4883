# Unpacking with *rest, nested tuple unpacking in for loops, sorted stability.
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "hello"
print(init, last)
a, *mid, z = range(6)
print(a, mid, z)
x, *empty, y = (1, 2)
print(x, empty, y)
(p, q), r = (1, 2), 3
print(p, q, r)
[m, [n, o]] = [10, [20, 30]]
print(m, n, o)
h, *t = [9]
print(h, t)
pairs = [(1, ("a", True)), (2, ("b", False)), (3, ("c", True))]
for num, (letter, flag) in pairs:
    print(num, letter, flag)
for i, (k, v) in enumerate({"x": 1, "y": 2}.items()):
    print(i, k, v)
for (a1, b1), (c1, d1) in [((1, 2), (3, 4)), ((5, 6), (7, 8))]:
    print(a1 + b1 + c1 + d1)
for head, *tail in [[1, 2, 3], [4], [5, 6]]:
    print(head, tail)
first, second, *others = sorted([5, 3, 9, 1, 7])
print(first, second, others)
records = [("bob", 3), ("amy", 1), ("cat", 3), ("dan", 2), ("eve", 1), ("fay", 3)]
by_score = sorted(records, key=lambda r: r[1])
print(by_score)
print(sorted(records, key=lambda r: r[1], reverse=True))
print(sorted(by_score, key=lambda r: r[0][1]))
words = ["bb", "a", "ccc", "dd", "e", "fff", "gg"]
print(sorted(words, key=len))
print(sorted(words, key=len, reverse=True))
lst = [3, 1, 2]
lst.sort()
print(lst)
lst.sort(reverse=True)
print(lst)
data = [{"n": "x", "v": 2}, {"n": "y", "v": 1}, {"n": "z", "v": 2}]
print([d["n"] for d in sorted(data, key=lambda d: d["v"])])
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print("ValueError:", e)
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
s1, s2 = "hi"
print(s1, s2)
k1, k2 = {"one": 1, "two": 2}
print(k1, k2)
print([*range(3), *"ab", *[None]])
print((*[1, 2], 3))
