# The dumps name the JIT's constants: type ids by their type (a float, an
# instance's shape by its class) and object words by what they are (a
# function called in the loop, a small int).
class Point:
    def __init__(self, x):
        self.x = x


def scale(v):
    return v * 2.5


def run(n):
    total = 0.0
    p = Point(1.5)
    for i in range(n):
        total += scale(p.x) + i
    return total


print(run(3000))
