# Decorators: plain, with arguments, stacked (application order), using
# functools.wraps, decorating methods, and class decorators (registries,
# adding methods, returning the same class).
import functools

trace_log = []

def trace(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        trace_log.append("call " + fn.__name__)
        result = fn(*args, **kwargs)
        trace_log.append("ret " + fn.__name__ + " " + repr(result))
        return result
    return wrapper

def repeat(times):
    def deco(fn):
        def wrapper(*args):
            return [fn(*args) for _ in range(times)]
        wrapper.__name__ = fn.__name__ + "_x" + str(times)
        return wrapper
    return deco

def tag(name):
    def deco(fn):
        def wrapper(*a):
            return "<" + name + ">" + str(fn(*a)) + "</" + name + ">"
        return wrapper
    return deco

@trace
def add(a, b=1):
    """Add two numbers."""
    return a + b

print(add(2), add(2, b=5), add.__name__, add.__doc__)
print(trace_log)

@tag("b")
@tag("i")
def word(w):
    return w.upper()
print(word("hi"))

@repeat(3)
def ping(n):
    return n * 2
print(ping(4), ping.__name__)

order = []
def mark(label):
    order.append("make " + label)
    def deco(fn):
        order.append("apply " + label)
        return fn
    return deco

@mark("outer")
@mark("inner")
def nothing():
    pass
print(order)

# decorator that counts calls stored as attribute
def counted(fn):
    def wrapper(*a, **k):
        wrapper.calls += 1
        return fn(*a, **k)
    wrapper.calls = 0
    return wrapper

class Greeter:
    def __init__(self, name):
        self.name = name
    @counted
    def greet(self, punct="!"):
        return "hello " + self.name + punct
g = Greeter("ann")
print(g.greet(), g.greet("?"), Greeter("bo").greet(), Greeter.greet.calls)

# class decorators
REGISTRY = {}
def register(cls):
    REGISTRY[cls.__name__.lower()] = cls
    return cls

def with_repr(cls):
    def __repr__(self):
        fields = ", ".join(k + "=" + repr(v) for k, v in self.__dict__.items())
        return cls.__name__ + "(" + fields + ")"
    cls.__repr__ = __repr__
    return cls

@register
@with_repr
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

@register
class Circle:
    def __init__(self, r):
        self.r = r
    def area(self):
        return round(3.14159 * self.r ** 2, 2)

print(sorted(REGISTRY), REGISTRY["point"](1, 2), REGISTRY["circle"](2).area())
print(Point(3, "a"))

# decorator returning a non-function (value)
def call_now(fn):
    return fn()
@call_now
def answer():
    return 42
print(answer, type(answer).__name__)

# decorator with validation raising an error
def positive(fn):
    @functools.wraps(fn)
    def wrapper(x):
        if x < 0:
            raise ValueError(fn.__name__ + " needs x >= 0, got " + str(x))
        return fn(x)
    return wrapper
@positive
def root(x):
    return x ** 0.5
print(root(16), root(2))
try:
    root(-4)
except ValueError as e:
    print(type(e).__name__, e)
print(root.__wrapped__(9), root.__name__)
