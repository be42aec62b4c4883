# Generators: send() into a running generator, priming with next, yield
# from delegating (and its return value), StopIteration.value, throw() and
# close() semantics, StopIteration raised inside a generator becoming
# RuntimeError, and generator state after exhaustion.
def running_average():
    total = 0.0
    count = 0
    avg = None
    while True:
        value = yield avg
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return count

ra = running_average()
print(next(ra))
print(ra.send(10), ra.send(20), ra.send(0))
try:
    ra.send(None)
except StopIteration as e:
    print("finished with", e.value, e.args)

# sending non-None into a just-started generator
g = running_average()
try:
    g.send(5)
except TypeError as e:
    print("TypeError", e)

def inner(n):
    for i in range(n):
        received = yield i
        if received:
            print("  inner got", received)
    return "inner-done-" + str(n)

def outer():
    r1 = yield from inner(2)
    print("  r1 =", r1)
    r2 = yield from inner(1)
    print("  r2 =", r2)
    yield from ["x", "y"]
    return r1 + "|" + r2

gen = outer()
print(next(gen), gen.send("hello"), next(gen), next(gen), next(gen))
try:
    next(gen)
except StopIteration as e:
    print("outer returned", e.value)
print(list(gen), next(gen, "exhausted"))

# throw() into a generator that handles it
def resilient():
    count = 0
    while True:
        try:
            yield count
        except ValueError as e:
            print("  handled", e)
            count += 100
        count += 1

r = resilient()
print(next(r), next(r), r.throw(ValueError("bad")), next(r))
try:
    r.throw(KeyError("unhandled"))
except KeyError as e:
    print("propagated", repr(e))
print(next(r, "dead"))

# close() runs finally and GeneratorExit
def closable():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("  got GeneratorExit")
        raise
    finally:
        print("  finally in closable")
c = closable()
print(next(c))
c.close()
c.close()
print(list(c))

# yielding in finally during close is a RuntimeError
def stubborn():
    try:
        yield 1
    finally:
        yield 2
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError", e)

# StopIteration raised inside a generator body
def leaky():
    yield 1
    raise StopIteration("oops")
try:
    print(list(leaky()))
except RuntimeError as e:
    print("RuntimeError", e, "| cause:", repr(e.__cause__))

# return value ignored by for loops
def with_return():
    yield "a"
    return "ignored"
print([v for v in with_return()])

# generator expressions are lazy and single-use
calls = []
def noisy(x):
    calls.append(x)
    return x * 10
ge = (noisy(x) for x in range(5) if x % 2 == 0)
print(calls, next(ge), calls)
print(list(ge), list(ge), calls)
print(sum(x * x for x in range(10)), max((len(w), w) for w in "the quick brown fox".split()))

# a generator pipeline: tokenize -> filter -> number
def tokens(text):
    word = ""
    for ch in text:
        if ch.isalnum():
            word += ch
        else:
            if word:
                yield word
                word = ""
            if not ch.isspace():
                yield ch
    if word:
        yield word

def numbered(it, start=1):
    n = start
    for t in it:
        yield f"{n}:{t}"
        n += 1

print(list(numbered(tokens("x = foo(12, bar) + 3;"))))
print(list(numbered(tokens(""))), list(tokens("   ")))

# generator with state inspection
def countdown(n):
    while n > 0:
        yield n
        n -= 1
cd = countdown(2)
print(type(cd).__name__, iter(cd) is cd, list(cd), list(cd))
