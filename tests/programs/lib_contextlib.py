# contextlib: contextmanager (yield value, cleanup, exceptions, misuse errors, as decorator), suppress, closing, nullcontext, ExitStack, redirect_stdout/stderr, AbstractContextManager
import contextlib
import io
import sys
from contextlib import (contextmanager, suppress, closing, nullcontext, ExitStack,
                        redirect_stdout, redirect_stderr, AbstractContextManager)

log = []


@contextmanager
def tag(name):
    log.append("enter " + name)
    yield name.upper()
    log.append("exit " + name)


with tag("a") as v:
    print("inside", v)
print(log)
log.clear()


@contextmanager
def catching(kind):
    try:
        yield "guarded"
    except kind as e:
        print("generator caught", type(e).__name__, e)
    finally:
        print("generator finally")


with catching(ValueError) as g:
    print("body", g)
    raise ValueError("bad value")
print("after suppressed block")

try:
    with catching(ValueError):
        raise KeyError("k")
except KeyError as e:
    print("escaped", type(e).__name__, e)


@contextmanager
def reraise():
    try:
        yield
    except ZeroDivisionError as e:
        print("saw", e)
        raise RuntimeError("wrapped") from e


try:
    with reraise():
        1 / 0
except RuntimeError as e:
    print(type(e).__name__, e, "cause:", type(e.__cause__).__name__)


@contextmanager
def passthrough():
    yield
    print("not reached on error")


try:
    with passthrough():
        raise IndexError("idx")
except IndexError as e:
    print("IndexError", e)


@contextmanager
def no_yield():
    if False:
        yield
    print("no_yield body ran")


try:
    with no_yield():
        print("not reached")
except RuntimeError as e:
    print(type(e).__name__, e)


@contextmanager
def twice():
    yield 1
    yield 2


try:
    with twice() as t:
        print("twice got", t)
except RuntimeError as e:
    print(type(e).__name__, e)


@tag("deco")
def decorated(x):
    log.append("call %d" % x)
    return x * 2


print(decorated(5), decorated(6))
print(log)
log.clear()

# suppress
with suppress(KeyError):
    {}["missing"]
    print("not reached")
print("suppressed KeyError")
with suppress(ValueError, TypeError):
    int("x")
with suppress(ValueError, TypeError):
    len(5)
print("suppressed both kinds")
with suppress(LookupError):
    [][3]
print("suppressed subclass via LookupError")
try:
    with suppress(KeyError, IndexError):
        1 / 0
except ZeroDivisionError as e:
    print("not suppressed:", type(e).__name__, e)
with suppress():
    print("empty suppress ok")


# closing
class Resource:
    def __init__(self, name):
        self.name = name
        self.closed = False

    def close(self):
        self.closed = True
        print("closed", self.name)


r = Resource("r1")
with closing(r) as got:
    print("got same:", got is r, got.closed)
print("after:", r.closed)
r2 = Resource("r2")
try:
    with closing(r2):
        raise ValueError("during closing")
except ValueError as e:
    print("ValueError", e, r2.closed)

# nullcontext
with nullcontext() as n:
    print("nullcontext default:", n)
with nullcontext(42) as n:
    print("nullcontext value:", n)
obj = [1, 2]
with nullcontext(obj) as n:
    print("same object:", n is obj)
try:
    with nullcontext():
        raise TypeError("passes through")
except TypeError as e:
    print("TypeError", e)

# ExitStack
with ExitStack() as stack:
    for i in range(3):
        stack.callback(print, "callback", i, sep="-")
    a = stack.enter_context(tag("one"))
    b = stack.enter_context(tag("two"))
    print("entered", a, b)
print(log)
log.clear()


def swallow(exc_type, exc, tb):
    print("swallow saw", exc_type.__name__ if exc_type else None)
    return True


with ExitStack() as stack:
    stack.push(swallow)
    stack.callback(print, "callback before swallow runs")
    raise ValueError("from body")
print("ExitStack suppressed ValueError")

with ExitStack() as stack:
    stack.callback(print, "moved callback")
    moved = stack.pop_all()
    print("leaving original stack")
print("original stack exited")
moved.close()

try:
    with ExitStack() as stack:
        stack.callback(print, "cleanup despite error")
        raise KeyError("ek")
except KeyError as e:
    print("KeyError", e)

# redirect_stdout / redirect_stderr
buf = io.StringIO()
with redirect_stdout(buf) as target:
    print("captured line")
    print("second", 2)
    print("same target:", target is buf)
print("captured repr:", repr(buf.getvalue()))
ebuf = io.StringIO()
with redirect_stderr(ebuf):
    print("to stderr", file=sys.stderr)
    sys.stderr.write("raw write\n")
print("stderr captured:", repr(ebuf.getvalue()))
print("stdout restored:", sys.stdout is sys.__stdout__)
outer = io.StringIO()
inner = io.StringIO()
with redirect_stdout(outer):
    print("o1")
    with redirect_stdout(inner):
        print("i1")
    print("o2")
print(repr(outer.getvalue()), repr(inner.getvalue()))


# AbstractContextManager
class Counter(AbstractContextManager):
    def __init__(self):
        self.exits = 0

    def __exit__(self, exc_type, exc, tb):
        self.exits += 1
        return exc_type is ValueError


c = Counter()
with c as same:
    print("enter returns self:", same is c)
with c:
    raise ValueError("swallowed by Counter")
try:
    with c:
        raise TypeError("kept")
except TypeError as e:
    print("TypeError", e)
print("exits", c.exits, isinstance(c, AbstractContextManager), isinstance(nullcontext(), AbstractContextManager))


class Plain:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return None


print("structural:", isinstance(Plain(), AbstractContextManager), isinstance(5, AbstractContextManager))
try:
    class Missing(AbstractContextManager):
        pass
    Missing()
except TypeError as e:
    print("TypeError", e)


# loop exercising the features
@contextmanager
def acc(store, k):
    store.append(k)
    try:
        yield k * 3
    except ArithmeticError:
        store.append(-k)
    else:
        store.append(k + 1000)


total = 0
store = []
for i in range(300):
    with ExitStack() as stack:
        v = stack.enter_context(acc(store, i))
        stack.callback(store.append, 0)
        with suppress(KeyError):
            if i % 5 == 0:
                raise KeyError(i)
            total += v
        with acc(store, i):
            if i % 7 == 0:
                1 // 0
    with nullcontext(i) as n:
        total += n
print(total, len(store), sum(store), store[:12])
