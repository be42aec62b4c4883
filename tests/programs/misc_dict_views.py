# Dict views and dict methods.
d = {"b": 2, "a": 1, "c": 3}
print(d.keys(), d.values(), d.items())
print(list(d.keys()), list(d.values()), list(d.items()))
print("a" in d, "a" in d.keys(), 2 in d.values(), ("c", 3) in d.items(), ("c", 4) in d.items())
print(len(d.keys()), len(d.items()), sorted(d.values()))
ks = d.keys()
d["z"] = 26
print(ks, len(ks))
for k, v in d.items():
    print(k, "=>", v)
print(d.get("a"), d.get("q"), d.get("q", "default"), d.get("b", 0))
print(d.pop("z"), d)
print(d.pop("missing", "dflt"))
try:
    d.pop("missing")
except KeyError as e:
    print("KeyError", e)
print(d.setdefault("a", 100), d.setdefault("n", []), d)
d["n"].append(1)
d.setdefault("n", []).append(2)
print(d["n"])
d.update({"a": 11, "x": 9})
print(d)
d.update(y=7)
d.update([("w", 0)])
print(d)
e = d.copy()
e["a"] = "changed"
print(d["a"], e["a"], e == d, len(e))
print(d.popitem(), d.popitem(), d)
empty = {}
try:
    empty.popitem()
except KeyError as err:
    print("KeyError:", err)
counts = {}
for ch in "abracadabra":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
print(list(zip(counts.keys(), counts.values())) == list(counts.items()))
nested = {"x": {"y": {"z": 1}}}
print(nested["x"]["y"].get("z"), nested.get("x", {}).get("nope", "none"))
print({**{"a": 1}, **{"b": 2, "a": 3}})
print(dict(zip("abc", range(3))), dict([("k", "v")]), dict(a=1, b=2))
m = {1: "one", 2: "two"}
m.clear()
print(m, len(m), bool(m))
print(sorted({"z": 1, "y": 2}), max({"z": 1, "y": 2}), min({"z": 1, "y": 2}.values()))
print(dict.fromkeys(["p", "q"]), dict.fromkeys("ab", 0))
