# A loop recorded on the first instance of a class, whose shape later
# instances do not share (the class's slot hint grew after it: its
# attributes are set from outside, so the class body did not predict them):
# the trace's first-iteration shape guard then fails on every entry. The
# loop is recorded again once with the new shape, not bridged back into the
# old trace at every iteration.
class Counter:
    pass


def run(n):
    c = Counter()
    c.hits = 0
    c.last = 0
    for i in range(n):
        c.hits += 1
        c.last = i
    return c.hits, c.last


for _ in range(4):
    print(run(3000))
