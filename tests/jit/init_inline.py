# Instantiation with a Python __init__ inlined into the trace: __init__ runs
# in a frame that exists only in snapshots, and exits inside it rebuild that
# frame (with the instance it returns); the instance never escapes (`p` is
# dead at the loop header), so only the exits build it.
class Point(object):
    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.norm1 = abs(x) + abs(y) if False else x + y


class Odd(object):
    def __init__(self, v):
        self.v = v
        if v > 250:
            return v


def build(n):
    total = 0
    for i in range(n):
        p = Point(i, i + 1)
        total = total + p.x * 2 + p.y + p.norm1
    return total


print(build(2000))
# The types change inside the inlined __init__ after compilation.
def build_mixed(values):
    out = 0.0
    for v in values:
        p = Point(v, v)
        out = out + p.norm1
    return out


print(build_mixed(list(range(500)) + [0.5, 1.25] + list(range(10))))
# __init__ returns a value after compilation: the interpreter raises the TypeError.
def odd(n):
    k = 0
    for i in range(n):
        k = k + Odd(i).v
    return k


try:
    odd(300)
except TypeError as e:
    print("TypeError:", e)
