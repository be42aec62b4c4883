# Call-heavy code: recursive functions, method calls on small objects and
# keyword arguments.
import sys


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    def scaled(self, k=2):
        return Vec(self.x * k, self.y * k)


def walk(n):
    v = Vec(1, 2)
    w = Vec(3, 4)
    total = 0
    for i in range(n):
        total += v.dot(w)
        total += w.scaled(k=3).x
    return total


n = int(sys.argv[1]) if len(sys.argv) > 1 else 27
print(fib(n))
print(walk(n * 20000))
