# %-formatting's plain conversions (%s %d %i %%) with small ints and strs,
# and the forms next to them that take the general path: other argument
# types, counts that do not match, keys, flags, non-ASCII text.
cases = [
    ("line %d of %s\n", (7, "file")), ("%s", "x"), ("%s", ("x",)), ("%d%%", 50), ("%i|%s|%d", (1, "é", -3)),
    ("abc", ()), ("abc", 5), ("abc", "x"), ("%s %s", ("a",)), ("%s", ()), ("%d", "x"), ("%s", (1, 2)),
    ("%d", True), ("%s", True), ("%s", None), ("%s", 1.5), ("%d", 1.5), ("%5d|%-3s|", (42, "a")), ("%(k)s", {"k": 1}),
    ("é%sü%d", ("ñ", 2)), ("%é", 1), ("%", 1), ("100%", ()), ("%s", 2 ** 70), ("%d", -(2 ** 62)), ("%x", 255),
]
for fmt, args in cases:
    try:
        print(repr(fmt % args))
    except Exception as e:
        print(type(e).__name__, e)


class T(tuple):
    pass


print("%s-%s" % T((1, 2)), "%s" % [1, 2], "%s" % ([1],))
print("".join("row %d: %s\\n" % (i, "v" * (i % 3)) for i in range(2000))[-40:])
