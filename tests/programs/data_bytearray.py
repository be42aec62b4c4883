# bytearray: construction, item and slice assignment (different lengths,
# extended slices), deletion, the mutating methods and their errors, +=
# and *=, comparison with bytes, methods that return bytearrays, and a
# buffer grown byte by byte in loops hot enough to be compiled.
ba = bytearray(b"0123456789")
ba[-1] = 57 - 9
ba[2:5] = b"ab"
print(ba, len(ba))
ba[2:4] = bytearray(b"WXYZ")
ba[:0] = [65, 66]
ba[len(ba):] = b"!"
print(ba, len(ba))
ba[::2] = bytes(range(97, 97 + len(ba[::2])))
print(ba)
del ba[1:3]
del ba[::3]
del ba[-1]
print(ba, ba[::-1], ba[-2:], ba[1::2])
ba[1:4] = b""
ba.insert(0, 35)
ba.insert(-1, 36)
ba.insert(100, 37)
print(ba, ba.pop(0), ba.pop(), ba.pop(-2), ba)
ba.remove(ba[0])
ba.reverse()
print(ba, ba.copy() == ba, ba.copy() is ba)
ba.clear()
print(ba, len(ba), bool(ba), bytearray(4), bytearray([1, 255]), bytearray(range(3)), bytearray("é", "utf-8"))

# += and *= change the object in place
acc = bytearray(b"ab")
alias = acc
acc += b"cd"
acc += bytearray(b"e")
acc *= 2
print(acc, alias is acc, acc + b"!", type(acc + b"!").__name__, type(b"!" + acc).__name__, acc * 0)

# methods that produce new buffers keep the bytearray type
src = bytearray(b" Mixed Case, words ")
parts = src.split()
print(parts, src.strip().lower(), src.replace(b" ", b"_"), src.title(), src.find(b"Case"), src.count(32))
print(type(parts[0]).__name__, isinstance(src, bytearray), isinstance(src, bytes), type(src).__name__, bytes(src[1:6]))
print(bytearray(b"-").join([b"a", bytearray(b"b")]), bytearray(b"ab").center(6, b"*"), bytearray.fromhex("de ad"), bytearray(b"\x00\xff").hex())
print(sorted([bytearray(b"b"), b"a", bytearray(b"ab")]), bytearray(b"abc") == b"abc", bytearray(b"abc") < b"abd", list(bytearray(b"hi")))

# iteration sees the current contents
grow = bytearray(b"\x01")
for x in grow:
    if len(grow) < 5:
        grow.append(x + 1)
print(grow, [x * 2 for x in grow], 3 in grow, b"\x02\x03" in grow, bytearray(b"\x04") in grow)

# a buffer grown past its capacity many times inside compiled loops
def build(n):
    out = bytearray()
    for i in range(n):
        out.append(i % 251)
        if i % 100 == 99:
            out.extend(b"--")
    return out

def checksum(buf):
    total = 0
    for i in range(len(buf)):
        total = (total * 131 + buf[i]) % 1000000007
    return total

def rewrite(buf):
    for i in range(0, len(buf), 7):
        buf[i] = (buf[i] + 1) % 256
    buf[10:20] = b"x" * 30
    del buf[100:150]
    return buf

big = build(5000)
print(len(big), checksum(big), big[:12], big[-5:])
big = rewrite(big)
print(len(big), checksum(big), big[8:24], bytes(big[-3:]))
chunks = bytearray()
for k in range(3000):
    chunks += bytes([k % 256, (k * 7) % 256])
print(len(chunks), checksum(chunks), chunks.count(b"\x00"), chunks.find(b"\xff\xf9"))

for bad in [lambda: bytearray([256]), lambda: bytearray(["a"]), lambda: bytearray(-2), lambda: bytearray(1.5),
            lambda: bytearray("text"), lambda: bytearray().pop(), lambda: bytearray(b"a").pop(3),
            lambda: bytearray(b"a").remove(98), lambda: bytearray(b"a").append(256), lambda: bytearray(b"a").append("b"),
            lambda: bytearray().extend(3), lambda: bytearray().extend([1, 300]), lambda: bytearray(b"a")[1],
            lambda: bytearray(b"a") + "b", lambda: hash(bytearray())]:
    try:
        print(bad())
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)

def assign(target, key, value):
    target[key] = value

def delete(target, key):
    del target[key]

for key, value in [(5, 1), (0, 300), (0, "a"), (slice(0, 1), 7), (slice(0, 1), "ab"), (slice(0, 3, 2), b"xyz"),
                   (slice(0, 1), [1, 999]), (slice(None, None, -1), b"zyx")]:
    buf = bytearray(b"abc")
    try:
        assign(buf, key, value)
        print(buf)
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
for key in [3, -4, slice(None, None, 2), slice(5, 9)]:
    buf = bytearray(b"abc")
    try:
        delete(buf, key)
        print(buf)
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
try:
    delete(b"abc", 0)
except TypeError as e:
    print("TypeError", e)
