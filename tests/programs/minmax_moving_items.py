# min() and max() compare items with methods that allocate (so a collection
# may move the items while the comparison runs): the best item and its key
# must be the objects themselves afterwards.
class K:
    def __init__(self, v):
        self.v = v

    def __lt__(self, o):
        junk = [[i] for i in range(20)]
        return self.v < o.v and len(junk) == 20

    def __gt__(self, o):
        junk = [str(i) for i in range(20)]
        return self.v > o.v and len(junk) == 20


items = [K(i * 7 % 11) for i in range(30)]
for _ in range(3):
    print(max(items).v, min(items).v)
    print(max(*items[:5]).v, min(*items[:5]).v)
    print(max(items, key=lambda k: K(-k.v)).v, min(items, key=lambda k: K(-k.v)).v)
    print(max(iter(items)).v, min([K(5), K(2), K(9)]).v)
