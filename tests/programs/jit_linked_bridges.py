# Loop nests whose traces hand over to each other: an inner loop's exit
# gets a bridge that ends at the next loop's header and jumps straight
# into that loop's trace (two inner loops in sequence, then the outer
# loop). The traces allocate, so the jumped-to trace needs its own spill
# words; a call made from inside a trace compiles new traces mid-run.


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def helper(n):
    # Hot on its own: compiled while an outer trace is running.
    acc = []
    for k in range(n):
        acc.append(P(k, k * 0.5))
    return sum(p.x for p in acc) + len(acc)


def nest(rounds):
    total = 0
    pts = []
    for r in range(rounds):
        for i in range(7):
            p = P(i, r)
            pts.append(p)
            total += p.x * p.y
        s = 0.0
        for j in range(5):
            q = pts[-1 - j]
            s += q.x + q.y * 0.25
        if r % 50 == 0:
            total += helper(30 + r % 7)
        if r == 300:
            total += 0.5
        total += int(s)
        if len(pts) > 100:
            pts = pts[-10:]
    return total


print(nest(600))


def types_change(n):
    out = []
    for r in range(n):
        v = r if r < n // 2 else str(r)
        for i in range(3):
            out.append(v)
        for i in range(2):
            out.append((i, v))
    return len(out), out[-1], out[0]


print(types_change(400))


def raising(n):
    caught = 0
    for r in range(n):
        for i in range(4):
            try:
                if r > 200 and i == 3 and r % 17 == 0:
                    raise ValueError(r)
            except ValueError:
                caught += 1
        for j in range(3):
            caught += 0
    return caught


print(raising(500))
