"""hashlib for pith: md5, sha1, sha224, sha256, sha384, sha512 and `new`,
hash objects with update, digest, hexdigest, copy, name, digest_size and
block_size. The digests are computed natively over the whole message, so
a hash object keeps the bytes given to `update` until it is dropped.
blake2, sha3, shake, pbkdf2_hmac, scrypt and file_digest are not supported.
"""
import _hashlib

_SIZES = {"md5": (16, 64), "sha1": (20, 64), "sha224": (28, 64), "sha256": (32, 64),
          "sha384": (48, 128), "sha512": (64, 128)}
algorithms_guaranteed = frozenset(_SIZES)
algorithms_available = frozenset(_SIZES)
__all__ = ("md5", "sha1", "sha224", "sha256", "sha384", "sha512", "new",
           "algorithms_guaranteed", "algorithms_available")


class _Hash:
    def __init__(self, name, data=b"", usedforsecurity=True):
        self.name = name
        self.digest_size, self.block_size = _SIZES[name]
        self._data = bytearray()
        if data:
            self.update(data)

    def update(self, data):
        if isinstance(data, str):
            raise TypeError("Strings must be encoded before hashing")
        if isinstance(data, memoryview):
            if not data.c_contiguous:
                raise BufferError("memoryview: underlying buffer is not C-contiguous")
        elif not isinstance(data, (bytes, bytearray)):
            raise TypeError("object supporting the buffer API required")
        self._data += data

    def digest(self):
        return _hashlib.digest(self.name, self._data)

    def hexdigest(self):
        return self.digest().hex()

    def copy(self):
        h = _Hash(self.name)
        h._data = bytearray(self._data)
        return h

    def __repr__(self):
        return "<%s _hashlib.HASH object @ %#x>" % (self.name, id(self))


def new(name, data=b"", **kwargs):
    key = name.lower() if isinstance(name, str) else name
    if key not in _SIZES:
        raise ValueError("unsupported hash type " + str(name))
    return _Hash(key, data)


def md5(data=b"", *, usedforsecurity=True):
    return _Hash("md5", data)


def sha1(data=b"", *, usedforsecurity=True):
    return _Hash("sha1", data)


def sha224(data=b"", *, usedforsecurity=True):
    return _Hash("sha224", data)


def sha256(data=b"", *, usedforsecurity=True):
    return _Hash("sha256", data)


def sha384(data=b"", *, usedforsecurity=True):
    return _Hash("sha384", data)


def sha512(data=b"", *, usedforsecurity=True):
    return _Hash("sha512", data)
