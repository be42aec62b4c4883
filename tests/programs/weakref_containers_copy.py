# The weak dictionaries copied, deep-copied, merged with | and |=, and their reprs.
import weakref, gc, copy
class O:
    def __init__(self, i): self.i = i
    def __repr__(self): return "O(%d)" % self.i
objs = [O(i) for i in range(4)]
d = weakref.WeakValueDictionary({k: o for k, o in enumerate(objs)})
k = weakref.WeakKeyDictionary({o: o.i for o in objs})
print(sorted(d.copy().items(), key=lambda kv: kv[0]), sorted(v for v in copy.copy(k).values()))
print(type(d | {9: objs[0]}).__name__, sorted((d | {9: objs[0]}).keys()), type({1: objs[1]} | d).__name__)
d |= {7: objs[2]}
print(sorted(d.keys()), repr(d).startswith("<WeakValueDictionary at 0x"), repr(k).startswith("<WeakKeyDictionary at 0x"))
print(sorted(o.i for o in k.keys()), len(copy.deepcopy(k)))
