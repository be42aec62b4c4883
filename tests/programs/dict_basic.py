# Dict literals, indexing, in, len, get, iteration.
d = {"one": 1, "two": 2, "three": 3}
print(d, len(d), d["two"])
d["four"] = 4
d["one"] = 100
print(d)
print("one" in d, "five" in d, "five" not in d, 1 in d)
print(d.get("two"), d.get("five"), d.get("five", 5), d.get("one", 0))
for k in d:
    print("key", k, "value", d[k])
for k, v in d.items():
    print(k, "=>", v)
print(list(d.keys()), list(d.values()), list(d.items()))
e = {}
print(e, len(e), {} == {}, e.get(1))
e[1] = "a"
e[2] = "b"
print(e, e == {2: "b", 1: "a"}, e != {1: "a"})
counts = {}
for ch in "mississippi":
    if ch in counts:
        counts[ch] = counts[ch] + 1
    else:
        counts[ch] = 1
print(counts)
print(dict([("x", 1), ("y", 2)]), dict(a=1, b=2), dict(), dict({"c": 3}))
print(dict([[1, 2], (3, 4)]), dict(zip("ab", [1, 2])))
sq = {}
for i in range(8):
    sq[i] = i * i
print(sq)
total = 0
for v in sq.values():
    total = total + v
print(total)
print({"a": [1, 2], "b": {"c": (3, 4)}}, {1: {2: {3: {}}}})
