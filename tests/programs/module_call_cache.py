# Calls of a module's functions (math.sqrt(x)) in loops see every change
# of the module's namespace: replaced, deleted, added back, shadowed by a
# module __getattr__, and a different module at the same call site.
import math
import types


def use(mod, n):
    out = []
    for i in range(n):
        out.append(mod.f(i))
    return out


m = types.ModuleType("m")
m.f = lambda x: x + 1
print(use(m, 3))
m.f = lambda x: x * 10
print(use(m, 3))
for k in range(20):
    setattr(m, "filler%d" % k, k)
print(use(m, 2))
del m.f
try:
    use(m, 1)
except AttributeError as e:
    print("AttributeError:", e)
m.__getattr__ = lambda name: (lambda x: "via getattr %s %d" % (name, x))
print(use(m, 2))
m.f = abs
print(use(m, 2), use(math, 0))
other = types.ModuleType("other")
other.f = str
print([use(mod, 2) for mod in (m, other, m, other)])


def sqrt_sum(n):
    s = 0.0
    for i in range(n):
        s += math.sqrt(i)
    return round(s, 6)


print(sqrt_sum(1000))
saved = math.sqrt
math.sqrt = lambda x: 1.0
print(sqrt_sum(10))
math.sqrt = saved
print(sqrt_sum(10))
