def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc

c = make_counter(10)
print(c(), c(), c(5))

def adders():
    return [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders()])

def outer(x):
    def middle(y):
        def inner(z):
            return x + y + z
        return inner
    return middle
print(outer(1)(2)(3))

def make_class(tag):
    class Tagged:
        kind = tag
        def describe(self):
            return tag + "!" + self.kind
    return Tagged
T = make_class("red")
print(T().describe(), T.kind)

def memo(f):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    return wrapper

@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80))

def late():
    fs = []
    for i in range(3):
        def g():
            return i
        fs.append(g)
    return [f() for f in fs]
print(late())

def unbound():
    def g():
        return v
    try:
        g()
    except NameError as e:
        print("NameError:", e)
    v = 1
    return g()
print(unbound())

def param_cell(a, b):
    def g():
        return a * b
    a = a + 1
    return g()
print(param_cell(3, 4))
