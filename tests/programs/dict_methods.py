# update, pop, setdefault, keys/values/items, copy, clear.
d = {"a": 1, "b": 2}
d.update({"c": 3, "a": 10})
print(d)
d.update([("d", 4), ("b", 20)])
print(d)
d.update(e=5, a=11)
print(d)
print(d.pop("b"), d)
print(d.pop("zz", "default"), d.pop("c", None), d)
print(d.setdefault("a", 0), d.setdefault("new", []), d)
d.setdefault("new", []).append(1)
d.setdefault("new", []).append(2)
print(d)
groups = {}
for w in "apple avocado banana blueberry cherry apricot".split():
    groups.setdefault(w[0], []).append(w)
print(groups)
ks = d.keys()
vs = d.values()
its = d.items()
print(list(ks), list(vs), list(its), len(ks))
for k, v in d.items():
    print(k, v)
c = d.copy()
c["a"] = -1
print(d["a"], c["a"])
c.clear()
print(c, len(c), d)
x = {1: "one"}
y = x
y[2] = "two"
print(x, x is y)
print({"k": 1}.get("k", 2), {}.pop(5, "none"))
