# collections.Counter: counting, most_common, arithmetic, comparisons, repr
from collections import Counter

c = Counter("abracadabra")
print(c, len(c), c["a"], c["zzz"], "zzz" in c, c.total())
print(c.most_common(), c.most_common(2), c.most_common(0), sorted(c), list(c.elements()))
words = "the cat and the hat and the bat".split()
wc = Counter(words)
print(wc, wc.most_common(1), wc.get("the"), wc.get("dog"), wc.get("dog", -1))
wc.update(["cat", "dog"]); wc.update({"the": 10}); wc.update(bat=2)
print(wc)
wc.subtract({"the": 12, "emu": 1}); wc.subtract(["cat"])
print(wc, +wc, -wc)
a, b = Counter(a=3, b=1, c=0), Counter(a=1, b=2, d=4)
print(a + b, a - b, b - a, a | b, a & b)
print(a == Counter(a=3, b=1), a == {"a": 3, "b": 1, "c": 0}, a != b, Counter(a=1) <= Counter(a=2), Counter(a=2) < Counter(a=2))
print(Counter(a=2, b=1) >= Counter(a=1), Counter() > Counter(), Counter(a=1) == {"a": 1})
x = Counter(a=5, b=-2)
x += Counter(b=3, c=1); print(x)
x -= Counter(a=4); print(x)
x |= Counter(z=7, a=0); print(x)
x &= Counter(a=1, z=2, c=9); print(x)
del x["a"]; del x["missing"]; print(x)
c2 = c.copy(); c2["a"] = 0; c2["new"] += 1
print(c2, c["a"], Counter(), repr(Counter()))
print(sorted(c.items()), list(c.keys())[:3], sum(c.values()), c.pop("a"), c.setdefault("q", 7), c)
print(Counter({"x": 2, "y": 2, "z": 3}).most_common(), Counter(dict(b=1, a=1)))
print(Counter(cats=4, dogs=8), Counter([1, 1, 2, 3, 3, 3]).most_common(2))
inventory = Counter(apples=3, pears=0)
for item in ["apples", "kiwis", "apples"]:
    inventory[item] += 1
print(inventory, inventory.most_common()[-1], dict(inventory.items()))
for f in [lambda: Counter.fromkeys("ab"), lambda: Counter("a") + {"a": 1}, lambda: Counter("a") < {"a": 2}, lambda: hash(Counter())]:
    try:
        f()
    except (NotImplementedError, TypeError) as e:
        print(type(e).__name__, e)
letters = Counter()
for line in ["hello world", "lorem ipsum"]:
    letters.update(ch for ch in line if ch.isalpha())
print(letters.most_common(3), letters["l"], len(letters))
class Tally(Counter):
    pass
t = Tally("aab")
print(t, type(t).__name__, t.most_common(1))
