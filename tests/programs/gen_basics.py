def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return "done"

print(list(count(5)), sum(count(101)))
g = count(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value if hasattr(e, "value") else e.args)

def echo():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total

e = echo()
print(next(e), e.send(5), e.send(10))
try:
    e.send(None)
except StopIteration as s:
    print("returned", s.args)

def chain(*its):
    for it in its:
        r = yield from it
        print("sub returned", r)

print(list(chain([1, 2], count(3), (x * x for x in range(3)))))
print(sum(x * x for x in range(10)), max(len(w) for w in "a bb ccc".split()))
print(list(x for x in range(10) if x % 3 == 0))
def pairs(n):
    return ((i, j) for i in range(n) for j in range(i))
print(list(pairs(4)))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(15)])
def gen_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
g = gen_with_finally()
print(next(g))
g.close()
print("closed")
def catcher():
    while True:
        try:
            yield
        except ValueError as err:
            print("caught inside", err)
c = catcher()
next(c)
c.throw(ValueError("boom"))
c.throw(ValueError, "again")
def bad():
    yield 1
    raise StopIteration
try:
    list(bad())
except RuntimeError as err:
    print("RuntimeError", err)
k = 10
adders = list((lambda y: y + k) for _ in range(2))
print([a(1) for a in adders])
print(type(count(1)).__name__, iter(g) is g)
