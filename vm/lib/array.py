"""array for pith: typed arrays stored in a list, with the typecode's value
checks. `tobytes`/`frombytes` cover the byte-sized codes ('b', 'B') only."""

_RANGES = {
    "b": (-128, 127), "B": (0, 255), "h": (-32768, 32767), "H": (0, 65535),
    "i": (-2147483648, 2147483647), "I": (0, 4294967295), "l": (-2 ** 63, 2 ** 63 - 1),
    "L": (0, 2 ** 64 - 1), "q": (-2 ** 63, 2 ** 63 - 1), "Q": (0, 2 ** 64 - 1),
}
_SIZES = {"b": 1, "B": 1, "u": 4, "h": 2, "H": 2, "i": 4, "I": 4, "l": 8, "L": 8, "q": 8, "Q": 8, "f": 4, "d": 8}
typecodes = "bBuhHiIlLqQfd"


class array:
    def __init__(self, typecode, initializer=None):
        if typecode not in _SIZES:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self.typecode = typecode
        self.itemsize = _SIZES[typecode]
        self._items = []
        if initializer is not None:
            self.extend(initializer)

    def _check(self, v):
        if self.typecode in ("f", "d"):
            if not isinstance(v, (int, float)):
                raise TypeError("must be real number, not " + type(v).__name__)
            return float(v)
        if self.typecode == "u":
            if not isinstance(v, str) or len(v) != 1:
                raise TypeError("array item must be unicode character")
            return v
        if not isinstance(v, int):
            raise TypeError("'" + type(v).__name__ + "' object cannot be interpreted as an integer")
        lo, hi = _RANGES[self.typecode]
        if v < lo or v > hi:
            if self.typecode in "bhilq":
                raise OverflowError("signed integer is " + ("less than minimum" if v < lo else "greater than maximum"))
            raise OverflowError("unsigned " + ("byte" if self.typecode == "B" else "int") + " integer is "
                                + ("less than minimum" if v < lo else "greater than maximum"))
        return v

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
        self._items[i] = self._check(v)

    def __iter__(self):
        return iter(self._items)

    def __contains__(self, v):
        return v in self._items

    def __eq__(self, other):
        return isinstance(other, array) and self._items == other._items

    def tolist(self):
        return list(self._items)

    def pop(self, i=-1):
        return self._items.pop(i)

    def index(self, v):
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
