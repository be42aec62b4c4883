# Iterator classes with __iter__/__next__ raising StopIteration.
class CountUp:
    def __init__(self, start, stop):
        self.cur = start
        self.stop = stop
    def __iter__(self):
        return self
    def __next__(self):
        if self.cur >= self.stop:
            raise StopIteration
        v = self.cur
        self.cur += 1
        return v
print(list(CountUp(1, 5)))
for n in CountUp(3, 6):
    print("n", n)
it = CountUp(0, 3)
print(next(it), next(it), next(it))
try:
    next(it)
except StopIteration:
    print("exhausted")
print(next(it, "default"), list(it))
class Fib:
    def __init__(self, limit):
        self.limit = limit
    def __iter__(self):
        return FibIter(self.limit)
class FibIter:
    def __init__(self, limit):
        self.a = 0
        self.b = 1
        self.limit = limit
    def __iter__(self):
        return self
    def __next__(self):
        if self.a > self.limit:
            raise StopIteration()
        r = self.a
        self.a, self.b = self.b, self.a + self.b
        return r
f = Fib(100)
print(list(f), list(f), sum(f), max(f))
print([x * x for x in Fib(20)], sorted(Fib(10), reverse=True))
print(list(zip(CountUp(0, 10), Fib(30))), dict(enumerate(CountUp(5, 8))))
class Cycle:
    def __init__(self, items, times):
        self.items = items
        self.times = times
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= len(self.items) * self.times:
            raise StopIteration
        v = self.items[self.i % len(self.items)]
        self.i += 1
        return v
print("".join(Cycle("ab", 3)), list(Cycle([1, 2, 3], 2)))
class Words:
    def __init__(self, text):
        self.words = text.split()
        self.pos = 0
    def __iter__(self):
        return self
    def __next__(self):
        while self.pos < len(self.words):
            w = self.words[self.pos]
            self.pos += 1
            if len(w) > 2:
                return w.upper()
        raise StopIteration
print(list(Words("a the cat is on my mat today")))
w = Words("one two")
for x in w:
    print("word", x)
for x in w:
    print("never printed", x)
a, b, c = CountUp(7, 10)
print(a, b, c, 8 in CountUp(0, 10), 20 in CountUp(0, 10))
print(any(CountUp(0, 3)), all(CountUp(1, 3)), tuple(CountUp(0, 2)), set(CountUp(1, 3)) == {1, 2})
