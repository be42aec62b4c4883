# Objects with keys() and __getitem__ act as mappings for dict(), update and **.
class Config:
    def __init__(self, pairs):
        self._pairs = pairs

    def keys(self):
        return [k for k, _ in self._pairs]

    def __getitem__(self, key):
        for k, v in self._pairs:
            if k == key:
                return v
        raise KeyError(key)


c = Config([("a", 1), ("b", 2)])
print(dict(c))
d = {"z": 0}
d.update(c)
print(d, {**c, "c": 3})


def f(**kw):
    return sorted(kw.items())


print(f(**c))
from collections import defaultdict, Counter, OrderedDict
dd = defaultdict(int)
dd["x"] += 2
print(dict(dd), dict(Counter("abca")), dict(OrderedDict([("q", 1)])))
try:
    f(**5)
except TypeError as e:
    print("TypeError raised")
