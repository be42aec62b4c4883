# Weak references under allocation churn: referents die young (cleared by
# minor collections) and old (cleared when marking finishes); callbacks run
# once each; weak containers shrink as their entries are collected.
import gc
import weakref


class Node:
    def __init__(self, i):
        self.i = i
        self.payload = [i] * 3


def churn(n):
    """Makes n nodes, keeps every third, weakly refers to all."""
    kept = []
    refs = []
    fired = []
    for i in range(n):
        node = Node(i)
        refs.append(weakref.ref(node, lambda r, i=i: fired.append(i)))
        if i % 3 == 0:
            kept.append(node)
    node = None
    gc.collect()
    alive = [r().i for r in refs if r() is not None]
    return kept, refs, fired, alive


kept, refs, fired, alive = churn(3000)
print(len(kept), len(alive), alive == [k.i for k in kept])
print(len(fired), sorted(fired) == [i for i in range(3000) if i % 3 != 0])
print(len(set(fired)) == len(fired))

# The survivors are old now; dropping them clears at the next full collection.
del kept[::2]
gc.collect()
print(sum(1 for r in refs if r() is not None), len(fired))

# A cache that forgets what nobody uses.
cache = weakref.WeakValueDictionary()
live = []
for i in range(2000):
    n = Node(i)
    cache[i] = n
    if i % 10 == 0:
        live.append(n)
n = None
gc.collect()
print(len(cache), sorted(cache)[:5], all(cache[k.i] is k for k in live))

# Per-object metadata that goes with the object.
meta = weakref.WeakKeyDictionary()
objs = [Node(i) for i in range(500)]
for o in objs:
    meta[o] = o.i * 2
del objs[100:]
gc.collect()
print(len(meta), sum(meta.values()) == sum(i * 2 for i in range(100)))

# A ref to a ref's owner chain: callbacks see the dead ref.
seen = []
class Owner:
    pass
o = Owner()
r = weakref.ref(o, seen.append)
del o
gc.collect()
print(seen == [r], r() is None)

# finalize order at collection: each exactly once.
log = []
things = [Owner() for _ in range(5)]
fins = [weakref.finalize(t, log.append, k) for k, t in enumerate(things)]
del things
gc.collect()
print(sorted(log), [f.alive for f in fins])
