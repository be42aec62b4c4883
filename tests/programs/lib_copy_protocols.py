# copy: subclasses, empty instances, exceptions, __reduce__ and bound methods
import copy

class Base:
    def __init__(self):
        self.base = True
class Derived(Base):
    def __init__(self, v):
        super().__init__()
        self.v = v
dv = copy.copy(Derived([1]))
print(dv.base, dv.v, type(dv).__name__, isinstance(dv, Base))
print(Derived(3).v, Base().base)
class Empty:
    pass
e = copy.deepcopy(Empty())
print(type(e).__name__, vars(e))
class MyError(Exception):
    pass
err = MyError("bad", 42)
err.note = "extra"
ce = copy.copy(err)
print(type(ce).__name__, ce.args, ce.note, ce is err, str(ce))
class Reducer:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __reduce__(self):
        return (Reducer, (self.a, self.b * 2))
rc = copy.copy(Reducer(1, 2))
print(rc.a, rc.b)
class Holder:
    def __init__(self):
        self.items = [1, 2]
    def total(self):
        return sum(self.items)
h = Holder()
m = copy.deepcopy(h.total)
h.items.append(3)
print(h.total(), m())
