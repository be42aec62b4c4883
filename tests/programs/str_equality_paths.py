# str equality decides by length, then by the cached hashes when both strs
# have one, then by the bytes: each path, with strs built at run time (not
# the same object as a literal) and with hashes computed or not.
def built(s):
    return "".join([c for c in s])

pairs = [("abc", "abd"), ("abc", "abc"), ("a", "b"), ("", ""), ("é", "e"), ("éa", "ée"), ("ab", "abc"), ("日本", "日本")]
for a, b in pairs:
    x, y = built(a), built(b)
    fresh = (x == y, x != y, x in (y,), x in [y, 1], x < y)
    hash(x), hash(y)
    hashed = (x == y, x != y, x in (y,), {x: 1}.get(y), x in {y}, x <= y)
    half = built(a)
    hash(half)
    mixed = (half == built(b), built(b) == half)
    print(repr(a), repr(b), fresh, hashed, mixed)

codes = [built(c) for c in "fdBu"]
for c in codes:
    print(c, c in ("f", "d"), c == "u", c in ["B", "b"], c not in ("f", "d"))
n = 0
for i in range(2000):
    k = built("key%d" % (i % 7))
    if k == "key3" or k in ("key5", "key6"):
        n += 1
print(n)
