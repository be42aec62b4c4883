# Allocations from two functions in a 3:1 byte ratio (the same objects,
# three times as many from a), and a list made in a function that the JIT
# inlines into c's loop.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


keep = [None] * 64


def a(n):
    for i in range(n):
        keep[i & 63] = Point(i, i)


def b(n):
    for i in range(n):
        keep[i & 63] = Point(i, -i)


def make(i):
    return [i, i + 1]


def c(n):
    for i in range(n):
        keep[i & 63] = make(i)


for r in range(20):
    a(30000)
    b(10000)
c(100000)
print("done")
