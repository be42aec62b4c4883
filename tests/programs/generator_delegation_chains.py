# Chains of `yield from` between generators: values, sent values, return
# values, exceptions, throw/close, re-entrancy errors, shared delegates,
# delegates driven from outside, the recursion limit, and await chains.
import sys


class Tree:
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


def tree(items):
    n = len(items)
    if n == 0:
        return None
    i = n // 2
    return Tree(tree(items[:i]), items[i], tree(items[i + 1:]))


t = tree(range(300))
for rnd in range(3):
    total = 0
    for x in t:
        total += x
    print("tree walk", rnd, total, list(t)[:5], sum(t), max(t))
print("zip of two walks", list(zip(t, t))[-2:], next(iter(t)))


# Return values climb the chain; sent values reach the innermost generator.
def leaf(tag):
    got = []
    while True:
        v = yield (tag, len(got))
        if v == "stop":
            return (tag, got)
        got.append(v)


def middle(depth):
    if depth == 0:
        r = yield from leaf("leaf")
    else:
        r = yield from middle(depth - 1)
    return ("middle", depth, r)


g = middle(5)
print(next(g))
print(g.send(1))
print(g.send("two"))
try:
    g.send("stop")
except StopIteration as e:
    print("returned", e.value)
print("after the end", next(g, "exhausted"))


# An exception in the innermost generator, caught half way up the chain.
def raiser(n):
    yield n
    raise KeyError(n)


def catcher(depth):
    try:
        if depth == 0:
            yield from raiser(7)
        else:
            yield from catcher(depth - 1)
    except KeyError as e:
        yield ("caught at", depth, e.args)
        if depth < 2:
            raise
    yield ("after", depth)


print(list(catcher(4)))


# PEP 479: StopIteration inside the chain becomes RuntimeError.
def stopper():
    yield 1
    raise StopIteration("inner")


def wrap_stop(depth):
    if depth == 0:
        yield from stopper()
    else:
        try:
            yield from wrap_stop(depth - 1)
        except RuntimeError as e:
            yield ("RuntimeError at", depth, str(e), type(e.__cause__).__name__)


print(list(wrap_stop(3)))


# throw() and close() go down the chain; finally blocks run innermost first.
def guarded(name, inner):
    try:
        if inner is None:
            while True:
                try:
                    yield name
                except ValueError as e:
                    yield ("handled", name, str(e))
        else:
            r = yield from inner
            print("  inner done", r)
    finally:
        print("  finally", name)


g = guarded("a", guarded("b", guarded("c", None)))
print(next(g))
print(g.throw(ValueError("boom")))
print(next(g))
g.close()
print("closed", next(g, "exhausted"))

g = guarded("a", guarded("b", guarded("c", None)))
next(g)
try:
    g.throw(TypeError("unhandled"))
except TypeError as e:
    print("TypeError came out:", e)


# Resuming a generator of a running chain is an error, as in CPython.
def reentrant_leaf():
    try:
        next(outer_gen)
    except ValueError as e:
        yield ("outer", str(e))
    try:
        next(mid_gen)
    except ValueError as e:
        yield ("middle", str(e))
    yield "done"


def reentrant_mid():
    yield from reentrant_leaf()


def reentrant_outer():
    yield from mid_gen


mid_gen = reentrant_mid()
outer_gen = reentrant_outer()
print(list(outer_gen))


# Two generators delegating to one shared generator, alternately.
def counter(n):
    for i in range(n):
        yield i
    return "counter done"


def sharer(name, shared):
    r = yield from shared
    yield (name, "saw return", r)


shared = counter(5)
a, b = sharer("a", shared), sharer("b", shared)
out = []
for _ in range(4):
    out.append(next(a, None))
    out.append(next(b, None))
print(out)


# The delegate driven directly while its delegator is suspended.
inner = counter(4)
outer = sharer("outer", inner)
print(next(outer), next(inner), next(inner), next(outer))
print(list(inner), list(outer))


# Delegating to finished, fresh and non-generator iterables.
def mixed():
    done = counter(1)
    list(done)
    r = yield from done
    yield ("finished delegate returns", r)
    yield from (x * x for x in range(3))
    yield from [10, 11]
    yield from iter("ab")
    r = yield from counter(2)
    yield r


print(list(mixed()))


# A chain under the recursion limit and one over it.
def deep(n):
    if n == 0:
        yield "bottom"
        return "up"
    r = yield from deep(n - 1)
    return r


def drive(n):
    g = deep(n)
    try:
        v = next(g)
        next(g, None)
        return v
    except RecursionError:
        return "RecursionError"


print(drive(100), drive(sys.getrecursionlimit() + 50))


def recurse_then(n, depth):
    if n == 0:
        return drive(depth)
    return recurse_then(n - 1, depth)


print(recurse_then(200, 700), recurse_then(200, 900))


# A generator of the chain that hit the limit is finished afterwards.
g = deep(sys.getrecursionlimit() + 50)
try:
    next(g)
except RecursionError:
    print("limit reached; then", next(g, "exhausted"))


# Await chains driven by hand, as an event loop does.
class Ready:
    def __init__(self, v):
        self.v = v

    def __await__(self):
        got = yield ("waiting for", self.v)
        return (self.v, got)


async def level(n):
    if n == 0:
        return await Ready("leaf")
    r = await level(n - 1)
    return (n, r)


c = level(4)
print(c.send(None))
try:
    c.send("resumed")
except StopIteration as e:
    print("coroutine returned", e.value)


async def failing(n):
    if n == 0:
        await Ready("x")
        raise OSError("deep failure")
    try:
        r = await failing(n - 1)
    except OSError as e:
        if n == 2:
            return ("handled at", n, str(e))
        raise
    return (n, r)


c = failing(5)
c.send(None)
try:
    c.send(None)
except StopIteration as e:
    print("coroutine returned", e.value)


# Many chains at once, long enough for the collector to move them.
def nested_range(lo, hi):
    if hi - lo <= 2:
        yield from range(lo, hi)
        return
    mid = (lo + hi) // 2
    yield from nested_range(lo, mid)
    yield [lo, hi]
    yield from nested_range(mid, hi)


gens = [nested_range(0, 64) for _ in range(20)]
totals = [0] * 20
live = True
while live:
    live = False
    for i, g in enumerate(gens):
        v = next(g, None)
        if v is not None:
            live = True
            totals[i] += v if isinstance(v, int) else len(v)
print(totals[:3], len(set(totals)))
