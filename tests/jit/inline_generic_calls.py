# Inlined callees that call what the trace does not inline (builtins it does
# not specialize, a module's functions, a function stored in an attribute)
# keep their frames inlined: those calls go through the generic call helper
# from inside the inlined frame; a callee's short loop is unrolled inline.
# Module attributes and a class's constants are constants of the trace. An
# exception raised by such a call shows every inlined frame in the traceback.
import math


class Strength:
    REQUIRED = 3
    WEAK = 1


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.scale = round

    def norm(self):
        return math.hypot(self.x, self.y)

    def weight(self, items):
        return sum(items) + self.scale(-self.x) + Strength.REQUIRED

    def same(self, other):
        return isinstance(other, Point)


def total(items):
    t = 0
    for x in items:
        t += x
    return t


def combined(p, items):
    return p.norm() + p.weight(items) + total(items)


def run(n):
    p = Point(3.0, 4.0)
    items = [1, 2, 3]
    s = 0.0
    for i in range(n):
        s += combined(p, items)
        if p.same(i):
            s += 1
    return s


print(run(3000))


def divide(a, b):
    return math.fmod(a, b)


def ratio(i, b):
    return divide(i, b) + Strength.WEAK


def failing(n):
    t = 0.0
    for i in range(n):
        t += ratio(i, 0.0 if i == n - 1 else 7.0)
    return t


failing(2000)
