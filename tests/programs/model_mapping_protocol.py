# A user mapping: case-insensitive dictionary with __getitem__/__setitem__/
# __delitem__/__contains__/__iter__/__len__, KeyError messages, get with
# defaults, dict(obj) via keys()+__getitem__, ** unpacking of a user
# mapping, equality, and an LRU cache built on a dict.
class CaseInsensitiveDict:
    def __init__(self, data=None, **kw):
        self._store = {}
        for k, v in (data or {}).items():
            self[k] = v
        for k, v in kw.items():
            self[k] = v
    def __setitem__(self, key, value):
        self._store[key.lower()] = (key, value)
    def __getitem__(self, key):
        try:
            return self._store[key.lower()][1]
        except KeyError:
            raise KeyError(key) from None
    def __delitem__(self, key):
        del self._store[key.lower()]
    def __contains__(self, key):
        return isinstance(key, str) and key.lower() in self._store
    def __iter__(self):
        return (orig for orig, _ in self._store.values())
    def __len__(self):
        return len(self._store)
    def keys(self):
        return list(self)
    def items(self):
        return [(k, v) for k, v in self._store.values()]
    def get(self, key, default=None):
        return self[key] if key in self else default
    def __eq__(self, other):
        if isinstance(other, CaseInsensitiveDict):
            return {k: v for k, (_, v) in self._store.items()} == {k: v for k, (_, v) in other._store.items()}
        return NotImplemented
    def __repr__(self):
        return "CID(" + repr(dict(self.items())) + ")"

h = CaseInsensitiveDict({"Content-Type": "text/html"}, Accept="*/*")
h["X-Count"] = 3
print(h, len(h), h["content-type"], h["ACCEPT"], "x-count" in h, 5 in h, list(h))
h["CONTENT-TYPE"] = "application/json"
print(h["Content-Type"], list(h), h.get("missing"), h.get("missing", 0), h.get("x-COUNT"))
del h["accept"]
print(h, len(h))
for op in [lambda: h["nope"], lambda: h.__delitem__("nope")]:
    try:
        op()
    except KeyError as e:
        print("KeyError", e, repr(e))
print(dict(h), sorted(h), {**h}, h == CaseInsensitiveDict({"x-count": 3, "content-type": "application/json"}), h == {})

def show(**kwargs):
    return sorted(kwargs.items())
print(show(**h))

# a mapping keyed by tuples: a sparse grid
class Grid:
    def __init__(self, default=0):
        self.cells = {}
        self.default = default
    def __getitem__(self, pos):
        r, c = pos
        return self.cells.get((r, c), self.default)
    def __setitem__(self, pos, value):
        if value == self.default:
            self.cells.pop(pos, None)
        else:
            self.cells[pos] = value
    def __len__(self):
        return len(self.cells)
    def __contains__(self, pos):
        return pos in self.cells
g = Grid()
g[0, 0] = 5
g[2, 3] = 7
g[1, 1] = 0
g[2, 3] += 1
print(g[0, 0], g[2, 3], g[9, 9], len(g), (0, 0) in g, (1, 1) in g, sorted(g.cells.items()))
g[0, 0] = 0
print(len(g))
try:
    g[1]
except TypeError as e:
    print("TypeError", e)

# LRU cache with a plain dict (insertion order) and a hit/miss counter
class LRU:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = {}
        self.hits = self.misses = 0
    def __getitem__(self, key):
        if key not in self.data:
            self.misses += 1
            raise KeyError(key)
        self.hits += 1
        value = self.data.pop(key)
        self.data[key] = value
        return value
    def __setitem__(self, key, value):
        self.data.pop(key, None)
        self.data[key] = value
        if len(self.data) > self.capacity:
            oldest = next(iter(self.data))
            del self.data[oldest]
    def __len__(self):
        return len(self.data)
    def __repr__(self):
        return f"LRU({list(self.data)}, hits={self.hits}, misses={self.misses})"

cache = LRU(3)
for k in "abcab":
    cache[k] = k.upper()
print(cache)
for k in "adbe":
    try:
        print(k, cache[k])
    except KeyError as e:
        print(k, "miss", e)
        cache[k] = k * 2
print(cache, len(cache))
