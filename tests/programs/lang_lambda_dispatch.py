# lambda expressions in realistic roles: dispatch tables for a small
# calculator, sort keys (multi-key, reverse on part), defaults capturing
# values, immediately-invoked lambdas, lambdas returning lambdas, and
# conditional expressions inside lambdas.
ops = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a / b if b else float("inf") if a > 0 else float("-inf") if a < 0 else float("nan"),
    "//": lambda a, b: a // b,
    "**": lambda a, b=2: a ** b,
    "max": lambda *xs: max(xs),
}
def rpn(expr):
    stack = []
    for tok in expr.split():
        if tok in ops:
            b = stack.pop()
            a = stack.pop()
            stack.append(ops[tok](a, b))
        else:
            stack.append(float(tok) if "." in tok else int(tok))
    return stack[-1] if stack else None

for e in ["3 4 +", "10 3 -", "2 3 4 * +", "7 2 /", "7 2 //", "-7 2 //", "2 10 **", "1 0 /", "-1 0 /", "1.5 2 *", "5 9 max", ""]:
    print(repr(e), "=>", rpn(e))
print(ops["**"](3), ops["max"](3, 9, 2), rpn("0 0 /"))

people = [("ann", 31, 5.5), ("bob", 25, 6.1), ("cy", 31, 5.9), ("dee", 25, 5.1), ("ed", 40, 5.9)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people, key=lambda p: (p[2], -len(p[0])), reverse=True))
print(min(people, key=lambda p: abs(p[2] - 5.8)), max(people, key=lambda p: p[1]))
print(list(map(lambda p: p[0].title(), filter(lambda p: p[1] > 30, people))))

# capturing via default
multipliers = [lambda x, k=k: x * k for k in range(1, 4)]
print([m(10) for m in multipliers])

# immediately invoked and nested
print((lambda x, y=5: x * y)(3), (lambda: "nothing")(), (lambda *a, **k: (a, k))(1, z=2))
compose = lambda f, g: lambda x: f(g(x))
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose(compose(inc, inc), dbl)(0))
curry = lambda a: lambda b: lambda c: a + b + c
print(curry(1)(2)(3), curry("a")("b")("c"))

# lambdas in data structures and attributes
class Button:
    def __init__(self, label, on_click=lambda: "default action"):
        self.label = label
        self.on_click = on_click
buttons = [Button("ok", lambda: "saved"), Button("noop")]
print([(b.label, b.on_click()) for b in buttons])
print((lambda: 0).__name__, type(inc).__name__, callable(inc))

# recursion through a name bound to a lambda
fact = lambda n: 1 if n <= 1 else n * fact(n - 1)
print(fact(20), fact(0))

# lambda errors
for f, args in [(inc, ()), (inc, (1, 2)), (inc, ("s",)), (ops["/"], (1,))]:
    try:
        print(f(*args))
    except TypeError as e:
        print("TypeError", e)
