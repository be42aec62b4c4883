# Two kinds of objects made together in one loop, which the JIT allocates
# as one group: two floats (16 bytes each) and a Point (24 bytes) per
# iteration, so floats are 4/7 of the bytes and Points 3/7.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


keep = [None] * 64


def run(n):
    for i in range(n):
        f = i * 1.5
        keep[i & 63] = Point(f, f + 1.0)


run(400000)
print("done")
