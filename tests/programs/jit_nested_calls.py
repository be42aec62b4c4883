# Recursive functions compiled, whose recursive calls enter their own trace
# on the caller's context: values the caller computed before the call
# (unboxed ints and floats, references) must still be right when the caller
# leaves its trace after the call (a guard failing, an exception), and the
# callee's exits must not disturb them.


class Pair:
    def __init__(self, a, b):
        self.a = a
        self.b = b


def scale(p, k):
    return Pair(p.a * k, p.b * k)


def climb(n, k, limit):
    # Ints made before the call, read by exits after it.
    a = n * 3 + k
    b = a % 7
    c = a // 2 + b
    if n == 0:
        return k
    p = scale(Pair(a, b), 2)
    r = climb(n - 1, k, limit)
    if r > limit:
        return r - c + p.a - p.b
    return r + c + (p.a - p.b) % 5


def drift(n, x):
    # Floats made before the call, read by exits after it.
    y = x * 1.5 + n
    z = y / 4.0 - x
    if n == 0:
        return x
    q = scale(Pair(y, z), 0.5)
    r = drift(n - 1, x + 0.25)
    if r > 40.0:
        return r - y + q.b
    return r + z + q.a


def mixed(n, v):
    # A value whose type changes deep in the recursion: exits in callees.
    w = n * 2
    if n == 0:
        return v
    p = Pair(w, v)
    r = mixed(n - 1, v if n % 5 else float(v))
    t = scale(p, 1)
    return r + t.a + t.b


def deep_raise(n, at):
    a = n * 7
    p = Pair(a, n)
    if n == at:
        raise ValueError("at %d" % n)
    if n == 0:
        return 0
    try:
        return deep_raise(n - 1, at) + p.a
    except ValueError as e:
        if n % 3 == 0:
            raise
        return a + p.b + len(str(e))


total = 0
for k in range(30):
    total += climb(12, k, 40 + k)
print("climb", total)
ft = 0.0
for k in range(30):
    ft += drift(10, k * 0.5)
print("drift", round(ft, 6))
mt = 0
for k in range(40):
    mt += mixed(11, k)
print("mixed", mt)
rt = 0
for k in range(40):
    try:
        rt += deep_raise(15, k % 17)
    except ValueError as e:
        rt += 1000 + len(str(e))
print("deep_raise", rt)
