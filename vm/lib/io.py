"""io for pith: StringIO (text in memory). Files are not supported."""


class StringIO:
    def __init__(self, initial_value="", newline="\n"):
        if initial_value is None:
            initial_value = ""
        if not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not " + type(initial_value).__name__)
        self._chunks = [initial_value] if initial_value else []
        self._value = None
        self._pos = 0
        self.closed = False

    def _text(self):
        if self._value is None or len(self._chunks) != 1 or self._chunks[0] is not self._value:
            self._value = "".join(self._chunks)
            self._chunks = [self._value] if self._value else []
        return self._value

    def _check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file")

    def write(self, s):
        self._check()
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '" + type(s).__name__ + "'")
        end = self._length()
        if self._pos == end:
            self._chunks.append(s)
            self._value = None
        else:
            text = self._text()
            if self._pos > len(text):
                text = text + "\0" * (self._pos - len(text))
            text = text[:self._pos] + s + text[self._pos + len(s):]
            self._chunks = [text]
            self._value = text
        self._pos += len(s)
        return len(s)

    def _length(self):
        if self._value is not None and len(self._chunks) == 1:
            return len(self._value)
        return len(self._text())

    def writelines(self, lines):
        for line in lines:
            self.write(line)

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

    def readlines(self):
        lines = []
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)

    def __iter__(self):
        return iter(self.readlines())

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
        return size

    def close(self):
        self.closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def open(*args, **kwargs):
    raise NotImplementedError("file I/O (io.open) is not supported by pith")
