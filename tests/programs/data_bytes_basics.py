# bytes basics: literals and escapes in repr, indexing (ints) and slicing
# (bytes), concatenation and repetition, common methods (split, join,
# strip, find, count, replace, startswith, upper, hex/fromhex), conversion
# to and from str and lists of ints, comparison, and errors.
b = b"Hello, World"
print(b, len(b), b[0], b[-1], b[:5], b[7:], b[::-1], b[::3])
print(type(b[0]).__name__, type(b[1:2]).__name__, b[1:2] == b"e", b[100:], b[-100:2])
print(b + b"!", b"ab" * 3, b"" * 5, 3 * b"x")
print(b"\x00\x01\x7f\x80\xff", b"tab\there", b"quote'", b'dq"', b"both'\"", b"\\")
print(repr(b"\n\r\t"), bytes(3), bytes([65, 66, 67]), bytes(range(97, 100)), bytes(b"copy"))
print(list(b"abc"), tuple(b"\x01\x02"), sum(b"abc"), max(b"hello"), 104 in b"hello", b"ll" in b"hello")

print(b"a,b,,c".split(b","), b"  x  y ".split(), b"k=v=w".split(b"=", 1), b"a b c".rsplit(None, 1))
print(b"-".join([b"a", b"b", b"c"]), b"".join([]), b"  pad  ".strip(), b"xxhixx".strip(b"x"), b"abc".lstrip(b"a"))
print(b"banana".find(b"an"), b"banana".rfind(b"an"), b"banana".find(b"z"), b"banana".count(b"a"), b"banana".index(b"n"))
print(b"banana".replace(b"a", b"o"), b"banana".replace(b"a", b"", 2), b"abc".upper(), b"ABC".lower(), b"hello world".title())
print(b"file.txt".endswith(b".txt"), b"file.txt".startswith((b"x", b"fi")), b"123".isdigit(), b"ab1".isalpha(), b" \t".isspace())
print(b"\xde\xad\xbe\xef".hex(), bytes.fromhex("48 65 6c6c 6f"), b"".hex(), b"ab".hex())
print(b"abc".decode(), "héllo".encode(), "héllo".encode("utf-8").decode("utf-8"), len("€".encode()))
print(b"abc" < b"abd", b"abc" < b"ab", b"" < b"\x00", b"a" == "a", b"x" != b"x", sorted([b"b", b"a", b"ab"]))
print(b"%d items at %s" % (3, b"home"), b"%5.1f|%-4d|" % (2.25, 7), b"%x" % 255)
print(hash(b"key") == hash(b"key"), {b"k": 1}[b"k"], b"abc".center(9, b"*"), b"7".zfill(3), b"ab".ljust(4, b"."))

for bad in [lambda: b"a" + "b", lambda: bytes([256]), lambda: bytes([-1]), lambda: b"abc"[5],
            lambda: b"x".decode("ascii") + b"\xff".decode("utf-8"), lambda: bytes.fromhex("zz"),
            lambda: b"abc".index(b"z"), lambda: bytes("text")]:
    try:
        print(bad())
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)

# bytearray: the mutable counterpart
ba = bytearray(b"hello")
ba[0] = ord("j")
ba.append(33)
ba.extend(b"??")
del ba[-1]
print(ba, len(ba), bytes(ba), ba[1:3], ba.pop(), ba)
ba[1:3] = b"EE"
print(ba, ba.upper(), ba == b"jEElo", bytearray(3), bytearray([1, 2]).hex())
try:
    ba[0] = 300
except ValueError as e:
    print("ValueError", e)

# checksum and a tiny run-length encoding over bytes
def checksum(data):
    total = 0
    for byte in data:
        total = (total * 31 + byte) & 0xFFFFFFFF
    return total
def rle(data):
    out = bytearray()
    i = 0
    while i < len(data):
        j = i
        while j < len(data) and data[j] == data[i] and j - i < 255:
            j += 1
        out.append(j - i)
        out.append(data[i])
        i = j
    return bytes(out)
def unrle(data):
    return b"".join(bytes([data[k + 1]]) * data[k] for k in range(0, len(data), 2))
msg = b"aaaabbbcccd" + b"\x00" * 5
enc = rle(msg)
print(checksum(msg), checksum(b""), enc, unrle(enc) == msg, rle(b""))
