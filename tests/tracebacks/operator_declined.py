# An operator's dunder runs as a frame: when it declines and nothing else
# takes the operation, the TypeError is reported at the operator's line in
# the caller, with no line of the dunder (it returned normally); run hot,
# so that compiled code reaches the failure too.


class Meters:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        if isinstance(other, Meters):
            return Meters(self.v + other.v)
        return NotImplemented


def total(items):
    t = Meters(0)
    for x in items:
        t = t + x
    return t


print(total([Meters(i) for i in range(500)]).v)
print(total([Meters(i) for i in range(500)] + [3]).v)
