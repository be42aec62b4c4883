# Functions without loops get traces of their own, from their entry to
# their return, once called often enough and when they do enough work per
# call to pay for entering compiled code: recursive ones (a trace inlines
# one level of its recursion; deeper calls go from trace to trace through
# the call helper), also from a loop's trace that inlines the first call.
# A function doing too little per call is left to the interpreter. An
# exception raised deep in compiled recursion shows every frame, and
# recursion past the limit (inlined frames counted) raises RecursionError.
import sys


def walk(node, depth):
    if node is None:
        return depth
    left, value, right = node
    a = walk(left, depth + 1)
    b = walk(right, depth + 1)
    m = a if a > b else b
    return m + (value & 1) + (value % 3 == 0) - (value % 3 == 0)


def build(lo, hi):
    if lo >= hi:
        return None
    mid = (lo + hi) // 2
    return (build(lo, mid), mid, build(mid + 1, hi))


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)


def length2(v, scale=1.0):
    a = v.x * v.x
    b = v.y * v.y
    c = (a + b) * scale
    if c > 1000.0:
        c = c - 1000.0
    d = a * 0.5 + b * 0.25
    e = d - a * 0.5 - b * 0.25
    return c + e * e + a * 0.0 + b * 0.0


def tiny(x):
    return x + 1


def run(n):
    v = Vec(0.0, 0.0)
    step = Vec(0.5, 0.25)
    total = 0.0
    for i in range(n):
        v = v.add(step)
        total += length2(v, scale=0.5)
    return total


def depth(n, k):
    if n == 0:
        return k
    a = n * 3 + k
    b = a % 7
    c = (a + b) // 2
    return depth(n - 1, k) + (c - c) + 1


def checked(n, k):
    if n == 7:
        raise ValueError("seven")
    if n == 0:
        return k
    a = n * 3 + k
    b = a % 7
    c = (a + b) // 2
    return checked(n - 1, k) + (c - c) + 1


tree = build(0, 2000)
print(walk(tree, 0))
print(run(2000))
print(sum(tiny(i) for i in range(100)))
sys.setrecursionlimit(300)
print(depth(250, 0))
try:
    depth(400, 0)
except RecursionError as e:
    print("RecursionError:", e)
for k in range(200):
    depth(5, k)
checked(40, 0)
