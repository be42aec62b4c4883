"""zlib for pith: compress, decompress (zlib, raw deflate and gzip
containers by `wbits`), compressobj/decompressobj, crc32, adler32 and
`error`. Compression is a pure-Rust deflate: its output is a valid stream
that any inflater reads, but not byte for byte the C library's, and
compression levels trade speed for size differently. A compressobj gives
its output at `flush`; a decompressobj inflates what it has been given
so far at each call (so feeding a large stream in many small pieces is
slow). zdict (preset dictionaries) is not supported.
"""
import _zlib
import _binascii

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_DEFAULT_STRATEGY = 0
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_RLE = 3
Z_FIXED = 4
Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
ZLIB_VERSION = "1.2.13"
ZLIB_RUNTIME_VERSION = "1.2.13"


class error(Exception):
    pass


def compress(data, /, level=-1, wbits=MAX_WBITS):
    try:
        return _zlib.compress(data, level, wbits)
    except ValueError as e:
        raise error(str(e)) from None


def decompress(data, /, wbits=MAX_WBITS, bufsize=DEF_BUF_SIZE):
    try:
        return _zlib.decompress(data, wbits)
    except ValueError as e:
        raise error(str(e)) from None


def crc32(data, value=0, /):
    return _binascii.crc32(data, value)


def adler32(data, value=1, /):
    return _zlib.adler32(data, value)


class _Compress:
    def __init__(self, level, wbits):
        self._level, self._wbits = level, wbits
        self._data = bytearray()
        self._done = False

    def compress(self, data):
        if self._done:
            raise error("Error -2 while compressing data: inconsistent stream state")
        self._data += data
        return b""

    def flush(self, mode=Z_FINISH):
        if mode == Z_NO_FLUSH:
            return b""
        if mode != Z_FINISH:
            raise NotImplementedError("zlib: a compressobj flush other than Z_FINISH is not supported by pith")
        out = compress(bytes(self._data), self._level, self._wbits)
        self._data = bytearray()
        self._done = True
        return out


def compressobj(level=-1, method=DEFLATED, wbits=MAX_WBITS, memLevel=DEF_MEM_LEVEL,
                strategy=Z_DEFAULT_STRATEGY, zdict=None):
    if zdict is not None:
        raise NotImplementedError("zlib: zdict is not supported by pith")
    if not -1 <= level <= 9:
        raise error("Bad compression level")
    return _Compress(level, wbits)


class _Decompress:
    def __init__(self, wbits):
        self._wbits = wbits
        self._data = bytearray()
        self._given = 0
        self.unused_data = b""
        self.unconsumed_tail = b""
        self.eof = False

    def decompress(self, data, max_length=0):
        self._data += data
        try:
            out = _zlib.decompress(bytes(self._data), self._wbits)
        except ValueError as e:
            if "incomplete" in str(e):
                return b""
            raise error(str(e)) from None
        self.eof = True
        new = out[self._given:]
        self._given = len(out)
        return new

    def flush(self, length=DEF_BUF_SIZE):
        return b""

    def copy(self):
        d = _Decompress(self._wbits)
        d._data, d._given, d.eof = bytearray(self._data), self._given, self.eof
        return d


def decompressobj(wbits=MAX_WBITS, zdict=b""):
    if zdict:
        raise NotImplementedError("zlib: zdict is not supported by pith")
    return _Decompress(wbits)
