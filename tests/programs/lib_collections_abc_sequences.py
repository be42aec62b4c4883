# collections.abc: Sequence, MutableSequence, Iterator and Callable mixins for user classes
from collections.abc import Sequence, MutableSequence, Iterable, Iterator, Sized, Container, Callable

class Squares(Sequence):
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * i
sq = Squares(6)
print(list(sq), 16 in sq, 17 in sq, sq.index(9), sq.count(4), list(reversed(sq)), len(sq))
try:
    sq.index(7)
except ValueError as e:
    print("ValueError", repr(e))
print(isinstance(sq, Sequence), isinstance(sq, Iterable), isinstance(sq, Sized), issubclass(Squares, Container))
class Stack(MutableSequence):
    def __init__(self):
        self._items = []
    def __len__(self):
        return len(self._items)
    def __getitem__(self, i):
        return self._items[i]
    def __setitem__(self, i, v):
        self._items[i] = v
    def __delitem__(self, i):
        del self._items[i]
    def insert(self, i, v):
        self._items.insert(i, v)
    def __repr__(self):
        return "Stack(%r)" % self._items
s = Stack()
s.append(1); s.extend([2, 3, 4]); s += [5]
print(s, s.pop(), s.pop(0), s)
s.reverse(); s.remove(3); print(s, s.index(2))
s.clear(); print(s, len(s))
class Count(Iterator):
    def __init__(self, n):
        self.i, self.n = 0, n
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
c = Count(3)
print(iter(c) is c, list(c), isinstance(c, Iterable))
class Adder(Callable):
    def __call__(self, a, b):
        return a + b
print(Adder()(2, 3), isinstance(Adder(), Callable), callable(Adder()))
