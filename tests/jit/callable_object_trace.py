# A call that compiled code makes of an instance whose class defines
# __call__ enters __call__'s own trace (the instance passed first), as a
# call of a plain function does; it is not counted among the calls that
# compiled code leaves to the interpreter.
class Spline:
    def __init__(self, k):
        self.k = k

    def __call__(self, u):
        d = [self.k * u + i for i in range(3)]
        for i in range(2):
            d[i] = d[i] * 0.5 + d[i + 1] * 0.5
        return d[0]


def walk(curve, n):
    total = 0.0
    for i in range(n):
        total += curve(i / n)
    return total


print(round(walk(Spline(3.0), 20000), 6))
