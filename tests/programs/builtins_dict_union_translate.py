# dict union | and |=, str.maketrans in all three forms, str.translate, bytes.maketrans/bytes.translate.


def err(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except (TypeError, ValueError, KeyError) as e:
        print(label, "->", type(e).__name__ + ":", e)


# dict union
a = {"x": 1, "y": 2, "z": 3}
b = {"y": 20, "w": 40}
c = a | b
print("union", c, list(c), a, b)
print("union reversed", b | a, list(b | a))
print("union empty", {} | a, a | {}, {} | {}, (a | {}) is a)
print("union chain", {1: "a"} | {2: "b"} | {1: "c", 3: "d"})
d = dict(a)
d |= b
print("ior", d, list(d))
d |= {"x": 100}
print("ior override keeps position", d, list(d))
e = {}
alias = e
e |= [(1, 2), (3, 4), (1, 5)]
print("ior pairs", e, alias is e)
e |= (("k", "v"),)
print("ior tuple of pairs", e)
e |= zip("ab", [7, 8])
print("ior zip", e)


class MyDict(dict):
    pass


m = MyDict(p=1, y=0)
r1 = a | m
r2 = m | a
print("subclass right", r1, type(r1).__name__)
print("subclass left", r2, type(r2).__name__)
m |= {"q": 2}
print("subclass ior", m, type(m).__name__)


class Tracker(dict):
    def __or__(self, other):
        return "Tracker.__or__"

    def __ror__(self, other):
        return "Tracker.__ror__"


print("override or", Tracker() | {}, {} | Tracker())

err("union list", lambda: {} | [1])
err("union list pairs", lambda: {} | [(1, 2)])
err("union rev list", lambda: [1] | {})
err("union set", lambda: {1: 2} | {1})
err("union none", lambda: {1: 2} | None)


def ior_bad(v):
    def f():
        x = {}
        x |= v
        return x
    return f


err("ior int", ior_bad(5))
err("ior bad pairs", ior_bad([1, 2]))
err("ior triple", ior_bad([(1, 2, 3)]))

# views do set-like | (not dict union)
print("keys view or", sorted({1: 0, 2: 0}.keys() | {3: 0}.keys()), sorted({1: 0}.items() | {(2, 0)}))

# str.maketrans: one argument (dict)
t1 = str.maketrans({"a": "1", "b": None, ord("c"): "CC", "d": 100})
print("maketrans dict", sorted(t1.items()))
print("translate dict table", "abcdabcd".translate(t1))
print("maketrans empty", str.maketrans({}), str.maketrans("", ""))

# two arguments
t2 = str.maketrans("abc", "xyz")
print("maketrans two", sorted(t2.items()))
print("translate two", "aabbccdd".translate(t2), "cab".translate(t2))

# three arguments
t3 = str.maketrans("ab", "AB", "xyz")
print("maketrans three", sorted(t3.items()))
print("translate three", "abxycdzab".translate(t3))
t3b = str.maketrans("", "", "aeiou")
print("delete vowels", "the quick brown fox".translate(t3b))
print("unicode", str.maketrans("é€", "e$"), "café 5€".translate(str.maketrans("é€", "e$")))

err("maketrans unequal", lambda: str.maketrans("ab", "c"))
err("maketrans long key", lambda: str.maketrans({"ab": 1}))
err("maketrans bad key type", lambda: str.maketrans({1.5: "a"}))
err("maketrans one non-dict", lambda: str.maketrans("abc"))
err("maketrans two non-str", lambda: str.maketrans("ab", 12))
err("maketrans three non-str", lambda: str.maketrans("a", "b", 5))
err("maketrans none", lambda: str.maketrans())

# str.translate with plain dicts
print("translate str", "hello".translate({ord("l"): "L", ord("o"): "0"}))
print("translate int", "hello".translate({104: 72, 101: 69}))
print("translate none", "hello".translate({ord("l"): None}))
print("translate expand", "a-b".translate({ord("-"): " -- "}))
print("translate unmapped", "xyz".translate({}), "".translate({1: 2}))
print("translate str keys ignored", "abc".translate({"a": "Z"}))
err("translate bad value", lambda: "abc".translate({ord("a"): 1.5}))
err("translate bad int", lambda: "abc".translate({ord("a"): -1}))
err("translate non-mapping", lambda: "abc".translate(5))


class Upper:
    def __getitem__(self, k):
        if chr(k) in "aeiou":
            return chr(k).upper()
        raise LookupError(k)


print("translate mapping object", "education".translate(Upper()))
print("translate list table", "abc".translate([None] * 97 + ["A", "B"]))

# bytes.maketrans / bytes.translate
bt = bytes.maketrans(b"abc", b"ABC")
print("bytes maketrans", type(bt).__name__, len(bt), bt[97:100], bt[:3])
print("bytes translate", b"aabbccdd".translate(bt))
print("bytes translate delete", b"hello world".translate(bt, b"lo"))
print("bytes translate None", b"hello world".translate(None, b"lo "), b"abc".translate(None))
print("bytearray translate", bytearray(b"abcabc").translate(bt), bytearray.maketrans(b"x", b"y")[120])
print("bytes maketrans empty", bytes.maketrans(b"", b"") == bytes(range(256)))
err("bytes maketrans unequal", lambda: bytes.maketrans(b"ab", b"c"))
err("bytes translate short table", lambda: b"abc".translate(b"xyz"))
err("bytes maketrans str", lambda: bytes.maketrans("ab", "cd"))

# rot13 via a table, in a loop
lower = "abcdefghijklmnopqrstuvwxyz"
upper = lower.upper()
rot = str.maketrans(lower + upper, lower[13:] + lower[:13] + upper[13:] + upper[:13])
brot = bytes.maketrans(lower.encode() + upper.encode(), (lower[13:] + lower[:13] + upper[13:] + upper[:13]).encode())
strip_digits = str.maketrans("", "", "0123456789")
words = ["Hello", "World", "Python", "pith", "Translate", "Zebra", "quartz"]
total = 0
ok = 0
merged = {}
for i in range(400):
    w = words[i % len(words)] + str(i)
    enc = w.translate(rot)
    if enc.translate(rot) == w and enc.encode().translate(brot) == w.encode():
        ok += 1
    total += len(enc.translate(strip_digits))
    merged |= {w[0]: i}
    merged = merged | {"count": i}
print("loop", ok, total, sorted(merged.items()))
print("rot13", "Hello, World!".translate(rot), b"Hello, World!".translate(brot))
