# lambda with sorted key, map and filter.
people = [("alice", 31), ("bob", 25), ("carol", 31), ("dave", 19), ("eve", 25)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people, key=lambda p: p[0][-1]))
print(sorted(people, key=lambda p: len(p[0]), reverse=True))
print(list(map(lambda p: p[0].title(), people)))
print(list(filter(lambda p: p[1] > 24, people)))
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])))
print(list(filter(None, [0, 1, "", "x", None, [], [0]])))
square = lambda x: x * x
add = lambda a, b=10: a + b
print(square(7), add(1), add(1, 2), add(b=3, a=4))
print((lambda: "no args")())
print((lambda *a: len(a))(1, 2, 3))
print((lambda **k: sorted(k))(z=1, a=2))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
for sym in ["+", "-", "*"]:
    print(sym, ops[sym](6, 3))
print(max(people, key=lambda p: p[1]), min(people, key=lambda p: p[1]))
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words), sorted(words, key=lambda w: w.lower()))
print(sorted(words, key=str.lower))
fs = [lambda x: x + 1, lambda x: x * 2, lambda x: x ** 2]
v = 3
for f in fs:
    v = f(v)
    print("v =", v)
print(type(square).__name__, square.__name__)
def compose_apply(f, g, x):
    return f(g(x))
print(compose_apply(lambda s: s + "!", lambda s: s.upper(), "hey"))
nums = list(range(-5, 6))
print(sorted(nums, key=lambda n: (abs(n), n)))
print(list(map(str, filter(lambda n: n % 2 == 0, nums))))
print(list(map(lambda x: x if x > 0 else 0, nums)))
