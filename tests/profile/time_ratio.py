# Two functions doing the same work per iteration, a three times as many
# iterations as b: a time profile should split about 3:1 between them.
# `step` is small enough to be inlined into the compiled loops. They take
# turns many times, so that a machine busy with other work slows both alike.
import sys


def step(x, i):
    return (x * 31 + i) % 1000003


def a(n):
    x = 1
    for i in range(3 * n):
        x = step(x, i)
    return x


def b(n):
    x = 1
    for i in range(n):
        x = step(x, i)
    return x


n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
total = 0
for _ in range(40):
    total += a(n // 10) + b(n // 10)
print(total > 0)
