# exec, eval and compile with default and explicit globals/locals, locals(),
# vars() and dir() without arguments, code objects, and their errors.
x = 10
print(eval("x + 1"))
print(eval("  x * 2"))
exec("y = x + 5")
print(y)
g = {}
exec("a = 1\nb = a + 1\ndef f(n):\n    return n * b\n", g)
print(sorted(k for k in g if k != "__builtins__"), g["f"](3), type(g["__builtins__"]).__name__)
l = {}
exec("z = x + 1", {"x": 5}, l)
print(l)
print(eval("a * 10", {"a": 4}))
print(eval("a + b", {"a": 1}, {"b": 2}))
def f():
    q = 3
    r = [1]
    print(sorted(locals().items()))
    print(eval("q + 1"))
    exec("q = 100")
    print(q)
    print(dir())
    print(vars() == locals())
f()
c = compile("1 + 2", "<expr>", "eval")
print(eval(c), c.co_filename)
c2 = compile("for i in range(3):\n    print('loop', i)\n", "<loop>", "exec")
exec(c2)
exec(c2, {})
for src, mode in [("x = = 1", "exec"), ("x = 1", "eval"), ("1 +", "eval"), ("", "eval")]:
    try:
        compile(src, "<s>", mode)
    except SyntaxError as e:
        print(type(e).__name__, e)
try:
    eval("undefined_name")
except NameError as e:
    print(e)
try:
    exec("1", [])
except TypeError as e:
    print(e)
def outer():
    v = 1
    def inner():
        return v
    print(sorted(locals()))
    return inner
outer()
class K:
    m = 5
    print(sorted(k for k in locals() if not k.startswith("__")))
ns = {}
exec("import math\nr = math.sqrt(16)\nclass C:\n    w = 2\nobj = C()\n", ns)
print(ns["r"], ns["obj"].w)
print(eval("[i*i for i in range(4)]"))
total = 0
for i in range(50):
    total += eval("i * 2")
print(total)
exec("def g(n):\n    s = 0\n    for k in range(n):\n        s += k\n    return s\n", ns)
print(ns["g"](1000), ns["g"](10))
print(eval(b"1+1"))
