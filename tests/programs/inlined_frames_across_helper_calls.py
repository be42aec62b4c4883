# Loops that consume a generator: the generator's frame is inlined into the
# consuming loop's trace, and a step of it calls out of the trace (the next
# item of a zip, of an iterator written in Python). A value that overflows
# into a big int part way through leaves the compiled code from inside the
# generator's frame, whose registers must come back intact.


def total(items, start=0):
    t = start
    for x in items:
        t = t + x
    return t


def dot(row, col):
    return total(a * b for a, b in zip(row, col))


acc = 0
for i in range(40):
    x = 1 << (i * 4)
    acc += dot([x, 2], [x, 4])
print("dot", acc)


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        # Enough locals that this frame's registers cover the generator's.
        a = self.n
        b = a * 2
        c = b + 1
        d = c - b
        if a <= 0:
            raise StopIteration
        self.n = a - d
        return a


def scaled(n, scale, offset):
    return total(v * scale + offset for v in Countdown(n))


acc = 0
for i in range(40):
    acc += scaled(4, 1 << (i * 2), i)
print("scaled", acc)


def nested(rows, scale):
    # A generator over a generator, both with locals captured from here.
    base = scale * 3
    return total(total(v * scale + base for v in Countdown(r)) for r in rows)


acc = 0
for i in range(30):
    acc += nested([2, 3, i % 4], 1 << (i * 3))
print("nested", acc)


def pairs(words, sep):
    out = []
    for w in (a + sep + b for a, b in zip(words, words[1:])):
        out.append(w)
    return out


for i in range(12):
    p = pairs(["x", "y", str(i), "z" * i], "-" * (i % 3))
print("pairs", p)
