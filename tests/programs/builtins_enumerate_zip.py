# enumerate (with start) and zip (2 and 3 iterables, unequal lengths).
names = ["ann", "bob", "cy"]
for i, n in enumerate(names):
    print(i, n)
for i, n in enumerate(names, 1):
    print(i, n)
for i, n in enumerate(names, start=100):
    print(i, n)
print(list(enumerate("ab")), list(enumerate([], 5)), list(enumerate((9, 8), -1)))
ages = [30, 25, 41, 99]
for n, a in zip(names, ages):
    print(n, a)
cities = ("x", "y")
for n, a, c in zip(names, ages, cities):
    print(n, a, c)
print(list(zip([1, 2, 3], "abcd")), list(zip()), list(zip([], [1])), list(zip("ab")))
print(list(zip(range(3), range(10, 13), range(20, 30))))
d = dict(zip(names, ages))
print(d)
pairs = list(zip(names, ages))
print(pairs)
a = [1, 2, 3]
b = [4, 5, 6]
dot = 0
for x, y in zip(a, b):
    dot = dot + x * y
print("dot", dot)
for i, (x, y) in enumerate(zip(a, b)):
    print(i, x, y)
e = enumerate("xyz")
print(list(e), list(e))
