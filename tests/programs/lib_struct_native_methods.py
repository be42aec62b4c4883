# struct.Struct's pack, unpack and unpack_from are native; errors are
# struct.error raised where the call is.
import struct

s = struct.Struct("<hI2s")
print(s.size, s.format, s.pack(-2, 7, b"ab"))
data = s.pack(1, 2, b"xy") + b"tail"
print(s.unpack(data[:s.size]), s.unpack_from(data), s.unpack_from(data, 0))
print(s.unpack_from(buffer=data), s.unpack_from(data, offset=0))
print(s.unpack(memoryview(data)[:s.size]), s.unpack(bytearray(data[:s.size])))
print(list(s.iter_unpack(data[:s.size] * 3)))
buf = bytearray(12)
s.pack_into(buf, 2, 3, 4, b"zz")
print(buf)
for call in (lambda: s.pack(1, 2), lambda: s.pack(1, 2, b"ab", 4), lambda: s.pack(70000, 1, b"ab"),
             lambda: s.pack(1, -1, b"ab"), lambda: s.pack("x", 1, b"ab"), lambda: s.unpack(b"short"),
             lambda: s.unpack_from(b"abc", 1), lambda: s.unpack_from(data, -1),
             lambda: struct.pack("z", 1), lambda: struct.calcsize("3"), lambda: struct.unpack("<i", b"abc"),
             lambda: struct.pack("c", b"ab"), lambda: struct.pack("d", "x")):
    try:
        call()
    except struct.error as e:
        print("struct.error:", e, isinstance(e, Exception), type(e).__module__)
    except TypeError as e:
        print("TypeError:", e)
try:
    s.pack(1, 2, b"ab", extra=1)
except TypeError as e:
    print("TypeError:", e)
try:
    s.unpack()
except TypeError as e:
    print("TypeError")
total = 0
rec = struct.Struct(">qd")
for i in range(3000):
    a, b = rec.unpack(rec.pack(i, i / 2))
    total += a + int(b)
print(total)
