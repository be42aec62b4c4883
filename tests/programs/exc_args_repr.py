# e.args, str(e), repr(e) for builtin exceptions with various arguments.
excs = [
    ValueError(),
    ValueError("one"),
    ValueError("a", "b"),
    ValueError(42),
    KeyError("key"),
    KeyError(3),
    IndexError("idx"),
    TypeError("t", 1, None),
    RuntimeError(""),
    ZeroDivisionError("zero"),
    Exception("base"),
    StopIteration(5),
    NameError("nm"),
    AttributeError("attr"),
    LookupError(),
]
for e in excs:
    print(type(e).__name__, "|", str(e), "|", repr(e), "|", e.args, len(e.args))

def get(d, k):
    return d[k]
try:
    get({}, "missing")
except KeyError as e:
    print("KeyError str:", str(e), "repr:", repr(e), "args:", e.args)

try:
    1 / 0
except ZeroDivisionError as e:
    print(repr(e), e.args)

try:
    [][0]
except IndexError as e:
    print(repr(e))

try:
    int("nope")
except ValueError as e:
    print(repr(e))

try:
    "a" + 1
except TypeError as e:
    print(repr(e))

print([ValueError("x"), KeyError("y")])
print(str(KeyError("y")), str(KeyError()))
print(isinstance(KeyError("y"), LookupError), isinstance(ValueError(), Exception))
print(issubclass(ZeroDivisionError, ArithmeticError), issubclass(KeyError, IndexError))
e = RuntimeError("r")
e.extra = 99
print(e.extra, e.args)
