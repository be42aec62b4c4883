# __call__: stateful callables (counters, accumulators), objects used as
# decorators and as sort keys, callable() on many kinds of objects, bound
# methods stored and called later, calling a class vs. an instance, and the
# error for calling a non-callable.
class Counter:
    def __init__(self):
        self.count = 0
    def __call__(self, step=1):
        self.count += step
        return self.count

c = Counter()
print(c(), c(), c(5), c.count, callable(c), callable(Counter), callable(c.count))

class Polynomial:
    def __init__(self, *coeffs):
        self.coeffs = coeffs
    def __call__(self, x):
        result = 0
        for coef in reversed(self.coeffs):
            result = result * x + coef
        return result
    def __repr__(self):
        terms = []
        for power, coef in enumerate(self.coeffs):
            if coef:
                terms.append(f"{coef}x^{power}" if power else str(coef))
        return " + ".join(reversed(terms)) or "0"
p = Polynomial(1, -3, 2)
print(p, [p(x) for x in range(-2, 4)], Polynomial()(5), Polynomial(7)(100), list(map(p, [0.5, 10])))

class CallLogger:
    """Decorator implemented as a class."""
    def __init__(self, fn):
        self.fn = fn
        self.calls = []
    def __call__(self, *args, **kwargs):
        self.calls.append((args, tuple(sorted(kwargs.items()))))
        return self.fn(*args, **kwargs)

@CallLogger
def power(base, exp=2):
    return base ** exp
print(power(3), power(2, exp=10), power(5, 0), power.calls, type(power).__name__)

class By:
    """A sort key object: By('age', reverse_name=True)."""
    def __init__(self, field):
        self.field = field
    def __call__(self, record):
        return record[self.field]
people = [{"name": "cy", "age": 30}, {"name": "al", "age": 25}, {"name": "bo", "age": 30}]
print([p["name"] for p in sorted(people, key=By("age"))], [p["name"] for p in sorted(people, key=By("name"))])
print(max(people, key=By("age"))["name"], min(people, key=By("name"))["name"])

class Multiplier:
    def __init__(self, k):
        self.k = k
    def times(self, x):
        return x * self.k
triple = Multiplier(3).times
print(triple(7), list(map(triple, "ab")), triple.__self__.k, triple.__name__, callable(triple))
methods = [Multiplier(k).times for k in range(4)]
print([m(10) for m in methods])

print([callable(x) for x in (len, print, lambda: 0, str, 3, "s", None, [], Counter(), Counter.__call__, By("x"), power)])

class NotCallable:
    pass
for obj in (NotCallable(), 5, "text", [1], None):
    try:
        obj()
    except TypeError as e:
        print("TypeError", e)

# __call__ assigned on the instance is NOT used (lookup is on the type)
nc = NotCallable()
nc.__call__ = lambda: "instance attr"
try:
    nc()
except TypeError as e:
    print("TypeError", e, "| direct:", nc.__call__())

# event dispatcher with callable handlers of different kinds
class Dispatcher:
    def __init__(self):
        self.handlers = {}
    def on(self, event, handler):
        self.handlers.setdefault(event, []).append(handler)
        return handler
    def emit(self, event, *args):
        return [h(*args) for h in self.handlers.get(event, [])]
d = Dispatcher()
total = Counter()
d.on("tick", total)
d.on("tick", lambda n=1: f"lambda saw {n}")
d.on("tick", Multiplier(100).times)
d.on("stop", print)
print(d.emit("tick", 2), d.emit("tick", 3), d.emit("none"), total.count)
print(d.emit("stop", "stopping", "now"))
