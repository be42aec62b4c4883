# Stores into attributes an instance keeps past its inline slots (its
# overflow array), from compiled loops: ints, young objects stored into
# old instances (the write barrier must see them), attributes added later,
# and a class whose __setattr__ or property must still run.
import gc

class Wide:
    def __init__(self, i):
        self.a = i
        self.b = i + 1
        self.c = i + 2
        self.d = i + 3
        self.e = i + 4
        self.f = i + 5
        self.g = i + 6
        self.h = i + 7
        self.j = i + 8
        self.k = [i]
        self.last = None

class Logged(Wide):
    def __setattr__(self, name, value):
        if name == "last":
            value = ("logged", value)
        object.__setattr__(self, name, value)

class Guarded(Wide):
    @property
    def k(self):
        return self._k
    @k.setter
    def k(self, v):
        self._k = [v, "via property"]

objs = [Wide(i) for i in range(20)]
for o in objs:
    # Added after __init__: past the slots the class reserves.
    o.late = 0
    o.held = None
gc.collect()
for n in range(3000):
    o = objs[n % 20]
    o.held = [n, str(n)]
    o.late -= 1
    o.k = {"n": n}
    if n % 500 == 0:
        gc.collect()
        o.extra = n
print([(o.late, o.k, o.held, getattr(o, "extra", None)) for o in objs[:4]])

def fill(group, n):
    for w in group:
        w.held = None
    for i in range(n):
        w = group[i % len(group)]
        w.last = (i, [i] * 2)
        w.held = [i, w.last]
        w.h += 1
    return [(w.last, w.h, w.held[0]) for w in group]

print(fill([Logged(i) for i in range(3)], 400))
print(fill([Guarded(i) for i in range(3)], 400))
mixed = [Wide(1), Logged(2), Guarded(3)]
print(fill(mixed, 300))
gc.collect()
print(sum(len(str(o.held)) for o in objs))
