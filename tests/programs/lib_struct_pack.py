# struct: pack/unpack of every code in standard and native modes, alignment,
# half floats, Struct, pack_into, iter_unpack, and CPython's error messages.
import struct
for f, v in [('b',200),('b',-200),('h',40000),('H',70000),('<i',2**31),('<I',2**32),('<l',2**31),('<L',2**32),('@l',2**63),('@L',2**64),('<q',2**63),('<Q',2**64),('@i',2**31),('@I',2**32),('@I',-5),('<H',-5),('<h',-40000),('<B',-1),('<b',-2**70),('<Q',-1)]:
    try:
        struct.pack(f, v)
    except struct.error as e:
        print(f, v, e)
print(struct.pack('<?', 5), struct.pack('5p', b'abcdefg'), struct.pack('<e', 1.5), struct.unpack('<e', b'\x00\x3e'), struct.pack('3x2s', b'a'))
print(struct.unpack('<?', b'\x05'), struct.unpack('5p', b'\x03abcd'), struct.unpack('<d', struct.pack('<d', 0.1)))
print(struct.pack('<i', True), struct.pack('<f', float('nan')), struct.pack('>f', 1e-50), struct.pack('>f', float('inf')))
for f, a in [('i', ('x',)), ('i', (1.5,)), ('i', ()), ('<i', (1, 2)), ('z', (1,)), ('3s', (1,)), ('c', (b'ab',)), ('c', ('a',)), ('?', ([],)), ('f', ('x',)), ('e', (1e10,)), ('<f', (1e300,)), ('3', (1,))]:
    try:
        print(struct.pack(f, *a))
    except Exception as e:
        print(f, type(e).__name__, e)
for f, b in [('<i', b'abc'), ('<h', bytearray(b'ab')), ('<2h', b'abcd'), ('>Q', b'\xff' * 8), ('<q', b'\xff' * 8), ('>I', b'\x80\x00\x00\x01'), ('<3s2xH', b'abcxxzz')]:
    try:
        print(struct.unpack(f, b))
    except Exception as e:
        print(f, type(e).__name__, e)
print(struct.calcsize('@bi'), struct.calcsize('=bi'), struct.calcsize('@ic'), struct.calcsize('@cd0l'), struct.calcsize('<10s3d'), struct.calcsize('@hq'), struct.calcsize('P'))
class I:
    def __index__(self):
        return 7
print(struct.pack('<i', I()), struct.pack('>hHiIqQ', -1, 65535, -2, 7, -3, 2**64 - 1), struct.pack('@bhiq', 1, 2, 3, 4))
try:
    struct.unpack_from('<i', b'ab', 1)
except Exception as e:
    print(type(e).__name__, e)
s = struct.Struct('<2hd')
print(s.size, s.format, s.pack(1, 2, 3.5), s.unpack(s.pack(1, 2, 3.5)), s.unpack_from(b'\x00' * 20, 4))
ba = bytearray(16)
struct.pack_into('<ii', ba, 4, 10, -10)
print(ba, list(struct.iter_unpack('<h', b'\x01\x00\x02\x00\x03\x00')))
for x in (0.0, -0.0, 1.0, 65504.0, 6.1e-5, 5.96e-8, 1e-8, 0.333, 2.5e-8, 3.0e-8, 1234.5678, -7.25):
    b = struct.pack('<e', x)
    print(x, b, struct.unpack('<e', b))
print(struct.unpack('<f', struct.pack('<f', 0.1)), struct.unpack('!i', b'\x00\x00\x01\x00'))
