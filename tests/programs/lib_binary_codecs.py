# binascii, base64, hashlib and zlib: encodings both ways, strict and lenient
# base64 decoding, digests, checksums, compression round trips, errors.
import binascii, base64, hashlib, zlib
for d in [b'abc=', b'ab', b'a', b'YWJj', b'YW Jj', b'YWJ', b'YWJjZA==', b'YWJjZA=', b'=YWJj', b'YW=Jj', b'\xffYWJj', 'YWJj', b'YWJjZA==YWJj']:
    for strict in (False, True):
        try:
            print(d, strict, binascii.a2b_base64(d, strict_mode=strict))
        except binascii.Error as e:
            print(d, strict, type(e).__name__, e)
print(binascii.b2a_base64(b''), binascii.b2a_base64(b'\x00\xff\xfe', newline=False), binascii.hexlify(b'\x01\xab'), binascii.hexlify(b'\x01\xab\xcd', '-'))
print(binascii.unhexlify('01ab'), binascii.a2b_hex(b'FFfe'), binascii.crc32(b'hello'), binascii.crc32(b'world', binascii.crc32(b'hello ')), binascii.crc_hqx(b'hello', 0))
for bad in (b'abc', b'zz', 'é1'):
    try:
        binascii.unhexlify(bad)
    except (binascii.Error, ValueError) as e:
        print(type(e).__name__, e)
print(issubclass(binascii.Error, ValueError))
for s in (b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(250, 256))):
    e64, u64, e32, e16 = base64.b64encode(s), base64.urlsafe_b64encode(s), base64.b32encode(s), base64.b16encode(s)
    print(s, e64, u64, e32, e16, base64.b64decode(e64) == s, base64.urlsafe_b64decode(u64) == s, base64.b32decode(e32) == s, base64.b16decode(e16) == s)
print(base64.b64encode(b'\xfb\xff', altchars=b'-_'), base64.b64decode('-_8=', altchars='-_'), base64.b32decode(b'mzxw6===', casefold=True))
print(base64.encodebytes(b'x' * 100), base64.decodebytes(b'eHh4\n'), base64.standard_b64decode('YQ=='))
for bad in [lambda: base64.b64decode('YWJj!', validate=True), lambda: base64.b64decode('YWJ'), lambda: base64.b32decode('A'), lambda: base64.b16decode('0g'), lambda: base64.b64encode('str')]:
    try:
        bad()
    except (binascii.Error, TypeError) as e:
        print(type(e).__name__, e)
for name in ('md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'):
    h = hashlib.new(name, b'hello')
    h2 = h.copy()
    h2.update(b' world')
    print(name, h.hexdigest(), h2.hexdigest(), h.digest_size, h.block_size, h.name)
print(hashlib.sha256(b'').hexdigest(), hashlib.md5(b'a' * 1000).hexdigest(), len(hashlib.sha512().digest()))
h = hashlib.sha1()
for i in range(100):
    h.update(str(i).encode())
print(h.hexdigest(), {'md5', 'sha1', 'sha256', 'sha512'} <= hashlib.algorithms_guaranteed)
for bad in [lambda: hashlib.sha256('text'), lambda: hashlib.new('nope')]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
data = b'hello hello hello hello ' * 50
for wbits in (15, -15, 31):
    c = zlib.compress(data, 9, wbits)
    print(wbits, len(c) < len(data), zlib.decompress(c, wbits) == data, zlib.decompress(c, 47) == data if wbits != -15 else '')
print(zlib.decompress(b'x\x9c\xcbH\xcd\xc9\xc9W(\xcf/\xcaI\x01\x00\x1a\x0b\x04]'))
print(zlib.crc32(b'hello'), zlib.adler32(b'hello'), zlib.adler32(b'x' * 100000), zlib.adler32(b'world', zlib.adler32(b'hello ')))
co = zlib.compressobj()
out = co.compress(data[:100]) + co.compress(data[100:]) + co.flush()
do = zlib.decompressobj()
print(do.decompress(out[:10]) + do.decompress(out[10:]) == data, do.eof)
for bad in (b'garbage', zlib.compress(data)[:-5]):
    try:
        zlib.decompress(bad)
    except zlib.error as e:
        print(type(e).__name__, str(e)[:24])
