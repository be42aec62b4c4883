# Comparisons between unorderable types, then an uncaught one (exit 1).
pairs = [(1, "a"), ("a", 1), ([1], (1,)), (None, 0), ({}, {}), (1.5, "x")]
for a, b in pairs:
    try:
        print(a < b)
    except TypeError as e:
        print("<:", e)
for a, b in pairs[:3]:
    try:
        print(a >= b)
    except TypeError as e:
        print(">=:", e)
print(1 == "1", [1] == (1,), None == 0, 1 != "a")
class A:
    pass
try:
    A() < A()
except TypeError as e:
    print("instances:", e)
try:
    A() > 3
except TypeError as e:
    print("instances:", e)
try:
    sorted([3, "b", 1])
except TypeError as e:
    print("sorted:", e)
try:
    max([1, None])
except TypeError as e:
    print("max:", e)
try:
    [1, 2].sort(key=lambda x: "s" if x == 1 else x)
except TypeError as e:
    print("sort key:", e)
print(sorted([3, 1.5, True]), min(["b", "a"]), [1, "a"] == [1, "a"])
try:
    print([1, 2] < [1, "x"])
except TypeError as e:
    print("list elem:", e)
print([1, 2] < [2, "x"], (1, "a") < (1, "b"))
data = [5, 3, "7", 1]
print("sorting mixed data without a handler")
print(sorted(data))
