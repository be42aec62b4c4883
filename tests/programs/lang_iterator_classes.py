# Iterator protocol with classes: __iter__ returning self vs. a fresh
# iterator, __next__ raising StopIteration, iter(callable, sentinel),
# next() with a default, iterating the same object twice, and builtins
# (list, sum, zip, enumerate, sorted, in) consuming user iterators.
class Countdown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1

c = Countdown(3)
print(list(c), list(c))

class Range2:
    """Re-iterable: each __iter__ returns a new iterator."""
    def __init__(self, lo, hi, step=1):
        self.lo, self.hi, self.step = lo, hi, step
    def __iter__(self):
        return Range2Iter(self)
    def __len__(self):
        return max(0, (self.hi - self.lo + self.step - 1) // self.step)

class Range2Iter:
    def __init__(self, r):
        self.r = r
        self.i = r.lo
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.r.hi:
            raise StopIteration()
        v = self.i
        self.i += self.r.step
        return v

r = Range2(2, 11, 3)
print(list(r), list(r), len(r), sum(r), 8 in r, 9 in r)
print(list(zip(r, Countdown(10))), list(enumerate(r, 1)), sorted(r, reverse=True))
print(max(r), min(Range2(5, 6)), list(map(str, r)), [x for x in r if x % 2])
a, b, *c = Range2(0, 5)
print(a, b, c, tuple(Range2(0, 0)), dict.fromkeys(Range2(1, 3)))

# iter() with sentinel over a stateful callable
class Reader:
    def __init__(self, chunks):
        self.chunks = list(chunks)
    def read(self):
        return self.chunks.pop(0) if self.chunks else ""
rd = Reader(["ab", "cd", "", "ef"])
print(list(iter(rd.read, "")))
counter = [0]
def tick():
    counter[0] += 1
    return counter[0]
print(list(iter(tick, 5)))

# next() default and StopIteration
it = iter([1])
print(next(it), next(it, "default"), next(it, None))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", e.args)

# iter() on non-iterables and objects with only __getitem__
class Squares:
    def __getitem__(self, i):
        if i >= 5:
            raise IndexError(i)
        return i * i
print(list(Squares()), 9 in Squares(), 10 in Squares())
for bad in (5, None, 3.5):
    try:
        iter(bad)
    except TypeError as e:
        print("TypeError", e)

class BadIter:
    def __iter__(self):
        return 42
try:
    for _ in BadIter():
        pass
except TypeError as e:
    print("TypeError", e)

class NotIterator:
    pass
try:
    next(NotIterator())
except TypeError as e:
    print("TypeError", e)

# an infinite iterator stopped by zip / islice-like manual loop
class Naturals:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        return self.n
nat = Naturals()
print(list(zip("abc", nat)), next(nat))
taken = []
for x in nat:
    if x > 9:
        break
    taken.append(x)
print(taken)

# linked list iterable with a generator __iter__
class Node:
    def __init__(self, val, nxt=None):
        self.val, self.nxt = val, nxt
class LinkedList:
    def __init__(self, *vals):
        self.head = None
        for v in reversed(vals):
            self.head = Node(v, self.head)
    def __iter__(self):
        node = self.head
        while node:
            yield node.val
            node = node.nxt
ll = LinkedList("a", "b", "c")
print(list(ll), "-".join(ll), list(LinkedList()), "b" in ll)
