# Generator and coroutine functions called every way a call binds its
# arguments (the plain positional call creates the generator without the
# general binding), generators resumed deep enough to reach the recursion
# limit, and calls that bind more parameters and keywords than fit in the
# binder's fixed scratch space.
import sys


def plain(a, b):
    yield a
    yield b
    yield a + b


def with_default(a, b=10):
    yield a
    yield b


def with_kwonly(a, *, k=3):
    yield a * k


def with_varargs(*args):
    for x in args:
        yield x


def with_varkw(**kw):
    for k in sorted(kw):
        yield k, kw[k]


print(list(plain(1, 2)))
print(list(plain(b=5, a=4)))
print(list(with_default(1)))
print(list(with_default(1, 2)))
print(list(with_kwonly(2)))
print(list(with_kwonly(2, k=5)))
print(list(with_varargs(1, 2, 3)))
print(list(with_varkw(x=1, y=2)))

for args in [(), (1,), (1, 2, 3)]:
    try:
        plain(*args)
    except TypeError as e:
        print("TypeError:", e)

try:
    plain(1, c=2)
except TypeError as e:
    print("TypeError:", e)


class Node:
    def __init__(self, left, value, right):
        self.left = left
        self.value = value
        self.right = right

    def __iter__(self):
        if self.left:
            yield from self.left
        yield self.value
        if self.right:
            yield from self.right


def build(lo, hi):
    if lo >= hi:
        return None
    mid = (lo + hi) // 2
    return Node(build(lo, mid), mid, build(mid + 1, hi))


tree = build(0, 300)
total = 0
for rounds in range(20):
    for v in tree:
        total += v
print(total)
print(list(build(0, 10)))


def nest(depth):
    if depth == 0:
        yield "bottom"
        return
    yield from nest(depth - 1)


sys.setrecursionlimit(200)
try:
    for x in nest(500):
        pass
    print("no error")
except RecursionError as e:
    print("RecursionError:", e)
print(list(nest(50)))
sys.setrecursionlimit(1000)


async def fib(n):
    if n <= 1:
        return n
    return await fib(n - 1) + await fib(n - 2)


async def fib_kw(n, step=1):
    if n <= 1:
        return n
    return await fib_kw(n - step) + await fib_kw(n=n - 2 * step)


def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as stop:
        return stop.value


print(run(fib(16)))
print(run(fib_kw(14)))


def many(p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15, p16, p17=17, *, k0=0, k1=1):
    return [p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15, p16, p17, k0, k1]


print(many(*range(17)))
print(many(*range(18), k1=-1))
print(many(p0=0, p1=1, p2=2, p3=3, p4=4, p5=5, p6=6, p7=7, p8=8, p9=9, p10=10, p11=11, p12=12, p13=13, p14=14, p15=15, p16=16, k0=9))
try:
    many(*range(16))
except TypeError as e:
    print("TypeError:", e)


def gen_many(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r):
    yield a + r


print(list(gen_many(*range(18))))
print(list(gen_many(**{name: ord(name) for name in "abcdefghijklmnopqr"})))


# A call with more arguments than a 16-bit count holds still binds them all
# (and is refused).
try:
    plain(*range(65537))
except TypeError as e:
    print("TypeError:", e)
