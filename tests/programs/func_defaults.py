# Default arguments, including the evaluated-once mutable default.
def greet(name, greeting="Hello", punct="!"):
    return greeting + ", " + name + punct
print(greet("Ann"))
print(greet("Bob", "Hi"))
print(greet("Cy", "Yo", "?"))
print(greet("Di", punct="."))
print(greet(punct="...", name="Ed"))
def append_to(x, acc=[]):
    acc.append(x)
    return acc
r1 = append_to(1)
r2 = append_to(2)
print(r1, r2, r1 is r2)
r3 = append_to(3, [])
print(r3, append_to(4))
def safe_append(x, acc=None):
    if acc is None:
        acc = []
    acc.append(x)
    return acc
print(safe_append(1), safe_append(2))
counter = 10
def uses_default(n=counter):
    return n
counter = 20
print(uses_default(), uses_default(5), counter)
def power(base, exp=2):
    return base ** exp
for b in range(5):
    print(b, power(b), power(b, 3), power(exp=0, base=b))
def describe(a, b=None, c=0.5, d="d"):
    return str(a) + "|" + str(b) + "|" + str(c) + "|" + d
print(describe(1))
print(describe(1, 2))
print(describe(1, c=3))
print(describe(1, 2, 3, "4"))
print(describe(a="A", d="D"))
def dict_default(k, v, d={}):
    d[k] = v
    return len(d)
print(dict_default("a", 1), dict_default("b", 2), dict_default("a", 3))
