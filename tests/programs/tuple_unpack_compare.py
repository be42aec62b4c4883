# Tuple unpacking and comparison.
a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
(x, y), z = (10, 20), 30
print(x, y, z)
p, q, r = [7, 8, 9]
print(p, q, r)
c1, c2, c3 = "abc"
print(c1, c2, c3)
pts = [(1, 2), (3, 4), (5, 6)]
for px, py in pts:
    print(px, py, px * py)
for i, (u, v) in enumerate(pts):
    print(i, u + v)
def minmax(seq):
    lo = seq[0]
    hi = seq[0]
    for s in seq:
        if s < lo:
            lo = s
        if s > hi:
            hi = s
    return lo, hi
lo, hi = minmax([5, 3, 9, -2, 7])
print(lo, hi)
res = minmax((4, 4))
print(res, type(res).__name__)
print((1, 2) == (1, 2), (1, 2) < (1, 3), (1, 2) < (1, 2, 0), (2,) > (1, 99))
print((1, "a") < (1, "b"), (0, 0) <= (0, 0), () < (0,), (1, 2) != (2, 1))
print((1, 2.0) == (1, 2), ((1, 2), 3) < ((1, 3), 0))
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1, "a")]))
m, n = n_pair = (3, 4)
print(m, n, n_pair)
