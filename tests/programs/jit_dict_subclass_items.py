# Items of dict subclasses in hot loops: Counter and defaultdict (dict's
# own __getitem__/__setitem__, with __missing__ on a miss), int, str,
# tuple and float keys, a subclass that overrides __getitem__ (its method
# runs), one whose class gains a __setitem__ while the loop runs, deletion,
# and a KeyError from a plain dict subclass.
from collections import Counter, defaultdict


class Plain(dict):
    pass


class Doubling(dict):
    def __getitem__(self, k):
        return 2 * dict.__getitem__(self, k)


def counts(words, n):
    c = Counter()
    d = defaultdict(list)
    for i in range(n):
        w = words[i % len(words)]
        c[w] += 1
        c[i % 5] += 2
        d[w].append(i)
        d[(w, i % 2)].append(-i)
        c[0.5] += 1
    return c.most_common(4), sorted((k, len(v)) for k, v in d.items() if isinstance(k, str)), c[0.5], c["absent"]


def doubled(n):
    d = Doubling()
    for i in range(10):
        d[i] = i
    t = 0
    for i in range(n):
        t += d[i % 10]
    return t


def gains_setitem(n):
    p = Plain()
    log = []
    for i in range(n):
        p[i % 7] = i
        if i == n // 2:
            Plain.__setitem__ = lambda self, k, v: log.append(k) or dict.__setitem__(self, k, -v)
    del Plain.__setitem__
    return sorted(p.items()), len(log)


def missing(n):
    p = Plain()
    for i in range(10):
        p[i] = i
    hits = 0
    errors = 0
    for i in range(n):
        try:
            hits += p[i % 12]
        except KeyError as e:
            errors += 1
            last = e
    for i in range(0, 10, 3):
        del p[i]
    return hits, errors, repr(last), sorted(p)


words = "the quick brown fox jumps over the lazy dog the end".split()
print(counts(words, 3000))
print(doubled(3000))
print(gains_setitem(3000))
print(missing(3000))
