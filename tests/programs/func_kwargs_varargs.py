# Keyword arguments and *args.
def total(*args):
    print("args =", args, type(args).__name__, len(args))
    s = 0
    for a in args:
        s = s + a
    return s
print(total())
print(total(1))
print(total(1, 2, 3, 4))
def head_tail(first, *rest):
    return first, rest
print(head_tail(1))
print(head_tail(1, 2, 3))
def mixed(a, b=10, *more):
    return [a, b, more]
print(mixed(1), mixed(1, 2), mixed(1, 2, 3, 4))
def joiner(sep, *parts):
    out = ""
    for i in range(len(parts)):
        if i > 0:
            out = out + sep
        out = out + str(parts[i])
    return out
print(joiner("-", "a", "b", 3, 4.5))
print(joiner(", "))
def point(x, y, z=0):
    return "(" + str(x) + ", " + str(y) + ", " + str(z) + ")"
print(point(1, 2), point(y=5, x=4), point(1, z=9, y=8), point(z=1, y=2, x=3))
def maxof(*nums):
    best = None
    for n in nums:
        if best is None or n > best:
            best = n
    return best
print(maxof(3, 9, 2), maxof(), maxof(-1))
def count_args(*a):
    return len(a)
print(count_args(None, None), count_args([1, 2, 3]), count_args())
