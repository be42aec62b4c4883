"""struct for pith: bytes as packed binary records (`pack`, `unpack`,
`calcsize`, `pack_into`, `unpack_from`, `iter_unpack`, `Struct`, `error`),
with CPython's formats, sizes, alignment and messages; the work is
`_struct`'s, in Rust, which raises `error` itself.
"""
import _struct

__all__ = ["calcsize", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct", "error"]


class error(Exception):
    pass


def _fmt_check(fmt):
    if not isinstance(fmt, (str, bytes)):
        raise TypeError("Struct() argument 1 must be a str or bytes object, not %s" % type(fmt).__name__)


def calcsize(fmt):
    return _struct.calcsize(fmt)


def pack(fmt, *values):
    return _struct.pack(fmt, values)


def unpack(fmt, buffer):
    return _struct.unpack(fmt, buffer, None)


def unpack_from(fmt, buffer, offset=0):
    return _struct.unpack(fmt, buffer, offset)


def pack_into(fmt, buffer, offset, *values):
    data = pack(fmt, *values)
    if not isinstance(buffer, bytearray):
        raise TypeError("argument must be read-write bytes-like object, not %s" % type(buffer).__name__)
    size = len(buffer)
    start = offset + size if offset < 0 else offset
    if offset < 0 and start < 0:
        raise error("offset %d out of range for %d-byte buffer" % (offset, size))
    if start + len(data) > size:
        raise error("pack_into requires a buffer of at least %d bytes for packing %d bytes at offset %d (actual buffer size is %d)"
                    % (start + len(data), len(data), start, size))
    buffer[start:start + len(data)] = data


def iter_unpack(fmt, buffer):
    size = calcsize(fmt)
    if size == 0:
        raise error("cannot iteratively unpack with a struct of length 0")
    if len(buffer) % size:
        raise error("iterative unpacking requires a buffer of a multiple of %d bytes" % size)
    return (unpack_from(fmt, buffer, k) for k in range(0, len(buffer), size))


class Struct:
    """A compiled format: `pack`, `unpack` and the rest with it fixed."""

    def __init__(self, format):
        _fmt_check(format)
        self.format = format if isinstance(format, str) else format.decode("latin-1")
        self.size = calcsize(format)

    # Native methods (`_struct`: a builtin in a class binds as a method).
    pack = _struct.struct_pack
    unpack = _struct.struct_unpack
    unpack_from = _struct.struct_unpack_from

    def pack_into(self, buffer, offset, *values):
        pack_into(self.format, buffer, offset, *values)

    def iter_unpack(self, buffer):
        return iter_unpack(self.format, buffer)
