"""array for pith: typed arrays stored in a list, with the typecode's value
checks and CPython's messages ('f' items are rounded to single precision).
`tobytes`/`frombytes` cover the byte-sized codes ('b', 'B') only."""

import math as _math

_RANGES = {
    "b": (-128, 127), "B": (0, 255), "h": (-32768, 32767), "H": (0, 65535),
    "i": (-2147483648, 2147483647), "I": (0, 4294967295), "l": (-2 ** 63, 2 ** 63 - 1),
    "L": (0, 2 ** 64 - 1), "q": (-2 ** 63, 2 ** 63 - 1), "Q": (0, 2 ** 64 - 1),
}
_SIZES = {"b": 1, "B": 1, "u": 4, "h": 2, "H": 2, "i": 4, "I": 4, "l": 8, "L": 8, "q": 8, "Q": 8, "f": 4, "d": 8}
typecodes = "bBuhHiIlLqQfd"


_LONG = (-2 ** 63, 2 ** 63 - 1)


def _bound(v, lo, what):
    return what + (" is less than minimum" if v < lo else " is greater than maximum")


def _overflow_message(code, v):
    """CPython's message for an out-of-range item (its conversions go
    through C long, short or int first, whose messages can show)."""
    if code in "IL":
        if v < 0:
            return "can't convert negative value to unsigned int"
        if v > 2 ** 64 - 1:
            return "Python int too large to convert to C unsigned long"
        return "unsigned int is greater than maximum"
    if code == "q":
        return "int too big to convert"
    if code == "Q":
        return "can't convert negative int to unsigned" if v < 0 else "int too big to convert"
    if not _LONG[0] <= v <= _LONG[1]:
        return "Python int too large to convert to C long"
    if code == "b":
        if not -32768 <= v <= 32767:
            return _bound(v, 0, "signed short integer")
        return _bound(v, 0, "signed char")
    if code == "B":
        return _bound(v, 0, "unsigned byte integer")
    if code == "h":
        return _bound(v, 0, "signed short integer")
    if code == "H":
        if not -2 ** 31 <= v <= 2 ** 31 - 1:
            return _bound(v, 0, "signed integer")
        return _bound(v, 0, "unsigned short")
    return _bound(v, 0, "signed integer")


def _round_f32(x):
    """x rounded to the nearest single-precision float (ties to even)."""
    if x == 0 or x != x or x in (_math.inf, -_math.inf):
        return x
    a = abs(x)
    e = max(int(_math.floor(_math.log2(a))), -126)
    if 2.0 ** e > a:
        e -= 1
    elif 2.0 ** (e + 1) <= a:
        e += 1
    scale = 2.0 ** (23 - max(e, -126))
    r = round(a * scale) / scale
    if r >= 2.0 ** 128:
        # Past the largest single-precision float: infinity, as C's cast gives.
        r = _math.inf
    return r if x > 0 else -r


def _same_kind(a, b):
    if not isinstance(b, array) or a.typecode != b.typecode:
        raise TypeError("bad argument type for built-in operation")


class array:
    def __init__(self, typecode, initializer=None):
        if typecode not in _SIZES:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self.typecode = typecode
        self.itemsize = _SIZES[typecode]
        # The bounds of an integer typecode's items, None for the others
        # (read by every store: no lookup by typecode there).
        self._lo, self._hi = _RANGES.get(typecode, (None, None))
        self._items = []
        if initializer is not None:
            self.extend(initializer)

    def _check(self, v):
        lo = self._lo
        if lo is not None:
            if not isinstance(v, int):
                raise TypeError("'" + type(v).__name__ + "' object cannot be interpreted as an integer")
            if v < lo or v > self._hi:
                raise OverflowError(_overflow_message(self.typecode, v))
            # The item is the number: a bool or an int subclass is stored as int.
            return v if type(v) is int else int(v)
        if self.typecode == "u":
            if not isinstance(v, str) or len(v) != 1:
                raise TypeError("array item must be unicode character")
            return v
        if not isinstance(v, (int, float)):
            raise TypeError("must be real number, not " + type(v).__name__)
        return _round_f32(float(v)) if self.typecode == "f" else float(v)

    def append(self, v):
        self._items.append(self._check(v))

    def extend(self, values):
        for v in values:
            self.append(v)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return array(self.typecode, self._items[i])
        return self._items[i]

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            if not isinstance(v, array):
                raise TypeError('can only assign array (not "' + type(v).__name__ + '") to array slice')
            _same_kind(self, v)
            self._items[i] = v._items
            return
        self._items[i] = self._check(v)

    def __delitem__(self, i):
        del self._items[i]

    def insert(self, i, v):
        self._items.insert(i, self._check(v))

    def remove(self, v):
        if v not in self._items:
            raise ValueError("array.remove(x): x not in array")
        self._items.remove(v)

    def __add__(self, other):
        _same_kind(self, other)
        return array(self.typecode, self._items + other._items)

    def __mul__(self, n):
        if not isinstance(n, int):
            raise TypeError("can't multiply sequence by non-int of type '" + type(n).__name__ + "'")
        return array(self.typecode, self._items * n)

    __rmul__ = __mul__
    __hash__ = None

    def __lt__(self, other):
        return self._items < other._items if isinstance(other, array) else NotImplemented

    def __le__(self, other):
        return self._items <= other._items if isinstance(other, array) else NotImplemented

    def __gt__(self, other):
        return self._items > other._items if isinstance(other, array) else NotImplemented

    def __ge__(self, other):
        return self._items >= other._items if isinstance(other, array) else NotImplemented

    def __iter__(self):
        return iter(self._items)

    def __contains__(self, v):
        return v in self._items

    def __eq__(self, other):
        return isinstance(other, array) and self._items == other._items

    def tolist(self):
        return list(self._items)

    def pop(self, i=-1):
        if not self._items:
            raise IndexError("pop from empty array")
        if not -len(self._items) <= i < len(self._items):
            raise IndexError("pop index out of range")
        return self._items.pop(i)

    def index(self, v):
        if v not in self._items:
            raise ValueError("array.index(x): x not in array")
        return self._items.index(v)

    def count(self, v):
        return self._items.count(v)

    def reverse(self):
        self._items.reverse()

    def tobytes(self):
        if self.typecode not in ("b", "B"):
            raise NotImplementedError("array.tobytes() for typecode '" + self.typecode + "' is not supported by pith")
        return bytes([v & 255 for v in self._items])

    def frombytes(self, data):
        if self.typecode not in ("b", "B"):
            raise NotImplementedError("array.frombytes() for typecode '" + self.typecode + "' is not supported by pith")
        for b in data:
            self.append(b if self.typecode == "B" or b < 128 else b - 256)

    def __repr__(self):
        if not self._items:
            return "array('" + self.typecode + "')"
        return "array('" + self.typecode + "', " + repr(self._items) + ")"
