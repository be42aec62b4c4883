# Functions returning functions (no closures), first-class functions.
def double(x):
    return x * 2
def triple(x):
    return x * 3
def negate(x):
    return -x
def pick(name):
    if name == "double":
        return double
    if name == "triple":
        return triple
    return negate
for n in ["double", "triple", "other"]:
    f = pick(n)
    print(n, f.__name__, f(7))
def make_adder_table():
    def add_one(x):
        return x + 1
    def add_two(x):
        return x + 2
    return {"one": add_one, "two": add_two}
t = make_adder_table()
print(sorted(t), t["one"](10), t["two"](10))
def get_op(sym):
    return {"+": lambda a, b: a + b, "*": lambda a, b: a * b}[sym]
print(get_op("+")(3, 4), get_op("*")(3, 4))
def apply_n(f, n, x):
    for _ in range(n):
        x = f(x)
    return x
print(apply_n(double, 5, 1), apply_n(negate, 3, 5), apply_n(pick("triple"), 2, 2))
pipeline = [double, negate, triple, abs]
v = 5
for f in pipeline:
    v = f(v)
print("pipeline", v)
def chooser(flag):
    def yes():
        return "yes"
    def no():
        return "no"
    return yes if flag else no
print(chooser(True)(), chooser(False)(), chooser(1).__name__)
registry = []
def remember(f):
    registry.append(f)
    return f
remember(double)
remember(triple)
print([f(10) for f in registry], [f.__name__ for f in registry])
def identity(f):
    return f
print(identity(identity)(double)(21))
funcs = {"abs": abs, "len": len, "str": str}
print(funcs["abs"](-3), funcs["len"]("four"), funcs["str"](5) + "!")
print(callable(double), callable(5), callable(lambda: 0), callable(str))
print(double == double, double == triple, double is pick("double"))
