# Generators resumed by for loops and yield from, in every way they end.
import sys

def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return "done"

def chain(n):
    r = yield from count(n)
    yield r

def tree(d):
    if d == 0:
        yield d
        return
    yield from tree(d - 1)
    yield d
    yield from tree(d - 1)

total = 0
for x in count(5):
    total += x
print("count", total, x)
print("chain", list(chain(3)), [v for v in chain(2)])
print("tree", sum(1 for _ in tree(6)), list(tree(2)))

# The loop variable keeps the last value after the generator returns.
for last in count(3):
    pass
print("last", last)

# An exception raised inside a generator reaches the for loop's handler.
def bad(n):
    for i in range(n):
        if i == 2:
            raise ValueError("bad at %d" % i)
        yield i

got = []
try:
    for v in bad(5):
        got.append(v)
except ValueError as e:
    print("caught", e, got)

# Handled inside the generator.
def guarded():
    for i in range(4):
        try:
            if i % 2:
                raise KeyError(i)
            yield i
        except KeyError as k:
            yield -k.args[0]
print("guarded", list(guarded()))

# StopIteration escaping a generator becomes RuntimeError (PEP 479).
def leaks():
    yield 1
    next(iter([]))
try:
    for v in leaks():
        pass
except RuntimeError as e:
    print("pep479", e, type(e.__cause__).__name__)

# A generator finished by an exception is finished.
g = bad(5)
try:
    for v in g:
        pass
except ValueError:
    pass
print("after error", list(g))

# send() through yield from, and the value of yield from.
def echo():
    got = []
    while True:
        x = yield len(got)
        if x is None:
            return got
        got.append(x)

def outer():
    r = yield from echo()
    yield ("returned", r)

o = outer()
print("send", next(o), o.send("a"), o.send("b"), next(o))

# Partly consumed, then finished from elsewhere.
g = count(10)
for v in g:
    if v == 3:
        break
print("break", v, next(g), list(g))

# A generator iterating itself is already executing.
def selfish():
    yield 1
    for x in me:
        yield x
me = selfish()
try:
    print(list(me))
except ValueError as e:
    print("selfish", e)

# Nested loops over live generators, and a generator that yields from a list.
def pairs(n):
    for a in count(n):
        for b in count(a):
            yield (a, b)
def flat(xs):
    yield from xs
print("pairs", list(pairs(4)), list(flat([1, 2, 3])))

# Deep yield from chains stop at the recursion limit with RecursionError.
def deep(n):
    if n == 0:
        yield 0
    else:
        yield from deep(n - 1)
sys.setrecursionlimit(200)
try:
    for v in deep(500):
        pass
    print("deep finished")
except RecursionError:
    print("deep RecursionError")
sys.setrecursionlimit(1000)
print("deep small", list(deep(50)))

# Coroutines awaited from coroutines.
async def fib(n):
    if n < 2:
        return n
    return await fib(n - 1) + await fib(n - 2)
c = fib(15)
try:
    c.send(None)
except StopIteration as s:
    print("fib", s.value)
