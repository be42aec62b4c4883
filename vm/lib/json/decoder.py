"""The JSON decoder: `JSONDecoder` and `JSONDecodeError`."""
import _json

__all__ = ["JSONDecoder", "JSONDecodeError"]


class JSONDecodeError(ValueError):
    """A malformed document: `msg`, the document `doc`, the index `pos`,
    and `lineno`/`colno` of that index."""

    def __init__(self, msg, doc, pos):
        lineno = doc.count("\n", 0, pos) + 1
        colno = pos - doc.rfind("\n", 0, pos)
        ValueError.__init__(self, "%s: line %d column %d (char %d)" % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


class JSONDecoder:
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, strict=True,
                 object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def raw_decode(self, s, idx=0):
        r = _json.decode(s, self.strict, self.object_hook, self.object_pairs_hook, self.parse_float,
                         self.parse_int, self.parse_constant, idx)
        if len(r) == 3:
            raise JSONDecodeError(r[1], s, r[2])
        return r

    def decode(self, s):
        value, end = self.raw_decode(s)
        n = len(s)
        while end < n and s[end] in " \t\n\r":
            end += 1
        if end != n:
            raise JSONDecodeError("Extra data", s, end)
        return value
