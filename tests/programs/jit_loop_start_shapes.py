# Loops whose values start with another shape than when they were
# recorded: a new object per call whose class's layout grew after its first
# instance (a dict subclass, attributes added after __init__), and a loop
# over mixed objects whose first item's shape changes from call to call.
# The loop is recorded again or bridged; the results must not change.
from collections import defaultdict


class Tally(dict):
    def __init__(self):
        dict.__init__(self)
        self.hits = 0


class Late:
    pass


def tally(n):
    t = Tally()
    for i in range(n):
        t.hits += 1
        t[i % 10] = t.get(i % 10, 0) + i
    return t.hits, sorted(t.items())[:3]


def late(n, extra):
    o = Late()
    o.a = 1
    if extra:
        o.b = 2
        o.c = 3
    s = 0
    for i in range(n):
        s += o.a + i
        o.a = i % 5
    return s


def groups(words, n):
    d = defaultdict(list)
    for i in range(n):
        d[words[i % len(words)]].append(i)
    return sorted((k, len(v), v[-1]) for k, v in d.items())


class P:
    def __init__(self, v):
        self.v = v


class Q:
    def __init__(self, v):
        self.w = 0
        self.v = v


def mixed(items):
    s = 0
    for x in items:
        s += x.v
    return s


for k in range(4):
    print(tally(1500 + k))
    print(late(1000, k % 2 == 1), late(1000, False))
    print(groups(["a", "b", "c", "a"], 900 + k))
pq = [P(1), Q(2)] * 300
for k in range(6):
    print(mixed(pq[k % 2:] + pq[:k % 2]))
