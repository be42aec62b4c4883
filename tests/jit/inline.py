# Calls inlined into a trace: the callee's frame exists only in snapshots.
# Guards fail inside the inlined callee (the value's type changes), and an
# exception raised there must show the callee's frame in the traceback.
def scale(x, k):
    return x * k + 1


def combine(a, b):
    return scale(a, 2) + scale(b, 3)


def run(values):
    total = 0
    for v in values:
        total = total + combine(v, v)
    return total


print(run(list(range(1000))))
print(run(list(range(500)) + [0.5, 1.5] + list(range(10))))


class P(object):
    def __init__(self):
        self.n = 0

    def bump(self, d):
        self.n = self.n + d
        return self.n


def methods(n):
    p = P()
    s = 0
    for i in range(n):
        s = s + p.bump(i)
    return s, p.n


print(methods(2000))


def failing(values):
    t = 0
    for v in values:
        t = t + combine(v, 1)
    return t


failing(list(range(300)) + ["oops"])
