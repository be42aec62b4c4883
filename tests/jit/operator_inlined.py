# A binary operator whose class defines it in Python (`__add__`, and
# `__rmul__` for `k * v`) runs the method as a frame the trace inlines: the
# loop has no call, and the vectors that never leave it are not allocated.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __rmul__(self, k):
        return Vec(k * self.x, k * self.y)


def run(n):
    total = 0.0
    for i in range(n):
        v = Vec(i, 1.5) + 2 * Vec(1, 0.5)
        total += v.x * v.y
    return total


print(run(3000))
