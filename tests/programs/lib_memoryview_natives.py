# memoryview objects are accepted wherever a bytes-like object is.
import binascii
import hashlib
import io
import os
import struct
import tempfile
import zlib

data = bytearray(b"hello memoryview world")
mv = memoryview(data)
part = mv[6:16]
print(bytes(part), part.tobytes())
print(b"-".join([part, b"x", mv[:5]]))
print(b"mem" in part, part.hex())
print(struct.unpack("<4s", mv[:4]), struct.unpack_from("<H", mv, 1))
print(hashlib.sha256(part).hexdigest()[:16], hashlib.md5(mv).hexdigest()[:16])
h = hashlib.sha1()
h.update(mv[2:9])
print(h.hexdigest()[:16])
try:
    h.update(mv[::2])
except BufferError as e:
    print("BufferError:", e)
print(zlib.decompress(zlib.compress(part)) == bytes(part), zlib.crc32(part))
print(binascii.hexlify(part), binascii.crc32(mv))
print(bytes(mv[::3]), bytearray(mv[1:4]))
acc = bytearray(b"<")
acc += mv[:3]
acc += b">"
print(acc, b"[" + mv[:2], bytearray(b"(") + mv[3:5])
buf = io.BytesIO()
buf.write(part)
print(buf.getvalue())
with tempfile.TemporaryDirectory() as d:
    p = os.path.join(d, "f.bin")
    with open(p, "wb") as f:
        print(f.write(mv[:5]), f.write(part))
    with open(p, "rb") as f:
        print(f.read())
print(b"abc".translate(None, memoryview(b"b")))
data[6:9] = b"MEM"
print(bytes(part[:3]))
import base64
print(base64.b64encode(part), base64.b16encode(mv[:3]))
mv.release()
try:
    bytes(mv)
except ValueError as e:
    print("ValueError:", e)
try:
    struct.unpack("B", 5)
except TypeError as e:
    print("TypeError:", e)
