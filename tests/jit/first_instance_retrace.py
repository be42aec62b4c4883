# A loop recorded on the first instance of a class, whose shape later
# instances do not share (the class's slot hint grew after it: a dict
# subclass's instances hold their dict in an attribute besides those its
# __init__ sets): the trace's first-iteration shape guard then fails on
# every entry. The loop is recorded again once with the new shape, not
# bridged back into the old trace at every iteration.
class Tally(dict):
    def __init__(self):
        dict.__init__(self)
        self.hits = 0


def run(n):
    t = Tally()
    for i in range(n):
        t.hits += 1
        t[i % 10] = i
    return t.hits, len(t)


for _ in range(4):
    print(run(3000))
