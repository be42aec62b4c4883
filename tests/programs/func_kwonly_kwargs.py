# Keyword-only args, **kwargs, defaults with keywords.
def kw_only(a, *, b, c=3):
    return (a, b, c)
print(kw_only(1, b=2))
print(kw_only(1, c=9, b=8))
print(kw_only(a=0, b=0))
try:
    kw_only(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    kw_only(1)
except TypeError as e:
    print("TypeError:", e)
def star_then_kw(*args, sep="-", end="."):
    return sep.join([str(a) for a in args]) + end
print(star_then_kw(1, 2, 3))
print(star_then_kw(1, 2, 3, sep="+", end="!"))
print(star_then_kw(end="?"))
def collect(**kwargs):
    print("kwargs:", kwargs, type(kwargs).__name__)
    return sorted(kwargs.items())
print(collect())
print(collect(x=1, y="two", z=[3]))
def mixed(a, b=2, *args, flag=False, **kw):
    return "a=" + str(a) + " b=" + str(b) + " args=" + str(args) + " flag=" + str(flag) + " kw=" + str(kw)
print(mixed(1))
print(mixed(1, 5, 6, 7))
print(mixed(1, flag=True, extra="e"))
print(mixed(b=9, a=8, other=1))
def defaults(x, y=10, z=None):
    if z is None:
        z = []
    z.append(x + y)
    return z
print(defaults(1), defaults(1, 2), defaults(1, z=[0]), defaults(y=0, x=5))
def bad_default(v, acc=[]):
    acc.append(v)
    return acc
print(bad_default(1), bad_default(2))
print(bad_default(3, []))
def describe(name, **attrs):
    parts = [name]
    for k in sorted(attrs):
        parts.append(k + "=" + repr(attrs[k]))
    return " ".join(parts)
print(describe("box", width=3, height=4, color="red"))
print(describe("empty"))
def kw_default_expr(n, *, scale=2 * 3):
    return n * scale
print(kw_default_expr(2), kw_default_expr(2, scale=1))
