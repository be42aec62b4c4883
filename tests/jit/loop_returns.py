# A search loop that usually returns from its function in its first
# iteration (called from native code, so no caller's trace inlines it):
# such a recording is tried again unpeeled, and when its one iteration
# returns again the trace ends at the return, which the interpreter runs;
# the iterations that go on get a bridge back to the loop's header.
def first_odd(points):
    for p in points:
        x, y, z = p
        d = x * x + y * y + z * z
        s = (x + y + z) * 3 - d // 7
        if (x + y * z) % 2 == 1 and d + s > 0:
            return d - s
    return -1


n = 20000
points = [[(2, 2, i), (i | 1, 2, 3)] if i % 50 == 0 else [(i | 1, 1, 2), (3, 4, 5)] for i in range(n)]
print(sum(map(first_odd, points)))
