# A user sequence class: __len__, __getitem__ with ints (negative,
# out-of-range -> IndexError) and slices (returning the same type),
# __setitem__/__delitem__, __contains__, __iter__, __reversed__, __add__/
# __mul__, __eq__, and which builtins use which method (len, in, reversed,
# list, sorted, bool, enumerate, unpacking).
class Vector:
    def __init__(self, items=()):
        self._items = list(items)
    def __len__(self):
        return len(self._items)
    def __getitem__(self, index):
        if isinstance(index, slice):
            return Vector(self._items[index])
        if not isinstance(index, int):
            raise TypeError(f"Vector indices must be integers or slices, not {type(index).__name__}")
        if not -len(self) <= index < len(self):
            raise IndexError(f"Vector index {index} out of range for length {len(self)}")
        return self._items[index]
    def __setitem__(self, index, value):
        if isinstance(index, slice):
            self._items[index] = list(value)
        else:
            self._items[index] = value
    def __delitem__(self, index):
        del self._items[index]
    def __contains__(self, value):
        print("  (contains called)")
        return value in self._items
    def __iter__(self):
        return iter(self._items)
    def __reversed__(self):
        print("  (reversed called)")
        return reversed(self._items)
    def __add__(self, other):
        if isinstance(other, Vector):
            return Vector(self._items + other._items)
        return NotImplemented
    def __mul__(self, n):
        return Vector(self._items * n)
    __rmul__ = __mul__
    def __eq__(self, other):
        return isinstance(other, Vector) and self._items == other._items
    def __repr__(self):
        return f"Vector({self._items!r})"

v = Vector([10, 20, 30, 40, 50])
print(len(v), v[0], v[-1], v[1:3], v[::-2], v[:0], bool(v), bool(Vector()))
for bad in (5, -6, "1", 1.0):
    try:
        v[bad]
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
print(30 in v, 99 not in v)
print(list(reversed(v)))
print(list(v), sorted(v, reverse=True), sum(v), max(v), list(enumerate(v))[:2])
a, b, *rest = v
print(a, b, rest)
v[0] = 11
v[1:3] = (21, 31, 32)
del v[-1]
print(v, len(v))
del v[::2]
print(v)
print(v + Vector([1]), v * 2, 2 * v, v == Vector([21, 32]), v != Vector([21, 32]), v == [21, 32])
try:
    v + [1]
except TypeError as e:
    print("TypeError", e)

# sequence with only __getitem__ and __len__: iteration, in, reversed work via fallback
class Squares:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("out of range")
        return i * i
sq = Squares(6)
print(list(sq), 16 in sq, 17 in sq, list(reversed(sq)), sq[-1], len(sq))
x, y, z = Squares(3)
print(x, y, z, tuple(Squares(0)), "".join(str(s) for s in Squares(4)))

# a ring buffer with wraparound indexing
class Ring:
    def __init__(self, cap):
        self.buf = [None] * cap
        self.start = 0
        self.size = 0
    def push(self, x):
        cap = len(self.buf)
        if self.size < cap:
            self.buf[(self.start + self.size) % cap] = x
            self.size += 1
        else:
            self.buf[self.start] = x
            self.start = (self.start + 1) % cap
    def __len__(self):
        return self.size
    def __getitem__(self, i):
        if i < 0:
            i += self.size
        if not 0 <= i < self.size:
            raise IndexError("ring index out of range")
        return self.buf[(self.start + i) % len(self.buf)]
r = Ring(3)
for k in range(1, 6):
    r.push(k)
    print(k, list(r), len(r), r[0], r[-1])
try:
    Ring(2)[0]
except IndexError as e:
    print("IndexError", e)
