# Objects whose methods and attributes are read in a loop that also keeps a
# count on a class (`Registry.created += 1`), as object counters, id
# generators and class-level statistics do: a store into one class
# namespace at every step, while the reads go to other classes.
import sys


class Registry:
    created = 0


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y
        Registry.created += 1

    def dot(self, other):
        return self.x * other.x + self.y * other.y


def run(steps):
    vs = [Vec(i % 13, i % 7) for i in range(32)]
    t = 0
    for s in range(steps):
        a = vs[s & 31]
        b = Vec(a.y, a.x)
        t += a.dot(b) + b.x
    return t, Registry.created


steps = int(sys.argv[1]) if len(sys.argv) > 1 else 2000000
print(run(steps))
