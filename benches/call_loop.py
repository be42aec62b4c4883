# A call-heavy loop: small Python functions called from a hot loop.
import sys


def square(x):
    return x * x


def add3(a, b, c):
    return a + b + c


def run(n):
    total = 0
    for i in range(n):
        total = add3(total, square(i & 255), 1) & 1073741823
    return total


n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000000
print(run(n))
