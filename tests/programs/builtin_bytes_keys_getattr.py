# bytes hash by value (dict keys, sets) and `in` finds a sub-bytes;
# getattr's default also covers an AttributeError raised by __getattr__ or
# a property.
d = {b"k": 1, b"key": 2}
print(hash(b"k") == hash(b"k"), d.get(b"k"), d[b"key"], b"zz" in d, len({b"a", b"a", b"b"}))
print(b"ll" in b"hello", b"" in b"x", b"lo!" in b"hello", 104 in b"hello", 7 in b"hello")


class Lazy:
    def __getattr__(self, name):
        if name.startswith("x"):
            return name * 2
        raise AttributeError(name)

    @property
    def broken(self):
        raise AttributeError("no broken")


o = Lazy()
print(getattr(o, "xy", 0), getattr(o, "other", "default"), getattr(o, "broken", "fallback"))
print(hasattr(o, "other"), hasattr(o, "xa"))
try:
    getattr(o, "other")
except AttributeError as e:
    print("AttributeError", e)
