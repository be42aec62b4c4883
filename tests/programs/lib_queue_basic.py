# queue: Queue (FIFO, maxsize, task_done/join), LifoQueue, PriorityQueue, SimpleQueue, Empty/Full, timeouts, subclass hooks
import queue
from queue import Queue, LifoQueue, PriorityQueue, SimpleQueue, Empty, Full

print(queue.__all__)
print(Empty, Full, Empty.__mro__[1], Full.__mro__[1])
print(SimpleQueue, Queue, PriorityQueue.__mro__[1])

q = Queue()
for i in range(5):
    q.put(i)
print(q.qsize(), q.empty(), q.full(), q.maxsize, q.unfinished_tasks)
print(q.queue)
print([q.get() for _ in range(5)], q.empty())
try:
    q.get_nowait()
except Empty as e:
    print("Empty", repr(e), repr(str(e)))
try:
    q.get(block=False)
except Empty as e:
    print("Empty", repr(e))
try:
    q.get(timeout=0)
except Empty as e:
    print("Empty after timeout 0", repr(e))
try:
    q.get(timeout=0.001)
except Empty as e:
    print("Empty after timeout", repr(e))
try:
    q.get(timeout=-1)
except ValueError as e:
    print(type(e).__name__, e)
for _ in range(5):
    q.task_done()
q.join()
try:
    q.task_done()
except ValueError as e:
    print(type(e).__name__, e)

b = Queue(maxsize=2)
b.put("a")
b.put_nowait("b")
print(b.full(), b.qsize())
try:
    b.put("c", block=False)
except Full as e:
    print("Full", repr(e))
try:
    b.put_nowait("c")
except Full as e:
    print("Full", repr(e))
try:
    b.put("c", timeout=0)
except Full as e:
    print("Full after timeout", repr(e))
try:
    b.put("c", timeout=-0.5)
except ValueError as e:
    print(type(e).__name__, e)
print(b.get(), b.get_nowait(), b.empty())
u = Queue()
u.put(1, timeout=-1)
print("unbounded put ignores timeout", u.qsize())
print(Queue(-3).full(), Queue(0).full())

lq = LifoQueue()
for x in "abc":
    lq.put(x)
print(list(lq.queue), [lq.get() for _ in range(3)])

pq = PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b"), (1, "A")]:
    pq.put(item)
print(pq.qsize(), [pq.get() for _ in range(4)])
pq.put(5)
try:
    pq.put("x")
except TypeError as e:
    print(type(e).__name__, e)

sq = SimpleQueue()
sq.put(1)
sq.put_nowait(2)
sq.put(3, block=False, timeout=5)
print(sq.qsize(), sq.empty(), sq.get(), sq.get_nowait(), sq.get(timeout=1))
try:
    sq.get(block=False)
except Empty as e:
    print("Empty", repr(e))
try:
    sq.get(timeout=-1)
except ValueError as e:
    print(type(e).__name__, e)
print(sq.empty(), sq.qsize())


class Reversed(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _put(self, item):
        self.queue.insert(0, item)

    def _get(self):
        return self.queue.pop(0)


r = Reversed()
for i in range(3):
    r.put(i)
print([r.get() for _ in range(3)])

# a producer and a consumer taking turns without threads
work = Queue(maxsize=3)
done = []
for n in range(7):
    if work.full():
        while not work.empty():
            done.append(work.get() * 10)
            work.task_done()
    work.put(n)
while not work.empty():
    done.append(work.get() * 10)
    work.task_done()
work.join()
print(done, work.unfinished_tasks)
