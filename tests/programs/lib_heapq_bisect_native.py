# heapq's and bisect's native cores: CPython's comparison order (heaps hold
# equal-comparing items where CPython puts them), errors, list subclasses,
# comparisons that run Python code, and a heap large enough for the
# cache-friendly heapify.
import heapq
import bisect
import random


def err(f, *a, **k):
    try:
        print("ok", f(*a, **k))
    except Exception as e:
        print(type(e).__name__, e)


class Key:
    """Compares by k only, so items with equal keys show where they went."""
    calls = 0

    def __init__(self, k, tag):
        self.k, self.tag = k, tag

    def __lt__(self, other):
        Key.calls += 1
        return self.k < other.k

    def __repr__(self):
        return "%d%s" % (self.k, self.tag)


rng = random.Random(7)
h = []
for i in range(40):
    heapq.heappush(h, Key(rng.randrange(6), "abcdefghij"[i % 10]))
print(h)
print([heapq.heappop(h) for _ in range(10)])
print(heapq.heapreplace(h, Key(2, "R")), heapq.heappushpop(h, Key(0, "P")), heapq.heappushpop(h, Key(9, "Q")))
print(h, Key.calls)

items = [Key(rng.randrange(50), "xyz"[i % 3]) for i in range(3001)]
small = items[:2500]
heapq.heapify(items)
heapq.heapify(small)
print(items[:12], items[-5:], small[:8])
print(Key.calls)
ints = [rng.randrange(10 ** 6) for _ in range(6000)]
heapq.heapify(ints)
print(ints[:10], sum(ints[i] * i for i in range(0, 6000, 7)))
print([heapq.heappop(ints) for _ in range(5)])

print(heapq.nlargest(3, [5, 1, 8, 3, 9]), heapq.nsmallest(2, "hello"), list(heapq.merge([1, 4], [2, 3], [0])))
print(list(heapq.merge([5, 3], [4, 1], reverse=True)), heapq.nlargest(2, [(1, "a"), (1, "b"), (0, "c")]))

class MyList(list):
    pass
ml = MyList([3, 1, 2])
heapq.heapify(ml)
heapq.heappush(ml, 0)
print(ml, type(ml).__name__, heapq.heappop(ml))

err(heapq.heappop, [])
err(heapq.heapreplace, [], 1)
err(heapq.heappushpop, [], 5)
err(heapq.heappush, (1,), 2)
err(heapq.heappop, "abc")
err(heapq.heapify, {})
err(heapq.heappush, [])
err(heapq.heappush, [1], "a")
err(heapq.heappop)

class Shrink:
    def __init__(self, heap, v):
        self.heap, self.v = heap, v

    def __lt__(self, other):
        self.heap.clear()
        return self.v < other.v
sh = []
sh.append(Shrink(sh, 1))
sh.append(Shrink(sh, 2))
err(heapq.heappush, sh, Shrink(sh, 0))

# bisect
a = [1, 2, 2, 2, 3, 5, 8]
print([bisect.bisect_left(a, x) for x in range(10)], [bisect.bisect_right(a, x) for x in range(10)])
print(bisect.bisect(a, 2), bisect.bisect_left(a, 2, 2), bisect.bisect_left(a, 2, 0, 2), bisect.bisect_right(a, 2, hi=3))
print(bisect.bisect_left(a, 4, lo=1, hi=None), bisect.bisect_right(a, 100, 3, -1), bisect.bisect_left((1, 3, 5), 3))
print(bisect.bisect_left("acegi", "d"), bisect.bisect_right(range(0, 100, 5), 42))
recs = [("a", 1), ("b", 4), ("c", 9)]
print(bisect.bisect_left(recs, 4, key=lambda r: r[1]), bisect.bisect_right(recs, 4, key=lambda r: r[1]))
b = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(b, x)
bisect.insort_left(b, 4)
bisect.insort_right(b, 4, 0, 3)
print(b)
kb = []
for r in [("x", 3), ("y", 1), ("z", 3), ("w", 2)]:
    bisect.insort_right(kb, r, key=lambda r: r[1])
    bisect.insort_left(kb, (r[0].upper(), r[1]), key=lambda r: r[1])
print(kb)

class Seq:
    def __init__(self):
        self.items = [10, 20, 30]
        self.inserted = []
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def insert(self, i, x):
        self.inserted.append((i, x))
s = Seq()
print(bisect.bisect_left(s, 25), bisect.insort(s, 15), s.inserted)

err(bisect.bisect_left, a, 1, -1)
err(bisect.bisect_left, a, 1, "0")
err(bisect.bisect_right, a)
err(bisect.bisect_right, 5, 1)
err(bisect.bisect_left, a, 1, 0, 3, None)
err(bisect.bisect_left, a, "x")
err(bisect.insort, (1, 2), 1)
print(bisect.bisect_left([None], None, 1, 1), bisect.bisect_right([], 3))
