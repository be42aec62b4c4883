# Slice bounds of every kind, clamped as CPython clamps them: small ints
# (the direct path), None, big ints and __index__ objects (the general one).


class Idx:
    def __init__(self, i):
        self.i = i

    def __index__(self):
        return self.i


s = list(range(10))
t = tuple(range(10))
bounds = [None, -100, -11, -10, -3, -1, 0, 1, 3, 9, 10, 11, 100, 2**70, -2**70]
steps = [None, 1, -1, 2, -2, 3, -3, 100, -100, 2**70, -2**70]
n = 0
for a in bounds:
    for b in bounds:
        for c in steps:
            x = s[a:b:c]
            y = t[a:b:c]
            assert list(y) == x
            n += len(x)
print(n)
print(s[Idx(2):Idx(-2):Idx(2)], t[Idx(-1)::Idx(-3)])
print(slice(-3, None, -1).indices(10), slice(None, None, -1).indices(0), slice(5, 2).indices(10))
for bad in (0, "x", 1.5):
    try:
        s[::bad]
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# Assigning to slices: same size in place, other sizes, extended slices.
u = list(range(10))
u[2:5] = ["a", "b", "c"]
u[-2:] = []
u[:0] = [None]
u[::3] = [0] * len(u[::3])
print(u)
try:
    u[::2] = [1]
except ValueError as e:
    print(e)
v = list(range(6))
v[4:1] = ["x"]
v[100:] = ["end"]
print(v, v[::-1], v[-1:-100:-2], v[5:0:-1][:2])
