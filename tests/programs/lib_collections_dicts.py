# collections: defaultdict, OrderedDict and ChainMap
from collections import defaultdict, OrderedDict, ChainMap

groups = defaultdict(list)
for word in ["apple", "bat", "avocado", "bear", "cat"]:
    groups[word[0]].append(word)
print(groups, groups["a"], len(groups), "z" in groups, groups.get("z"), len(groups))
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(counts, dict(counts.items()), sorted(counts.items(), key=lambda kv: -kv[1]))
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
print(nested["x"]["y"], nested["x"]["nope"], list(nested["x"].items()), list(nested))
plain = defaultdict(None, {1: 2})
print(plain, plain.default_factory)
try:
    plain[5]
except KeyError as e:
    print("KeyError", e)
s = defaultdict(set, a={1})
s["b"].add(2); s["a"].add(3)
print(s, s.copy(), s == {"a": {1, 3}, "b": {2}}, defaultdict(int, [("k", 1)]) | {"j": 2})
print(defaultdict.fromkeys("ab", 0), s.pop("a"), s.setdefault("c", {9}), s.popitem(), s)
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError", e)
od = OrderedDict()
od["z"] = 1; od["a"] = 2; od["m"] = 3
print(od, list(od), od.keys(), od.values(), od.items())
od.move_to_end("z"); print(od)
od.move_to_end("m", last=False); print(od)
print(od.popitem(), od.popitem(last=False), od)
o1, o2 = OrderedDict(a=1, b=2), OrderedDict(b=2, a=1)
print(o1 == o2, o1 == dict(o2.items()), dict(o1.items()) == dict(o2.items()), o1 != o2)
print(OrderedDict([("x", 1), ("y", 2)]), OrderedDict(), OrderedDict.fromkeys("abc", 0), list(reversed(o1)))
print(o1 | {"c": 3}, o1.copy(), "a" in o1.keys(), ("a", 1) in o1.items(), o1.keys() & {"a", "q"})
lru = OrderedDict()
for key in [1, 2, 3, 1, 4, 2, 5]:
    if key in lru:
        lru.move_to_end(key)
    lru[key] = True
    if len(lru) > 3:
        lru.popitem(last=False)
    print(list(lru))
for f in [lambda: OrderedDict().popitem(), lambda: OrderedDict().move_to_end("x"), lambda: OrderedDict([1])]:
    try:
        f()
    except (KeyError, TypeError) as e:
        print(type(e).__name__, e)
defaults = {"color": "red", "user": "guest"}
env = {"user": "admin"}
cm = ChainMap({}, env, defaults)
print(cm["color"], cm["user"], len(cm), sorted(cm), "color" in cm, cm.get("nope", 0))
cm["color"] = "blue"
print(cm.maps[0], cm, cm.parents, cm.new_child({"user": "root"})["user"])
try:
    del cm["user"]
except KeyError as e:
    print("KeyError", e)
print(dict(cm.items()), list(cm.values()))
