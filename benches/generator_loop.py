# Generators consumed by for loops: a generator of squares summed, and a
# generator pipeline (a filter over a map over a counter) inside an outer
# loop, so each round makes fresh generators.
import sys


def squares(n):
    for i in range(n):
        yield i * i


def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x


def scaled(xs, k):
    for x in xs:
        yield x * k


def run(n):
    t = 0
    for s in squares(n):
        t += s & 1023
    rounds = n // 1000
    for r in range(rounds):
        for v in scaled(evens(range(1000)), r):
            t += v & 1023
    return t


n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000000
print(run(n))
