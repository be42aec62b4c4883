# Closures: nonlocal counters, cells shared between closures, late binding
# in loops versus default-argument capture, and closures outliving frames.
def make_counter(start=0, step=1):
    count = start
    def inc():
        nonlocal count
        count += step
        return count
    def reset(to=start):
        nonlocal count
        old = count
        count = to
        return old
    def peek():
        return count
    return inc, reset, peek

inc, reset, peek = make_counter(10, 5)
print(inc(), inc(), peek())
print(reset(), peek(), inc())
inc2, _, peek2 = make_counter()
print(inc2(), inc2(), inc2(), peek2(), peek())

# late binding: every lambda sees the final i
late = []
for i in range(4):
    late.append(lambda: i)
print([f() for f in late])
early = [lambda i=i: i * i for i in range(4)]
print([f() for f in early])

def make_adders():
    adders = []
    for n in range(3):
        def add(x, n=n):
            return x + n
        adders.append(add)
    return adders
print([a(100) for a in make_adders()])

# nonlocal through two levels
def outer():
    total = 0
    def middle():
        def inner(v):
            nonlocal total
            total += v
            return total
        return inner
    f = middle()
    f(1); f(2); f(3)
    return total
print("outer", outer())

# a closure that sees later rebinding of the enclosing variable
def rebinding():
    x = "before"
    def show():
        return x
    first = show()
    x = "after"
    return first, show()
print(rebinding())

# accumulator with a mutable cell
def averager():
    values = []
    def add(v):
        values.append(v)
        return sum(values) / len(values)
    return add
avg = averager()
print(avg(10), avg(11), avg(12), avg(-3))

# memoizing closure
def memo(fn):
    cache = {}
    calls = [0]
    def wrapper(n):
        if n not in cache:
            calls[0] += 1
            cache[n] = fn(n)
        return cache[n]
    wrapper.calls = calls
    return wrapper

@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), fib.calls[0])

# free variables inspection
def f_outer():
    a = 1
    b = 2
    def g():
        return a + b
    return g
g = f_outer()
print(g(), g.__name__, g.__qualname__, inc.__qualname__)

# unbound nonlocal use raises NameError
def broken():
    def use():
        return y
    try:
        use()
    except NameError as e:
        print(type(e).__name__, e)
    y = 5
    return use()
print(broken())

# generators closing over loop state
def gens():
    out = []
    for k in range(3):
        out.append((k * j for j in range(3)))
    return [list(g) for g in out]
print(gens())
