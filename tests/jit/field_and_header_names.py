# The dumps name what the JIT's integers stand for: alias classes by the
# memory they cover, allocation headers by their type, the address of the
# trace's validity word, and the type bits a shape transition stores.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def run(n):
    keep = []
    total = 0.0
    for i in range(n):
        p = Point(i, i + 0.5)
        keep.append(p)
        total += p.y
    return total, len(keep)


print(run(3000))
