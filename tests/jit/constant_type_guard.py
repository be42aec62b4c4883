# A type guard on a constant object the trace folded in (the class `Vec`
# read from the module's namespace, then its attribute `Vec.ZERO` read)
# always holds: the recorder leaves it out.
class Vec:
    def __init__(self, x):
        self.x = x


Vec.ZERO = Vec(0)


def shift(n):
    t = 0
    for i in range(n):
        t += i - Vec.ZERO.x
    return t


print(shift(3000))
