"""binascii for pith: base64 (`a2b_base64`, `b2a_base64`), hex
(`hexlify`/`b2a_hex`, `unhexlify`/`a2b_hex`), `crc32` and `crc_hqx`, with
`Error` and `Incomplete`. uuencode, quoted-printable and BinHex are not
supported.
"""
import _binascii


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


def _bytes(data):
    if isinstance(data, str):
        try:
            return data.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters") from None
    return data


def a2b_base64(data, *, strict_mode=False):
    try:
        return _binascii.a2b_base64(data, strict_mode)
    except ValueError as e:
        if str(e).startswith("string argument"):
            raise
        raise Error(str(e)) from None


def b2a_base64(data, *, newline=True):
    return _binascii.b2a_base64(data, newline)


def hexlify(data, sep=None, bytes_per_sep=1):
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
    text = data.hex() if sep is None else data.hex(sep, bytes_per_sep)
    return text.encode("ascii")


b2a_hex = hexlify


def unhexlify(hexstr):
    try:
        return _binascii.unhexlify(hexstr)
    except ValueError as e:
        if str(e).startswith("string argument"):
            raise
        raise Error(str(e)) from None


a2b_hex = unhexlify


def crc32(data, value=0):
    return _binascii.crc32(data, value)


def crc_hqx(data, value):
    return _binascii.crc_hqx(data, value)
