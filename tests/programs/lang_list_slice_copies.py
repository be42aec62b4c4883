# Slicing, slice assignment, slice deletion and concatenation of lists and
# tuples build their results straight from the source sequences: every
# shape of slice, the same and a different length, sequences of objects
# that must survive the collections these allocations cause.


class Box:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return "Box(%r)" % (self.v,)


def boxes(n, base=0):
    return [Box(base + i) for i in range(n)]


def show(label, xs):
    print(label, [x.v if isinstance(x, Box) else x for x in xs])


a = boxes(10)
for s in [slice(None), slice(2, 7), slice(7, 2), slice(None, None, 2), slice(1, None, 3),
          slice(None, None, -1), slice(8, 1, -2), slice(-3, None), slice(-100, 100), slice(5, 5)]:
    show("get %r" % (s,), a[s])
    show("tuple %r" % (s,), tuple(a)[s])

# Same length: in place.
b = boxes(8)
b[2:5] = boxes(3, 100)
show("same", b)
b[0:0] = []
show("empty same", b)
# Longer, shorter, at the ends, from a tuple, from an iterator, from itself.
b[1:2] = boxes(4, 200)
show("longer", b)
b[3:9] = [Box(300)]
show("shorter", b)
b[:0] = boxes(2, 400)
show("front", b)
b[len(b):] = boxes(2, 500)
show("back", b)
b[2:4] = (Box(600), Box(601), Box(602))
show("tuple", b)
b[::3] = [Box(700 + i) for i in range(len(b[::3]))]
show("extended", b)
b[5:1] = boxes(2, 800)
show("reversed bounds", b)
b[:] = b
show("itself", b)
b[1:3] = iter(boxes(3, 900))
show("iterator", b)
try:
    b[::2] = boxes(1)
except ValueError as e:
    print("ValueError", e)

# Deletion by slice.
c = boxes(12)
del c[::3]
show("del step", c)
del c[2:5]
show("del run", c)
del c[::-2]
show("del back", c)
del c[:]
show("del all", c)

# Concatenation, with many objects in flight.
total = 0
acc = []
for i in range(300):
    acc = acc + boxes(3, i * 3)
    t = tuple(acc[-3:]) + (Box(-i),)
    total += t[-1].v + t[0].v
    if len(acc) > 30:
        acc = acc[10:]
        acc[0:2] = acc[0:2]
show("acc", acc)
print("total", total)
keep = []
for i in range(200):
    row = boxes(5, i)
    row[1:3] = row[3:5] + row[0:1]
    keep = keep[-20:] + [row[::-1]]
print(len(keep), [x.v for x in keep[-1]])

# reverse, copy, extend and repetition, also without an intermediate copy.
for n in range(6):
    r = boxes(n)
    r.reverse()
    show("reverse %d" % n, r)
d = boxes(3)
e = d.copy()
e.append(Box(9))
show("copy", d)
show("copied", e)
d.extend(d)
show("extend itself", d)
d.extend((Box(-1), Box(-2)))
show("extend tuple", d)
d.extend([])
show("extend empty", d)
grid = [boxes(2)] * 3
grid[0].append(Box(7))
print([len(row) for row in grid])
show("rep", boxes(2) * 3)
show("rep tuple", tuple(boxes(2)) * 2)
show("rep zero", boxes(2) * 0)
show("rep negative", boxes(2) * -4)
show("rep empty", [] * 10)
show("rev rep", 3 * [Box(1)])
big = [None] * 5000
big[4999] = Box("end")
print(len(big), big[4999], big[0])
