# collections.abc: Mapping, MutableMapping and MutableSet mixins for user classes
from collections.abc import Mapping, MutableMapping, MutableSet

class Config(MutableMapping):
    def __init__(self, **kw):
        self._d = {}
        for k, v in kw.items():
            self._d[k.lower()] = v
    def __getitem__(self, k):
        return self._d[k.lower()]
    def __setitem__(self, k, v):
        self._d[k.lower()] = v
    def __delitem__(self, k):
        del self._d[k.lower()]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
cfg = Config(Host="x", port=80)
print(cfg["HOST"], "PORT" in cfg, cfg.get("nope", "dflt"), sorted(cfg.keys()), sorted(cfg.items()), sorted(cfg.values(), key=str))
cfg.update({"Debug": True}, Level=3); cfg.setdefault("port", 1); cfg.setdefault("user", "me")
print(sorted(cfg.items()), cfg.pop("debug"), cfg.pop("zzz", None), len(cfg))
print(cfg == {"host": "x", "port": 80, "level": 3, "user": "me"}, cfg != {}, ("port", 80) in cfg.items(), 80 in cfg.values())
print(cfg.keys() & {"host", "q"}, cfg.keys() | {"z"} == {"host", "port", "level", "user", "z"}, len(cfg.keys()))
k, v = cfg.popitem(); print(k, v); cfg.clear(); print(len(cfg), dict(cfg.items()))
class Frozen(Mapping):
    def __init__(self, d):
        self._d = dict(d)
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
f = Frozen({"a": 1})
print(f == Frozen({"a": 1}), f == {"a": 1}, f == {"a": 2}, f.get("b", 5), list(f.items()), "a" in f)
class Bits(MutableSet):
    def __init__(self, it=()):
        self._s = set()
        for x in it:
            self.add(x)
    def __contains__(self, x):
        return x in self._s
    def __iter__(self):
        return iter(sorted(self._s))
    def __len__(self):
        return len(self._s)
    def add(self, x):
        self._s.add(x)
    def discard(self, x):
        self._s.discard(x)
    def __repr__(self):
        return "Bits(%r)" % sorted(self._s)
a, b = Bits([1, 2, 3]), Bits([3, 4])
print(a & b, a | b, a - b, a ^ b, a <= Bits([1, 2, 3, 9]), a == Bits([3, 2, 1]), a.isdisjoint(b), a > Bits([1]))
a |= [7]; a -= Bits([1]); print(a, a.pop(), a)
a.remove(3); print(a)
try:
    a.remove(99)
except KeyError as e:
    print("KeyError", e)
