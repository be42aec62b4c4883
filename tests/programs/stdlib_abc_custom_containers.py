# collections.abc mixins on user classes: a Sequence (gets __iter__,
# __contains__, __reversed__, index, count), a MutableSequence (append,
# extend, pop, remove, reverse, +=), a Set (comparisons and &|-^ returning
# the user class via _from_iterable), a MutableSet (add/discard based
# remove/pop/|=), and a Mapping (keys/items/values/get/==); plus
# isinstance of these user classes against the ABCs they derive from.
from collections.abc import Sequence, MutableSequence, Set, MutableSet, Mapping, Sized, Iterable, Container

class Span(Sequence):
    """Integers lo, lo+step, ... < hi, computed on demand."""
    def __init__(self, lo, hi, step=1):
        self.lo, self.hi, self.step = lo, hi, step
    def __len__(self):
        return max(0, (self.hi - self.lo + self.step - 1) // self.step)
    def __getitem__(self, i):
        if isinstance(i, slice):
            return list(self)[i]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("Span index out of range")
        return self.lo + i * self.step

s = Span(3, 20, 4)
print(len(s), list(s), s[0], s[-1], 7 in s, 8 in s, list(reversed(s)), s.index(11), s.count(15), s[1:3])
try:
    s.index(4)
except ValueError as e:
    print("ValueError", e)
print(isinstance(s, Sequence), isinstance(s, Sized), isinstance(s, Iterable), isinstance(s, Container), isinstance(s, MutableSequence))

class TypedList(MutableSequence):
    def __init__(self, kind, items=()):
        self.kind = kind
        self._data = []
        self.extend(items)
    def _check(self, v):
        if not isinstance(v, self.kind):
            raise TypeError(f"expected {self.kind.__name__}, got {type(v).__name__}")
        return v
    def __len__(self):
        return len(self._data)
    def __getitem__(self, i):
        return self._data[i]
    def __setitem__(self, i, v):
        self._data[i] = self._check(v)
    def __delitem__(self, i):
        del self._data[i]
    def insert(self, i, v):
        self._data.insert(i, self._check(v))
    def __repr__(self):
        return f"TypedList[{self.kind.__name__}]({self._data})"

tl = TypedList(int, [3, 1])
tl.append(4)
tl.extend((1, 5))
tl.insert(0, 9)
print(tl, tl.pop(), tl.pop(0), tl)
tl.remove(1)
tl.reverse()
tl += [2, 6]
print(tl, len(tl), 4 in tl, tl.index(6), tl.count(1))
for bad in [lambda: tl.append("x"), lambda: tl.remove(99), lambda: TypedList(str, ["a", 1])]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

class Interval(Set):
    """A set of ints given by a sorted list, with set algebra from the mixin."""
    def __init__(self, items=()):
        self._items = sorted(set(items))
    def __contains__(self, x):
        return x in self._items
    def __iter__(self):
        return iter(self._items)
    def __len__(self):
        return len(self._items)
    def __repr__(self):
        return f"Interval({self._items})"

a, b = Interval(range(1, 6)), Interval([4, 5, 6, 7])
print(a & b, a | b, a - b, a ^ b, type(a & b).__name__)
print(a <= Interval(range(10)), a < a, a == Interval([5, 4, 3, 2, 1]), a.isdisjoint(Interval([9])), Interval() == Interval([]))

class Tags(MutableSet):
    def __init__(self, *tags):
        self._s = set()
        for t in tags:
            self.add(t)
    def __contains__(self, t):
        return t.lower() in self._s
    def __iter__(self):
        return iter(sorted(self._s))
    def __len__(self):
        return len(self._s)
    def add(self, t):
        self._s.add(t.lower())
    def discard(self, t):
        self._s.discard(t.lower())
    def __repr__(self):
        return "Tags(" + ", ".join(self) + ")"

tags = Tags("Python", "VM", "jit")
tags |= {"GC", "python"}
tags -= {"vm"}
print(tags, "PYTHON" in tags, len(tags))
tags.remove("JIT")
try:
    tags.remove("missing")
except KeyError as e:
    print("KeyError", e)
print(tags, tags.pop() in ("gc", "python"), len(tags))
tags.clear()
print(tags, len(tags))

class Env(Mapping):
    def __init__(self, pairs):
        self._d = dict(pairs)
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
env = Env([("HOME", "/root"), ("SHELL", "sh")])
print(list(env.keys()), list(env.items()), list(env.values()), env.get("PATH", "-"), "HOME" in env, env == {"SHELL": "sh", "HOME": "/root"})
print(isinstance(env, Mapping), dict(env), sorted(env), len(env))
