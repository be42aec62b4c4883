# bytes methods at their edges: negative indexes and step slices, split
# and rsplit with maxsplit, empty separators (ValueError), strip sets,
# find/count/index with ints and windows, partition, splitlines,
# expandtabs, hex separators, decode error handlers, % formatting, bytes
# as dict keys and set members, `in` with ints and bytes, joining
# bytearrays, and the errors CPython raises for wrong argument types.
data = b"The quick brown fox"
print(data[-1], data[-3:], data[::-2], data[5:1:-1], data[-100:-15], data[1:-1:4])
print(b"a,b,,c,".split(b",", 2), b"a,b,,c,".rsplit(b",", 2), b"a,b".split(b",", 0))
print(b"  one  two three ".split(None, 1), b"  one  two three ".rsplit(None, 1), b"".split(), b"".split(b","))
print(b"xyxhelloyxy".strip(b"xy"), b"xyxhelloyxy".lstrip(b"yx"), b"xyxhelloyxy".rstrip(b"y"), b"\t\n x \x0b\x0c".strip())
print(b"abcabc".find(b"c", 3), b"abcabc".find(99, -2), b"abcabc".rfind(b"ab", 0, 4), b"abcabc".count(b"b", 2), b"abc".count(b""))
print(b"abcabc".index(98, 2), b"abcabc".rindex(b"a"), b"abc".find(b"", 3), b"abc".find(b"", 4), b"abc".startswith(b"bc", 1, 3))
print(b"k=v=w".partition(b"="), b"k=v=w".rpartition(b"="), b"kvw".partition(b"="), b"kvw".rpartition(b"="))
print(b"l1\nl2\r\nl3\rl4".splitlines(), b"l1\nl2\r\n".splitlines(keepends=True), b"a\tbc\td".expandtabs(4))
print(b"\x01\x02\x03\x04\x05".hex("-"), b"\x01\x02\x03\x04\x05".hex(b":", 2), b"\x01\x02\x03\x04\x05".hex(" ", -2))
print(b"caf\xc3\xa9 \xff!".decode("utf-8", "replace"), b"caf\xc3\xa9 \xff!".decode("utf-8", "ignore"), b"caf\xc3\xa9".decode("latin-1"))
print(b"\xe2\x82".decode(errors="backslashreplace"), b"abc".decode("ascii"), b"x\x80".decode("ascii", "replace"))
print(b"%s=%d (%5.2f%%) %r %c%c" % (b"ratio", 42, 12.345, "s", 65, b"!"), b"%-6s|%6s|" % (b"ab", bytearray(b"cd")), b"%(a)s+%(b)s" % {b"a": b"1", b"b": b"2"})
print(b"Hello World".swapcase(), b"hello world".capitalize(), b"ABC def".istitle(), b"Abc Def".istitle(), b"ABC".isupper(), b"abc1".islower())
print(b"abc".removeprefix(b"ab"), b"abc".removesuffix(b"bc"), b"abc".removeprefix(b"x"), b"12".rjust(5, b"0"), b"-12".zfill(6), b"+1".zfill(1))
print(b"".join([bytearray(b"ab"), b"cd", bytearray(b"ef")]), b", ".join((b"x", bytearray(b"y"))), type(b"".join([bytearray(b"z")])).__name__)

# bytes as keys and members
index = {b"alpha": 1, b"beta": 2}
index[b"al" + b"pha"] += 10
seen = {b"x", b"y", b"x", bytes([120])}
print(index, sorted(seen), b"beta" in index, b"gamma" in index, len(seen), hash(b"") == hash(bytes()))
print(98 in b"abc", 100 in b"abc", b"" in b"abc", b"bc" in b"abc", bytearray(b"ab") in b"cab", b"ac" in b"abc")

# comparisons and conversions
print(b"abc" == bytearray(b"abc"), b"abc" < bytearray(b"abd"), bytearray(b"b") > b"a", b"a" != "a", max([b"b", b"ab", b"ba"]))
print(list(b"\x00\xff"), bytes(b"x" * 3), bytes(4), bytes([1, 2, 3]) == bytes(range(1, 4)), bytes("é", "utf-8"), bytes("é", encoding="latin-1"))
print(str(b"a'b"), repr(b'a"b'), b"abc"[1:2] * 3, 2 * b"ab", b"ab" * 0, b"ab" * -1, bool(b""), bool(b"\x00"))
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(bytearray(b"\x01\x00"), "little"), (258).to_bytes(2, "big"))

for bad in [lambda: b"abc".split(b""), lambda: b"abc".rsplit(b""), lambda: b"abc".partition(b""),
            lambda: b"abc".find("a"), lambda: b"abc".count(256), lambda: "a" in b"abc", lambda: 256 in b"abc",
            lambda: b",".join([b"a", "b"]), lambda: b"a".strip("a"), lambda: b"a".startswith("a"),
            lambda: b"a".center(3, b"ab"), lambda: b"abc".rindex(b"x"), lambda: b"a" + 1, lambda: bytes(-1),
            lambda: bytes(1.5), lambda: bytes(b"x", "utf-8"), lambda: bytes.fromhex("0g"), lambda: bytes.fromhex("123"),
            lambda: b"\xc3".decode(), lambda: b"\x80abc".decode("ascii"), lambda: b"x".decode("no-such-codec"),
            lambda: b"%d" % b"x", lambda: b"%s %s" % (b"a",), lambda: b"%s" % (b"a", b"b"), lambda: b"%c" % 300,
            lambda: hash(bytearray(b"x")), lambda: {bytearray(b"k"): 1}, lambda: b"abc"[3], lambda: b"abc"[data[:1].decode()]]:
    try:
        print(bad())
    except (TypeError, ValueError, IndexError, LookupError, OverflowError) as e:
        print(type(e).__name__, e)
