# Unhashable keys: caught variants, then an uncaught one (exit 1).
d = {}
for key in [[1, 2], {"a": 1}, {1, 2}, (1, [2])]:
    try:
        d[key] = 1
    except TypeError as e:
        print("dict key:", e)
s = set()
try:
    s.add([1])
except TypeError as e:
    print("set add:", e)
try:
    print({[1]: 2})
except TypeError as e:
    print("literal:", e)
try:
    print({1, [2]})
except TypeError as e:
    print("set literal:", e)
try:
    print([1] in {1: 2})
except TypeError as e:
    print("in dict:", e)
try:
    hash([])
except TypeError as e:
    print("hash:", e)
print(hash((1, 2)) == hash((1, 2)), {(1, 2): "ok"}[(1, 2)], d)
counts = {}
rows = [["a"], ["b"], ["a"]]
for r in rows:
    counts[tuple(r)] = counts.get(tuple(r), 0) + 1
print(counts)
print("now without a handler")
counts[rows[0]] = 5
print("unreachable")
