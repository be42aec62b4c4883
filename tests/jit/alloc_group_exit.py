# Two allocations in one group (one test of the nursery's room for both)
# with a guard between them that fails once: the exit must leave the
# nursery walkable object by object (PITH_GC_TYPES counts the objects of
# the nursery by walking it), so the first claims only its own bytes.
class P:
    pass


def run(items):
    ring = [None] * 4
    for i in range(len(items)):
        p = P()
        ring[i & 3] = p
        p.v = items[i] * 2
        q = P()
        q.v = i
        ring[(i + 1) & 3] = q
    return [r.v for r in ring]


print(run([1] * 3001 + [2.5] + [1] * 10))
