"""io for pith: files (`open`), the binary and text file objects,
StringIO (text in memory) and BytesIO (bytes in memory).

A file is a descriptor from the native module `_io`. Binary files buffer
reads and writes in Python; text files decode and encode around a binary
file, with CPython's newline handling. pith has no finalizers, so a file
nobody closes is flushed and closed at exit (through `atexit`), and a file
open only for reading lets go of its descriptor when a read reaches its end
(reopening it by name if it is read or sought again), so that
`open(name).read()` in a loop does not run out of descriptors.
"""
import _io
import _io_binary
import _io_text
import _stringio
import atexit
import sys

class UnsupportedOperation(OSError, ValueError):
    pass


class _StreamKind(type):
    """Makes the VM's own sys.stdout and sys.stderr instances of the text
    stream classes, as they are in CPython."""

    def __instancecheck__(cls, obj):
        if cls in (IOBase, TextIOBase) and type(obj) is _STD_STREAM_TYPE:
            return True
        return issubclass(type(obj), cls)


class IOBase(metaclass=_StreamKind):
    """What every file object here does the same way, through its own
    `readline`, `write`, `close` and `_check` (which raises on a closed file)."""

    def readlines(self, hint=-1):
        self._check()
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                return lines

    def __iter__(self):
        self._check()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, *exc):
        self.close()
        return False


class RawIOBase(IOBase):
    pass


class BufferedIOBase(IOBase):
    pass


class TextIOBase(IOBase):
    pass




class StringIO(TextIOBase):
    def __init__(self, initial_value="", newline="\n"):
        if initial_value is None:
            initial_value = ""
        if not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not " + type(initial_value).__name__)
        self._chunks = [initial_value] if initial_value else []
        # The text's length, kept as chunks are added: writes at the end
        # append a chunk and join nothing.
        self._len = len(initial_value)
        self._value = None
        self._pos = 0
        self.closed = False

    # write() at the end and next() over ASCII text are native
    # (`_stringio`); those call the `_slow_` methods for everything else.
    write = _stringio.write
    __next__ = _stringio.__next__

    def _text(self):
        if self._value is None or len(self._chunks) != 1 or self._chunks[0] is not self._value:
            self._value = "".join(self._chunks)
            self._chunks = [self._value] if self._value else []
        return self._value

    def _check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file")

    def _slow_write(self, s):
        self._check()
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '" + type(s).__name__ + "'")
        if self._pos == self._len:
            self._chunks.append(s)
            self._value = None
            self._len += len(s)
        else:
            text = self._text()
            if self._pos > len(text):
                text = text + "\0" * (self._pos - len(text))
            text = text[:self._pos] + s + text[self._pos + len(s):]
            self._chunks = [text]
            self._value = text
            self._len = len(text)
        self._pos += len(s)
        return len(s)

    def _length(self):
        return self._len

    def getvalue(self):
        self._check()
        return self._text()

    def read(self, size=-1):
        self._check()
        text = self._text()
        if size is None or size < 0:
            result = text[self._pos:]
        else:
            result = text[self._pos:self._pos + size]
        self._pos += len(result)
        return result

    def readline(self, size=-1):
        self._check()
        text = self._text()
        end = text.find("\n", self._pos)
        end = len(text) if end < 0 else end + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        result = text[self._pos:end]
        self._pos = end
        return result

    def readlines(self, hint=-1):
        self._check()
        if hint is not None and hint > 0:
            lines, total = [], 0
            while total < hint:
                line = self.readline()
                if not line:
                    break
                lines.append(line)
                total += len(line)
            return lines
        text = self._text()
        parts = text[self._pos:].split("\n")
        self._pos = len(text)
        lines = [p + "\n" for p in parts[:-1]]
        if parts[-1]:
            lines.append(parts[-1])
        return lines

    def __iter__(self):
        if self.closed:
            # CPython's StringIO words this one alone with a period.
            raise ValueError("I/O operation on closed file.")
        return self

    def _slow___next__(self):
        self._check()
        text = self._value if self._value is not None and len(self._chunks) == 1 else self._text()
        pos = self._pos
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end + 1
        if end == pos:
            raise StopIteration
        self._pos = end
        return text[pos:end]

    def seek(self, pos, whence=0):
        self._check()
        if whence == 0:
            self._pos = pos
        elif whence == 2:
            self._pos = self._length()
        return self._pos

    def tell(self):
        return self._pos

    def truncate(self, size=None):
        text = self._text()
        size = self._pos if size is None else size
        self._chunks = [text[:size]]
        self._value = self._chunks[0]
        self._len = len(self._value)
        return size

    def close(self):
        self.closed = True


_stringio.install(StringIO)


class BytesIO(BufferedIOBase):
    """Bytes in memory, read and written as a binary file; `getvalue()`
    gives them all, `getbuffer()` a memoryview of them."""

    def __init__(self, initial_bytes=b""):
        if initial_bytes is None:
            initial_bytes = b""
        if not isinstance(initial_bytes, (bytes, bytearray, memoryview)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(initial_bytes).__name__)
        self._buf = bytearray(initial_bytes)
        self._pos = 0
        self.closed = False

    def _check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")

    def readable(self):
        self._check()
        return True

    writable = seekable = readable

    def isatty(self):
        self._check()
        return False

    def flush(self):
        self._check()

    def fileno(self):
        raise UnsupportedOperation("fileno")

    def detach(self):
        raise UnsupportedOperation("detach")

    def getvalue(self):
        self._check()
        return bytes(self._buf)

    def getbuffer(self):
        self._check()
        return memoryview(self._buf)

    def write(self, data):
        self._check()
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
        n = len(data) if not isinstance(data, memoryview) else data.nbytes
        pos, buf = self._pos, self._buf
        if pos == len(buf):
            buf += data
        else:
            if pos > len(buf):
                buf += bytes(pos - len(buf))
            buf[pos:pos + n] = data
        self._pos = pos + n
        return n

    def read(self, size=-1):
        self._check()
        if size is None or size < 0:
            end = len(self._buf)
        else:
            end = min(self._pos + size, len(self._buf))
        start = min(self._pos, len(self._buf))
        self._pos = max(self._pos, end)
        return bytes(self._buf[start:end])

    read1 = read

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    readinto1 = readinto

    def readline(self, size=-1):
        self._check()
        buf, pos = self._buf, self._pos
        if pos >= len(buf):
            return b""
        end = buf.find(b"\n", pos)
        end = len(buf) if end < 0 else end + 1
        if size is not None and size >= 0:
            end = min(end, pos + size)
        self._pos = end
        return bytes(buf[pos:end])

    def seek(self, pos, whence=0):
        self._check()
        if not isinstance(pos, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(pos).__name__)
        if whence == 0:
            if pos < 0:
                raise ValueError("negative seek value %d" % pos)
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError("invalid whence (%d, should be 0, 1 or 2)" % whence)
        return self._pos

    def tell(self):
        self._check()
        return self._pos

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        if size < 0:
            raise ValueError("negative size value %d" % size)
        del self._buf[size:]
        return size

    def close(self):
        self.closed = True


SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2
DEFAULT_BUFFER_SIZE = 8192
_CHUNK = 65536


def _closed_error():
    return ValueError("I/O operation on closed file.")


class FileIO:
    """Not used by `open`; named so that `io.FileIO` exists."""

    def __init__(self, *args, **kwargs):
        raise UnsupportedOperation("io.FileIO is not supported; use open()")


class _BinaryFile(BufferedIOBase):
    """A buffered binary file over a descriptor."""

    def __init__(self, fd, name, mode, readable, writable, path):
        self._fd = fd
        self.name = name
        self.mode = mode
        self._readable = readable
        self._writable = writable
        self._path = path
        self._rbuf = b""
        self._rpos = 0
        self._wbuf = []
        self._wlen = 0
        self._released_at = -1
        self.closed = False
        if writable:
            _writers[id(self)] = self

    # Iteration is native (`_io_binary`) while the buffer holds the next
    # line; that calls `_slow___next__` for everything else.
    __next__ = _io_binary.__next__

    # -- state --------------------------------------------------------------
    def _check(self):
        if self.closed:
            raise _closed_error()

    def _check_readable(self):
        self._check()
        if not self._readable:
            raise UnsupportedOperation("read")

    def _check_writable(self):
        self._check()
        if not self._writable:
            raise UnsupportedOperation("write")

    def _descriptor(self):
        """The descriptor, reopened if it was let go at the end of the file."""
        if self._fd < 0:
            self._fd = _io.open(self._path, "r", False)
            _io.seek(self._fd, self._released_at, 0)
            self._released_at = -1
        return self._fd

    def _release_at_end(self):
        """A read-only file opened by name lets its descriptor go at the end."""
        if self._fd >= 0 and not self._writable and self._path is not None:
            self._released_at = _io.seek(self._fd, 0, 1)
            _io.close(self._fd)
            self._fd = -1

    def _raw_read(self, n):
        if self._fd < 0:
            return b""
        data = _io.read(self._fd, n)
        if not data or (n < 0):
            self._release_at_end()
        return data

    def _drop_read_buffer(self):
        """Moves the descriptor back over read-ahead bytes not yet consumed."""
        unread = len(self._rbuf) - self._rpos
        if unread:
            _io.seek(self._descriptor(), -unread, 1)
        self._rbuf = b""
        self._rpos = 0

    # -- reading ------------------------------------------------------------
    def read(self, size=-1):
        if self.closed:
            raise ValueError("read of closed file")
        self._check_readable()
        self._flush_writes()
        if size is None or size < 0:
            data = self._rbuf[self._rpos:] + self._raw_read(-1)
            self._rbuf = b""
            self._rpos = 0
            return data
        pieces = []
        have = 0
        while have < size:
            if self._rpos >= len(self._rbuf):
                self._rbuf = self._raw_read(max(_CHUNK, size - have))
                self._rpos = 0
                if not self._rbuf:
                    break
            take = self._rbuf[self._rpos:self._rpos + size - have]
            self._rpos += len(take)
            have += len(take)
            pieces.append(take)
        return b"".join(pieces)

    def read1(self, size=-1):
        return self.read(size)

    def _fill(self):
        """Reads another chunk into the read buffer; False at the end."""
        chunk = self._raw_read(_CHUNK)
        if not chunk:
            return False
        self._rbuf = self._rbuf[self._rpos:] + chunk
        self._rpos = 0
        return True

    def readline(self, size=-1):
        if self.closed:
            raise ValueError("readline of closed file")
        self._check_readable()
        self._flush_writes()
        if size is None:
            size = -1
        while True:
            end = self._rbuf.find(b"\n", self._rpos)
            if end >= 0:
                end += 1
                break
            if 0 <= size <= len(self._rbuf) - self._rpos or not self._fill():
                end = len(self._rbuf)
                break
        if size >= 0:
            end = min(end, self._rpos + size)
        line = self._rbuf[self._rpos:end]
        self._rpos = end
        return line

    def _slow___next__(self):
        buf = self._rbuf
        start = self._rpos
        end = buf.find(b"\n", start)
        if end >= 0:
            self._rpos = end + 1
            return buf[start:end + 1]
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def peek(self, size=0):
        if self.closed:
            raise ValueError("peek of closed file")
        self._check_readable()
        if self._rpos >= len(self._rbuf):
            self._fill()
        return self._rbuf[self._rpos:]

    # -- writing ------------------------------------------------------------
    def write(self, data):
        self._check_writable()
        if isinstance(data, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
        if self._rbuf:
            self._drop_read_buffer()
        data = bytes(data)
        self._wbuf.append(data)
        self._wlen += len(data)
        if self._wlen >= _CHUNK:
            self._flush_writes()
        return len(data)

    def _flush_writes(self):
        if self._wbuf:
            data = b"".join(self._wbuf)
            self._wbuf = []
            self._wlen = 0
            _io.write(self._descriptor(), data)

    def flush(self):
        self._check()
        self._flush_writes()

    # -- position -----------------------------------------------------------
    def tell(self):
        self._check()
        if self._fd < 0:
            return self._released_at - (len(self._rbuf) - self._rpos)
        return _io.seek(self._fd, 0, 1) - (len(self._rbuf) - self._rpos) + self._wlen

    def seek(self, offset, whence=0):
        self._check()
        if whence not in (0, 1, 2):
            raise ValueError("invalid whence (%s, should be 0, 1 or 2)" % whence)
        self._flush_writes()
        if whence == 1:
            offset -= len(self._rbuf) - self._rpos
        self._rbuf = b""
        self._rpos = 0
        return _io.seek(self._descriptor(), offset, whence)

    def truncate(self, size=None):
        self._check_writable()
        self._flush_writes()
        if self._rbuf:
            self._drop_read_buffer()
        if size is None:
            size = self.tell()
        return _io.truncate(self._descriptor(), size)

    # -- the rest -----------------------------------------------------------
    def close(self):
        if self.closed:
            return
        try:
            if self._writable:
                self._flush_writes()
        finally:
            self.closed = True
            self._rbuf = b""
            self._rpos = 0
            _writers.pop(id(self), None)
            if self._fd >= 0:
                _io.close(self._fd)
                self._fd = -1

    def fileno(self):
        self._check()
        return self._descriptor()

    def isatty(self):
        self._check()
        return _io.isatty(self._descriptor())

    def readable(self):
        self._check()
        return self._readable

    def writable(self):
        self._check()
        return self._writable

    def seekable(self):
        self._check()
        return True

    def __repr__(self):
        return "<_io.%s name=%r>" % (type(self).__name__, self.name)


_io_binary.install(_BinaryFile)


class BufferedReader(_BinaryFile):
    pass


class BufferedWriter(_BinaryFile):
    pass


class BufferedRandom(_BinaryFile):
    pass


_CODECS = {"utf-8": "utf-8", "utf8": "utf-8", "u8": "utf-8", "utf": "utf-8", "cp65001": "utf-8",
           "latin-1": "latin-1", "latin1": "latin-1", "iso-8859-1": "latin-1", "iso8859-1": "latin-1",
           "l1": "latin-1", "8859": "latin-1", "cp819": "latin-1", "ascii": "ascii", "us-ascii": "ascii",
           "646": "ascii"}


def _codec(encoding):
    name = _CODECS.get(encoding.lower().replace("_", "-"))
    if name is None:
        raise LookupError("unknown encoding: " + encoding)
    return name


def _complete_utf8(data):
    """How many leading bytes of `data` end on a character boundary (the
    rest is the start of a character the next chunk completes)."""
    n = len(data)
    for back in range(1, min(4, n) + 1):
        b = data[n - back]
        if b < 0x80:
            return n
        if b >= 0xC0:
            need = 2 if b < 0xE0 else 3 if b < 0xF0 else 4
            return n if back >= need else n - back
    return n


class TextIOWrapper(TextIOBase):
    """A text file: decodes and encodes around a binary file (`buffer`)."""

    def __init__(self, buffer, encoding=None, errors=None, newline=None, line_buffering=False, write_through=False):
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError("illegal newline value: %s" % (newline,))
        self.buffer = buffer
        self._given_encoding = encoding
        self.encoding = "UTF-8" if encoding is None else encoding
        self._codec = _codec(self.encoding)
        self.errors = "strict" if errors is None else errors
        self._newline = newline
        self.line_buffering = line_buffering
        self._text = ""
        self._tpos = 0
        self._pending = b""
        self._eof = False
        self._plain = False
        self._mode = getattr(buffer, "mode", "r")
        # Text written and not yet encoded: a list while writes may take
        # the short path (a writable file whose newlines need no
        # translation, without line buffering), None otherwise.
        self._wtext = [] if buffer._writable and newline in (None, "", "\n") and not line_buffering else None
        self._wcount = 0
        if buffer._writable:
            _writers[id(self)] = self

    # Iteration is native (`_io_text`) while the decoded buffer holds the
    # next line of plain ASCII text; that calls `_slow___next__` for
    # everything else.
    __next__ = _io_text.__next__

    @property
    def name(self):
        return self.buffer.name

    @property
    def mode(self):
        return self._mode

    @property
    def closed(self):
        return self.buffer.closed

    def _check(self):
        if self.buffer.closed:
            raise _closed_error()

    # -- reading ------------------------------------------------------------
    def _decode_more(self):
        """Decodes another chunk into the text buffer; False at the end."""
        if self._eof:
            return False
        chunk = self.buffer.read1(_CHUNK) if self.buffer._readable else b""
        data = self._pending + chunk
        if not chunk:
            self._eof = True
            self._pending = b""
            cut = len(data)
        elif self._codec == "utf-8":
            cut = _complete_utf8(data)
        else:
            cut = len(data)
        self._pending = data[cut:]
        text = data[:cut].decode(self._codec, self.errors)
        if self._tpos:
            self._text = self._text[self._tpos:] + text
            self._tpos = 0
        else:
            self._text += text
        nl = self._newline
        # Lines end at "\n" alone and need no translation.
        self._plain = nl == "\n" or (nl is None or nl == "") and "\r" not in self._text
        return bool(chunk) or bool(text)

    def _check_readable(self):
        self._check()
        if not self.buffer._readable:
            raise UnsupportedOperation("not readable")
        self._flush_text()
        if self.buffer._wbuf:
            self.buffer._flush_writes()

    def _translate(self, text):
        if self._newline is None and "\r" in text:
            return text.replace("\r\n", "\n").replace("\r", "\n")
        return text

    def read(self, size=-1):
        self._check_readable()
        if size is None or size < 0:
            data = self._pending + (b"" if self._eof else self.buffer.read())
            text = self._text[self._tpos:] + data.decode(self._codec, self.errors)
            self._text = ""
            self._tpos = 0
            self._pending = b""
            self._eof = True
            return self._translate(text)
        out = []
        have = 0
        while have < size:
            if self._tpos >= len(self._text) and not self._decode_more():
                break
            if self._tpos >= len(self._text):
                continue
            piece = self._text[self._tpos:self._tpos + size - have]
            end = self._tpos + len(piece)
            if self._newline is None and piece.endswith("\r"):
                # A \r\n pair is one character: look at what follows.
                while end >= len(self._text) and self._decode_more():
                    pass
                if self._text[end:end + 1] == "\n":
                    end += 1
                    piece += "\n"
            self._tpos = end
            piece = self._translate(piece)
            have += len(piece)
            out.append(piece)
        return "".join(out)

    def _line_end(self):
        """The end of the next line in the text buffer, or -1 when the
        buffer does not hold a whole line yet."""
        text = self._text
        start = self._tpos
        nl = self._newline
        if nl is None or nl == "":
            n = text.find("\n", start)
            r = text.find("\r", start, n if n >= 0 else len(text))
            if r < 0:
                return n + 1 if n >= 0 else -1
            if r + 1 >= len(text) and not self._eof:
                return -1
            return r + 2 if text[r + 1:r + 2] == "\n" else r + 1
        k = text.find(nl, start)
        return k + len(nl) if k >= 0 else -1

    def readline(self, size=-1):
        self._check_readable()
        if size is None:
            size = -1
        while True:
            end = self._line_end()
            if end >= 0:
                break
            if 0 <= size <= len(self._text) - self._tpos:
                end = len(self._text)
                break
            if not self._decode_more():
                end = len(self._text)
                break
        if size >= 0:
            end = min(end, self._tpos + size)
        line = self._text[self._tpos:end]
        self._tpos = end
        return self._translate(line)

    def _slow___next__(self):
        if self._plain:
            text = self._text
            start = self._tpos
            end = text.find("\n", start)
            if end >= 0:
                self._tpos = end + 1
                return text[start:end + 1]
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    # -- writing ------------------------------------------------------------
    def write(self, s):
        pending = self._wtext
        if pending is not None and type(s) is str and not self._text:
            pending.append(s)
            self._wcount += len(s)
            if self._wcount >= _CHUNK:
                self._flush_text()
            return len(s)
        self._check()
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not %s" % type(s).__name__)
        if not self.buffer._writable:
            raise UnsupportedOperation("not writable")
        if self._text or self._pending:
            self._rewind()
        self._flush_text()
        self._encode_out(s)
        if self.line_buffering and ("\n" in s or "\r" in s):
            self.buffer.flush()
        return len(s)

    def _encode_out(self, text):
        nl = self._newline
        if nl is not None and nl != "" and nl != "\n" and "\n" in text:
            text = text.replace("\n", nl)
        self.buffer.write(text.encode(self._codec, self.errors))

    def _flush_text(self):
        """Encodes the text written on the short path into the buffer."""
        pending = self._wtext
        if pending:
            text = "".join(pending)
            pending.clear()
            self._wcount = 0
            self._encode_out(text)

    def flush(self):
        self._check()
        self._flush_text()
        self.buffer.flush()

    # -- position -----------------------------------------------------------
    def _rewind(self):
        """Drops decoded text not yet read, moving the binary file back to
        where the reading stands."""
        pos = self.tell()
        self._text = ""
        self._tpos = 0
        self._pending = b""
        self._eof = False
        self.buffer.seek(pos)

    def tell(self):
        self._check()
        self._flush_text()
        unread = self._text[self._tpos:].encode(self._codec, self.errors)
        return self.buffer.tell() - len(self._pending) - len(unread)

    def seek(self, cookie, whence=0):
        self._check()
        if whence == 1 and cookie != 0:
            raise UnsupportedOperation("can't do nonzero cur-relative seeks")
        if whence == 2 and cookie != 0:
            raise UnsupportedOperation("can't do nonzero end-relative seeks")
        if whence == 0 and cookie < 0:
            raise ValueError("negative seek position %d" % cookie)
        if whence not in (0, 1, 2):
            raise ValueError("invalid whence (%s, should be 0, 1 or 2)" % whence)
        if whence == 1:
            cookie = self.tell()
            whence = 0
        self._flush_text()
        self.buffer.flush()
        self._text = ""
        self._tpos = 0
        self._pending = b""
        self._eof = False
        return self.buffer.seek(cookie, whence)

    def truncate(self, size=None):
        self._check()
        self.flush()
        if size is None:
            size = self.tell()
        return self.buffer.truncate(size)

    # -- the rest -----------------------------------------------------------
    def close(self):
        if self.buffer.closed:
            return
        try:
            self._flush_text()
        finally:
            self._wtext = None
            self._text = ""
            self._plain = False
            _writers.pop(id(self), None)
            self.buffer.close()

    def fileno(self):
        return self.buffer.fileno()

    def isatty(self):
        return self.buffer.isatty()

    def readable(self):
        return self.buffer.readable()

    def writable(self):
        return self.buffer.writable()

    def seekable(self):
        return self.buffer.seekable()

    def detach(self):
        self._flush_text()
        _writers.pop(id(self), None)
        buffer = self.buffer
        self.buffer = None
        return buffer

    def __repr__(self):
        return "<_io.TextIOWrapper name=%r mode=%r encoding=%r>" % (self.name, self._mode, self.encoding)


def _parse_mode(mode):
    """(kind, plus, binary) of a mode string, with CPython's errors."""
    if not isinstance(mode, str):
        raise TypeError("open() argument 'mode' must be str, not %s" % type(mode).__name__)
    modes = set(mode)
    if modes - set("axrwb+t") or len(mode) > len(modes):
        raise ValueError("invalid mode: %r" % (mode,))
    kinds = [c for c in "rwax" if c in modes]
    if "t" in modes and "b" in modes:
        raise ValueError("can't have text and binary mode at once")
    if len(kinds) != 1:
        if not kinds and "+" not in modes and mode == "":
            raise ValueError("Must have exactly one of create/read/write/append mode and at most one plus")
        raise ValueError("must have exactly one of create/read/write/append mode")
    return kinds[0], "+" in modes, "b" in modes


def open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None):
    kind, plus, binary = _parse_mode(mode)
    if binary:
        if encoding is not None:
            raise ValueError("binary mode doesn't take an encoding argument")
        if errors is not None:
            raise ValueError("binary mode doesn't take an errors argument")
        if newline is not None:
            raise ValueError("binary mode doesn't take a newline argument")
    elif newline not in (None, "", "\n", "\r", "\r\n"):
        raise ValueError("illegal newline value: %s" % (newline,))
    if isinstance(file, int) and not isinstance(file, bool):
        fd = file
        path = None
    else:
        if hasattr(file, "__fspath__"):
            file = file.__fspath__()
        if not isinstance(file, (str, bytes)):
            raise TypeError("expected str, bytes or os.PathLike object, not %s" % type(file).__name__)
        fd = _io.open(file, kind, plus)
        path = file
    if kind == "a":
        _io.seek(fd, 0, 2)
    readable = kind == "r" or plus
    writable = kind != "r" or plus
    # As CPython names them: "w+" and "r+" are both "rb+".
    bmode = {"r": "rb", "w": "wb", "a": "ab", "x": "xb"}[kind]
    if plus:
        bmode = ("rb" if kind in "rw" else bmode) + "+"
    cls = BufferedRandom if plus else BufferedReader if kind == "r" else BufferedWriter
    raw = cls(fd, file, bmode, readable, writable, path)
    if binary:
        return raw
    try:
        text = TextIOWrapper(raw, encoding, errors, newline, line_buffering=buffering == 1)
    except BaseException:
        raw.close()
        raise
    text._mode = mode
    return text


_io_text.install(TextIOWrapper)


class _StdinBuffer(BufferedIOBase):
    """`sys.stdin.buffer`: standard input through the VM's buffer (which
    `input()` shares); `read1` gives a line at a time, as a terminal does."""
    name = "<stdin>"
    mode = "rb"
    closed = False
    _readable = True
    _writable = False
    _wbuf = ()

    def read(self, size=-1):
        return _io.stdin_read(-1 if size is None else size)

    def read1(self, size=-1):
        return _io.stdin_line()

    def readline(self, size=-1):
        return _io.stdin_line()

    def _check(self):
        pass

    def fileno(self):
        return 0

    def isatty(self):
        return _io.isatty(0)

    def readable(self):
        return True

    def writable(self):
        return False

    def seekable(self):
        return False

    def tell(self):
        raise UnsupportedOperation("underlying stream is not seekable")

    def flush(self):
        pass

    def close(self):
        pass


class _StdoutBuffer(BufferedIOBase):
    """`sys.stdout.buffer` and `sys.stderr.buffer`: bytes into the VM's
    stream, in order with what `print` writes."""
    mode = "wb"
    closed = False

    def __init__(self, fd):
        self._fd = fd
        self.name = "<stdout>" if fd == 1 else "<stderr>"

    def _check(self):
        pass

    def write(self, data):
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
        return _io.std_write(self._fd, data)

    def flush(self):
        _io.std_write(self._fd, b"")

    def fileno(self):
        return self._fd

    def isatty(self):
        return _io.isatty(self._fd)

    def readable(self):
        return False

    def writable(self):
        return True

    def seekable(self):
        return False

    def close(self):
        pass


_std_buffers = {}


def _std_buffer(fd):
    """The `buffer` of sys.stdout (1) or sys.stderr (2)."""
    b = _std_buffers.get(fd)
    if b is None:
        b = _std_buffers[fd] = _StdoutBuffer(fd)
    return b


def _make_stdin():
    """`sys.stdin`, made on first use."""
    stdin = TextIOWrapper(_StdinBuffer(), "utf-8")
    stdin._mode = "r"
    return stdin


_writers = {}
_STD_STREAM_TYPE = type(sys.__stdout__)


def _close_all():
    """At exit: flushes and closes the files still open for writing (text
    files first: closing one flushes its text into its binary file)."""
    files = list(_writers.values())
    for f in [f for f in files if isinstance(f, TextIOWrapper)] + files:
        try:
            f.close()
        except Exception:
            pass


atexit.register(_close_all)
