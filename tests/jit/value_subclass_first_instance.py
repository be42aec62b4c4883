# The first instance of a dict subclass has room for the attribute holding
# its dict besides those its __init__ sets (the class's slot hint counts
# it), so it has the shape of every later instance: a loop recorded on it
# fits them all, with no recording again and no bridge.
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
