# Calls that pass some positional arguments and leave the rest to the
# defaults: methods, closures, recursion, a shared mutable default,
# __defaults__ replaced or removed between calls, and the errors when too
# few arguments remain.


def f(a, b=2, c=[]):
    c.append(a)
    return (a, b, len(c))


for i in range(4):
    print(f(i), f(i, 10), f(i, 10, []))


class Point:
    def __init__(self, x=0, y=0):
        self.x = x
        self.y = y

    def moved(self, dx=1, dy=1):
        return Point(self.x + dx, self.y + dy)

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)


p = Point()
for i in range(3):
    p = p.moved()
    print(p, Point(i), Point(i, -i), p.moved(5))


def make_adder(k):
    def add(x, y=k):
        return x + y
    return add


add3 = make_adder(3)
print([add3(i) for i in range(4)], add3(1, 1))


def depth(n, acc=0):
    return acc if n == 0 else depth(n - 1, acc + n)


print(depth(50), depth(10, 1000))

# __defaults__ changes between calls at the same site.
def g(a, b=1, c=2):
    return a + b + c


def call_g(x):
    return g(x)


print(call_g(0))
g.__defaults__ = (10, 20)
print(call_g(0))
g.__defaults__ = (100,)
try:
    print(call_g(0))
except TypeError as e:
    print("TypeError:", e)
print(g(0, 1))
g.__defaults__ = None
try:
    print(call_g(0))
except TypeError as e:
    print("TypeError:", e)

# Too few arguments with too few defaults, and defaults with a generator.
def h(a, b, c=3):
    return a, b, c


try:
    h(1)
except TypeError as e:
    print("TypeError:", e)
print(h(1, 2), h(1, 2, 4))


def gen(n, step=1):
    i = 0
    while i < n:
        yield i
        i += step


print(list(gen(5)), list(gen(5, 2)))
