# Young objects stored into an old list from a compiled loop: the loop's
# write barrier on the list lives in its allocations' slow paths (redone
# after each collection), so every stored object must survive the
# collections that follow and keep its fields.
class Cell(object):
    pass


def fill(ring, n):
    size = len(ring)
    for i in range(n):
        c = Cell()
        c.v = i
        c.pair = (i, -i)
        ring[i % size] = c
    return ring


def check(ring, n):
    size = len(ring)
    bad = 0
    for k in range(size):
        c = ring[k]
        expect = n - size + ((k - n) % size)
        if c.v != expect or c.pair != (expect, -expect):
            bad += 1
    return bad


ring = [None] * 257
junk = []
for rnd in range(4):
    fill(ring, 3000 + rnd)
    junk.append([object() for _ in range(500)])
    print(rnd, check(ring, 3000 + rnd), sum(c.v for c in ring) % 100003)


def grow(n):
    out = []
    for i in range(n):
        out.append([i, float(i)])
    return out


rows = grow(5000)
print(len(rows), rows[0], rows[-1], sum(r[0] for r in rows))
