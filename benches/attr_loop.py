# An attribute-heavy object loop: particles whose fields are read and
# written every step.
import sys


class Particle(object):
    def __init__(self, x, v):
        self.x = x
        self.v = v
        self.hits = 0


def run(steps):
    ps = [Particle(i, (i % 7) - 3) for i in range(64)]
    for s in range(steps):
        p = ps[s & 63]
        p.x = p.x + p.v
        if p.x > 1000 or p.x < -1000:
            p.v = -p.v
            p.hits = p.hits + 1
    return sum(p.hits for p in ps), sum(p.x for p in ps)


steps = int(sys.argv[1]) if len(sys.argv) > 1 else 10000000
print(run(steps))
