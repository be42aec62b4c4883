# heapq: push/pop/heapify/replace/pushpop keep CPython's exact list layout
import heapq

h = []
for v in [5, 3, 8, 1, 9, 2, 7, 3, 6, 0, 4]:
    heapq.heappush(h, v)
    print(h)
out = []
while h:
    out.append(heapq.heappop(h))
    print(out[-1], h)
data = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11, 15, 13]
heapq.heapify(data)
print(data)
print(heapq.heapreplace(data, 10), data)
print(heapq.heappushpop(data, -1), data)
print(heapq.heappushpop(data, 12), data)
print(heapq.heappushpop([], 3))
tasks = []
for prio, name in [(3, "write"), (1, "plan"), (2, "code"), (1, "coffee"), (5, "ship")]:
    heapq.heappush(tasks, (prio, name))
print(tasks)
print([heapq.heappop(tasks) for _ in range(len(tasks))])
words = ["pear", "fig", "banana", "kiwi", "apple", "date", "plum"]
heapq.heapify(words)
print(words, heapq.heappop(words), words)
for f, args in [(heapq.heappop, ([],)), (heapq.heapreplace, ([], 1)), (heapq.heappush, ((), 1)), (heapq.heapify, ((1, 2),)), (heapq.heappop, ("ab",))]:
    try:
        f(*args)
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
import random
random.seed(7)
vals = [random.randrange(1000) for _ in range(60)]
heap = list(vals)
heapq.heapify(heap)
print(heap[:12])
print([heapq.heappop(heap) for _ in range(60)] == sorted(vals))
class Task:
    def __init__(self, p, n):
        self.p, self.n = p, n
    def __lt__(self, other):
        return self.p < other.p
    def __repr__(self):
        return "%s:%d" % (self.n, self.p)
th = []
for i, p in enumerate([4, 2, 2, 5, 1, 2]):
    heapq.heappush(th, Task(p, "t%d" % i))
print(th)
print([heapq.heappop(th) for _ in range(6)])
