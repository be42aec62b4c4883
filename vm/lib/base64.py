"""base64 for pith: Base64 (standard and URL-safe, with altchars and
validate), Base32 (with casefold and map01), Base16, and the legacy
`encodebytes`/`decodebytes`/`encode`/`decode`. Ascii85 and Base85 are not
supported.
"""
import binascii

__all__ = ["b64encode", "b64decode", "standard_b64encode", "standard_b64decode",
           "urlsafe_b64encode", "urlsafe_b64decode", "b32encode", "b32decode",
           "b16encode", "b16decode", "encodebytes", "decodebytes", "encode", "decode"]

_B32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
MAXLINESIZE = 76
MAXBINSIZE = (MAXLINESIZE // 4) * 3


def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters") from None
    if isinstance(s, (bytes, bytearray, memoryview)):
        return bytes(s)
    raise TypeError("argument should be a bytes-like object or ASCII string, not '%s'" % type(s).__name__)


def _check_bytes(s):
    if not isinstance(s, (bytes, bytearray, memoryview)):
        raise TypeError("a bytes-like object is required, not '%s'" % type(s).__name__)


def b64encode(s, altchars=None):
    _check_bytes(s)
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return encoded.translate(bytes.maketrans(b"+/", altchars))
    return encoded


def b64decode(s, altchars=None, validate=False):
    s = _bytes_from_decode_data(s)
    if altchars is not None:
        altchars = _bytes_from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = s.translate(bytes.maketrans(altchars, b"+/"))
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return b64encode(s).translate(bytes.maketrans(b"+/", b"-_"))


def urlsafe_b64decode(s):
    s = _bytes_from_decode_data(s)
    return b64decode(s.translate(bytes.maketrans(b"-_", b"+/")))


def b32encode(s):
    _check_bytes(s)
    out = bytearray()
    data = bytes(s)
    for i in range(0, len(data), 5):
        chunk = data[i:i + 5]
        n = int.from_bytes(chunk + bytes(5 - len(chunk)), "big")
        for k in range(8):
            out.append(_B32[(n >> (35 - 5 * k)) & 31])
        pad = {1: 6, 2: 4, 3: 3, 4: 1, 5: 0}[len(chunk)]
        if pad:
            out[-pad:] = b"=" * pad
    return bytes(out)


def b32decode(s, casefold=False, map01=None):
    s = _bytes_from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error("Incorrect padding")
    if map01 is not None:
        map01 = _bytes_from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = s.translate(bytes.maketrans(b"01", b"O" + map01))
    if casefold:
        s = s.upper()
    stripped = s.rstrip(b"=")
    padchars = len(s) - len(stripped)
    out = bytearray()
    for i in range(0, len(stripped), 8):
        quanta = stripped[i:i + 8]
        n = 0
        for c in quanta:
            k = _B32.find(bytes([c]))
            if k < 0:
                raise binascii.Error("Non-base32 digit found")
            n = (n << 5) | k
        n <<= 5 * (8 - len(quanta))
        out += n.to_bytes(5, "big")
    if padchars:
        keep = {0: 5, 1: 4, 3: 3, 4: 2, 6: 1}.get(padchars)
        if keep is None:
            raise binascii.Error("Incorrect padding")
        del out[len(out) - 5 + keep:]
    return bytes(out)


def b16encode(s):
    _check_bytes(s)
    return s.hex().upper().encode("ascii")


def b16decode(s, casefold=False):
    s = _bytes_from_decode_data(s)
    if casefold:
        s = s.upper()
    for c in s:
        if c not in b"0123456789ABCDEF":
            raise binascii.Error("Non-base16 digit found")
    return binascii.unhexlify(s)


def encodebytes(s):
    _check_bytes(s)
    pieces = []
    for i in range(0, len(s), MAXBINSIZE):
        pieces.append(binascii.b2a_base64(s[i:i + MAXBINSIZE]))
    return b"".join(pieces)


def decodebytes(s):
    _check_bytes(s)
    return binascii.a2b_base64(s)


def encode(input, output):
    while True:
        s = input.read(MAXBINSIZE)
        if not s:
            break
        output.write(binascii.b2a_base64(s))


def decode(input, output):
    output.write(binascii.a2b_base64(input.read()))


def a85encode(*args, **kwargs):
    raise NotImplementedError("base64: Ascii85 is not supported by pith")


a85decode = b85encode = b85decode = a85encode
