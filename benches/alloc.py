# The allocation loop of PyPy's GC post: allocate an instance with one
# attribute per iteration, keeping two alive at any time.
import sys


class A(object):
    pass


def run(loops):
    a = prev = None
    for i in range(loops):
        prev = a
        a = A()
        a.i = i
    return prev.i + a.i


loops = int(sys.argv[1]) if len(sys.argv) > 1 else 10000000
print(run(loops))
