# An exception raised inside an operator's dunder: the traceback shows the
# caller's line, then the dunder's, as in CPython.


class Ratio:
    def __init__(self, n):
        self.n = n

    def __truediv__(self, other):
        return Ratio(self.n // other.n)


def run(values):
    r = Ratio(1000)
    for v in values:
        r = r / Ratio(v)
    return r.n


print(run([1] * 300))
print(run([1] * 300 + [0]))
