# The allocation loop where every allocation escapes: each instance is
# stored into a ring buffer list, so no optimizer may remove it.
import sys


class A(object):
    pass


def run(loops):
    ring = [None] * 1024
    for i in range(loops):
        a = A()
        a.i = i
        ring[i & 1023] = a
    return ring[0].i + ring[1023].i


loops = int(sys.argv[1]) if len(sys.argv) > 1 else 10000000
print(run(loops))
