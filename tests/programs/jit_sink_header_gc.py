# Regression: two sunk objects escape in the opposite order of their
# allocation, so the second one's allocation (which may collect and promote
# the first) comes between the first one's allocation and its shape change.
# The shape change must keep the GC's header flags, or a young object stored
# into the promoted instance afterwards is lost at the next collection.
class P:
    pass


class Q:
    pass


def run(n):
    lst = [None, None]
    kept = []
    for i in range(n):
        lx = [i, str(i)]
        ly = (i, [i])
        c = Q()
        a = P()
        lst[0] = a
        lst[1] = c
        a.x = lx
        c.y = ly
        if i % 50 == 0:
            kept.append((a, c))
    total = 0
    for a, c in kept:
        total += a.x[0] + int(a.x[1]) + c.y[0] + c.y[1][0]
    return total, len(kept)


print(run(3000))
