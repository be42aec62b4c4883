# list.sort and sorted with key= and reverse=; stability.
def second(p):
    return p[1]
def neg(x):
    return -x
def length(s):
    return len(s)
def lower(s):
    return s.lower()
a = [5, 2, 9, 1, 5, 6, -3, 0]
a.sort()
print(a)
a.sort(reverse=True)
print(a)
a.sort(key=neg)
print(a)
w = ["pear", "fig", "banana", "kiwi", "apple", "date", "Cherry"]
print(sorted(w), sorted(w, key=length), sorted(w, key=length, reverse=True))
print(sorted(w, key=lower), w)
w.sort(key=length)
print(w)
pairs = [("a", 3), ("b", 1), ("c", 3), ("d", 2), ("e", 1)]
print(sorted(pairs, key=second))
print(sorted(pairs, key=second, reverse=True))
print(sorted(pairs, reverse=True))
print(sorted([3.5, 1, 2.25, -1, 0]), sorted("hello"), sorted((3, 1, 2)))
print(sorted([[2, 1], [1, 9], [1, 2], [2]]), sorted([(1, "b"), (1, "a"), (0, "z")]))
print(sorted([]), sorted([1]), sorted({"b": 1, "a": 2}))
big = []
x = 7
for i in range(40):
    x = (x * 31 + 11) % 101
    big.append(x)
big.sort()
print(big)
r = big.sort()
print(r)
