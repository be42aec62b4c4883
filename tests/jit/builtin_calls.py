# Calls of builtins in a loop become IR: len of a list, isinstance with a
# class and type(x) (constants once the argument's class is guarded), min/max of two
# ints, int() of a float, math.sqrt as an instruction and math.sin through
# the pure float helper: no call helper, and builtins read without load_global.
import math


class Shape:
    pass


class Circle(Shape):
    def __init__(self, r):
        self.r = r


def area_sum(shapes, n):
    total = 0.0
    count = 0
    exact = 0
    for i in range(n):
        s = shapes[i % len(shapes)]
        if isinstance(s, Shape):
            count = max(count, min(i, 50))
        if type(s) is Circle and type(i) is int:
            exact += 1
        total += math.sqrt(s.r) + math.sin(s.r) + int(s.r * 2.5)
    return total, count, exact


print(area_sum([Circle(1.0), Circle(2.0), Circle(3.5)], 3000))
