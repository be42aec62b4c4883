# * and ** unpacking: in calls (several of each), in list/tuple/set/dict
# displays, in assignment targets, and the errors for bad unpacking.
def f(a, b, c=0, *args, d=1, **kw):
    return (a, b, c, args, d, sorted(kw.items()))

nums = [1, 2]
more = (3, 4, 5)
opts = {"d": 10}
extra = {"x": 1, "y": 2}
print(f(*nums))
print(f(*nums, *more))
print(f(*nums, 7, *more, **opts, **extra))
print(f(0, *range(3), d=5, **{"z": 26}))
print(f(**{"a": "A", "b": "B"}))
print(f(*"xy", **dict(c="C")))

# displays
a = [1, 2, 3]
b = (4, 5)
print([*a, *b, *"hi", *range(2)])
print((*a, 0), (*b,))
print(sorted({*a, *b, 3, 4}))
d1 = {"k": 1, "j": 2}
d2 = {"j": 20, "m": 30}
print({**d1, **d2}, {**d2, **d1}, {**d1, "k": 100}, {"k": 100, **d1})
print(dict(**d1, extra=True))

# starred assignment
first, *middle, last = range(6)
print(first, middle, last)
*init, tail = "abc"
print(init, tail)
head, *rest = [9]
print(head, rest)
(p, q), *others = [(1, 2), (3, 4), (5, 6)]
print(p, q, others)
for x, *ys in [(1, 2, 3), (4,), (5, 6)]:
    print(x, ys)
a1, (b1, *c1), d1_ = 1, [2, 3, 4], 5
print(a1, b1, c1, d1_)

# swapping and rotation
x, y, z = 1, 2, 3
x, y, z = z, x, y
print(x, y, z)

# errors
def attempt(label, fn):
    try:
        print(label, fn())
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__, e)

def two(a, b):
    return a + b
attempt("too many", lambda: two(*[1, 2, 3]))
attempt("dup kw", lambda: f(1, 2, **{"d": 1}, **{"d": 2}))
attempt("kw clash", lambda: two(1, **{"a": 5, "b": 6}))
attempt("not iterable", lambda: two(*5))
attempt("not mapping", lambda: two(**[1, 2]))
attempt("non-str key", lambda: two(**{1: 2}))

def unpack3(seq):
    a, b, c = seq
    return a, b, c
attempt("short", lambda: unpack3([1, 2]))
attempt("long", lambda: unpack3([1, 2, 3, 4]))
attempt("ok", lambda: unpack3("xyz"))
def star_short(seq):
    a, b, *c = seq
    return a, b, c
attempt("star short", lambda: star_short([1]))
attempt("star ok", lambda: star_short([1, 2]))
attempt("int", lambda: unpack3(7))

# print with unpacking and sep
print(*["a", "b", "c"], sep="|")
print(*[], sep="|")
print(*range(3), *"xy", sep=", ", end=".\n")
