"""Regular expressions: CPython's `re` API over pith's own engine.

The native module `_re` parses and compiles a pattern into a program (a
bytes object of words) and runs it: `_re.exec` finds one match,
`_re.scan` every non-overlapping match. Matches come back as offsets;
this module builds `Pattern` and `Match` objects, templates, `findall`,
`sub` and `split` on them.
"""

import _re

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split", "findall",
    "finditer", "compile", "purge", "escape", "error", "Pattern", "Match",
    "A", "I", "L", "M", "S", "X", "U", "ASCII", "IGNORECASE", "LOCALE",
    "MULTILINE", "DOTALL", "VERBOSE", "UNICODE", "NOFLAG", "RegexFlag",
]

_MAXSIZE = 9223372036854775807

# Flag values, as CPython numbers them.
_FLAG_NAMES = [
    (256, "ASCII"), (2, "IGNORECASE"), (4, "LOCALE"), (32, "UNICODE"),
    (8, "MULTILINE"), (16, "DOTALL"), (64, "VERBOSE"), (1, "TEMPLATE"),
    (128, "DEBUG"),
]


class RegexFlag(int):
    """A flag value that prints as the flags' names (`re.I|re.M`)."""

    def __repr__(self):
        value = int(self)
        if value == 0:
            return "re.NOFLAG"
        names = []
        for bit, name in sorted(_FLAG_NAMES):
            if value & bit:
                names.append("re." + name)
                value &= ~bit
        if value:
            names.append(hex(value))
        return "|".join(names)

    __str__ = __repr__

    def __or__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) | int(other))
        return NotImplemented

    __ror__ = __or__

    def __and__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) & int(other))
        return NotImplemented

    __rand__ = __and__

    def __xor__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) ^ int(other))
        return NotImplemented

    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(~int(self) & 511)


NOFLAG = RegexFlag(0)
A = ASCII = RegexFlag(256)
I = IGNORECASE = RegexFlag(2)
L = LOCALE = RegexFlag(4)
U = UNICODE = RegexFlag(32)
M = MULTILINE = RegexFlag(8)
S = DOTALL = RegexFlag(16)
X = VERBOSE = RegexFlag(64)
T = TEMPLATE = RegexFlag(1)
DEBUG = RegexFlag(128)


class error(Exception):
    """A pattern or template that does not parse. `msg` is the bare message,
    `pos` the index in `pattern` where it went wrong (or None), `lineno`
    and `colno` that position as a line and column."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            newline = "\n" if isinstance(pattern, str) else b"\n"
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            msg = "%s at position %d" % (msg, pos)
            if newline in pattern:
                msg = "%s (line %d, column %d)" % (msg, self.lineno, self.colno)
        else:
            self.lineno = None
            self.colno = None
        super().__init__(msg)


_MATCH, _FULLMATCH, _SEARCH = 0, 1, 2


class Pattern:
    """A compiled regular expression."""

    def __init__(self, pattern, flags, code, groups, names):
        self.pattern = pattern
        self.flags = flags
        self.groups = groups
        self._code = code
        index = {}
        for k in range(0, len(names), 2):
            index[names[k]] = names[k + 1]
        self.groupindex = index
        self._names = {number: name for name, number in index.items()}
        self._empty = "" if isinstance(pattern, str) else b""

    def _exec(self, string, pos, endpos, mode):
        spans = _re.exec(self._code, string, pos, endpos, mode, False)
        if spans is None:
            return None
        return Match(self, string, pos, endpos, spans)

    def match(self, string, pos=0, endpos=_MAXSIZE):
        return self._exec(string, pos, endpos, _MATCH)

    def fullmatch(self, string, pos=0, endpos=_MAXSIZE):
        return self._exec(string, pos, endpos, _FULLMATCH)

    def search(self, string, pos=0, endpos=_MAXSIZE):
        return self._exec(string, pos, endpos, _SEARCH)

    def findall(self, string, pos=0, endpos=_MAXSIZE):
        flat = _re.scan(self._code, string, pos, endpos, 0)
        string = _sliceable(string)
        width = 2 * self.groups + 3
        groups = self.groups
        if groups == 0:
            return [string[flat[k]:flat[k + 1]] for k in range(0, len(flat), width)]
        out = []
        empty = self._empty
        for k in range(0, len(flat), width):
            if groups == 1:
                s = flat[k + 2]
                out.append(empty if s < 0 else string[s:flat[k + 3]])
            else:
                items = []
                for g in range(1, groups + 1):
                    s = flat[k + 2 * g]
                    items.append(empty if s < 0 else string[s:flat[k + 2 * g + 1]])
                out.append(tuple(items))
        return out

    def finditer(self, string, pos=0, endpos=_MAXSIZE):
        code = self._code
        must_advance = False
        at = pos
        while True:
            spans = _re.exec(code, string, at, endpos, _SEARCH, must_advance)
            if spans is None:
                return
            yield Match(self, string, pos, endpos, spans)
            must_advance = spans[1] == spans[0]
            at = spans[1]

    def sub(self, repl, string, count=0):
        return self._subx(repl, string, count)[0]

    def subn(self, repl, string, count=0):
        return self._subx(repl, string, count)

    def _subx(self, repl, string, count):
        if callable(repl):
            template = None
        else:
            template = _template(self, repl)
        flat = _re.scan(self._code, string, 0, _MAXSIZE, count)
        string = _sliceable(string)
        width = 2 * self.groups + 3
        pieces = []
        last = 0
        literal = template is not None and len(template) == 1 and not isinstance(template[0], int)
        for k in range(0, len(flat), width):
            start = flat[k]
            pieces.append(string[last:start])
            if literal:
                pieces.append(template[0])
            elif template is None:
                piece = repl(Match(self, string, 0, _MAXSIZE, tuple(flat[k:k + width])))
                if piece:
                    pieces.append(piece)
            else:
                _expand_into(pieces, template, string, flat, k, self._empty)
            last = flat[k + 1]
        pieces.append(string[last:])
        return self._empty.join(pieces), len(flat) // width

    def split(self, string, maxsplit=0):
        flat = _re.scan(self._code, string, 0, _MAXSIZE, maxsplit)
        string = _sliceable(string)
        width = 2 * self.groups + 3
        out = []
        last = 0
        for k in range(0, len(flat), width):
            out.append(string[last:flat[k]])
            for g in range(1, self.groups + 1):
                s = flat[k + 2 * g]
                out.append(None if s < 0 else string[s:flat[k + 2 * g + 1]])
            last = flat[k + 1]
        out.append(string[last:])
        return out

    def scanner(self, string, pos=0, endpos=_MAXSIZE):
        raise NotImplementedError("Pattern.scanner is not supported")

    def __repr__(self):
        flags = self.flags
        if isinstance(self.pattern, str):
            flags &= ~32
        names = []
        for bit, name in ((1, "TEMPLATE"), (2, "IGNORECASE"), (4, "LOCALE"), (8, "MULTILINE"), (16, "DOTALL"),
                          (32, "UNICODE"), (64, "VERBOSE"), (128, "DEBUG"), (256, "ASCII")):
            if flags & bit:
                names.append("re." + name)
                flags &= ~bit
        if flags:
            names.append(hex(flags))
        text = repr(self.pattern)[:200]
        if names:
            return "re.compile(%s, %s)" % (text, "|".join(names))
        return "re.compile(%s)" % text

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class Match:
    """The result of a successful match."""

    def __init__(self, pattern, string, pos, endpos, spans):
        self.re = pattern
        self.string = string
        n = len(string)
        self.pos = min(max(pos, 0), n)
        self.endpos = min(max(endpos, 0), n)
        self._spans = spans
        self._text = _sliceable(string)

    def _index(self, g):
        if isinstance(g, int):
            if 0 <= g <= self.re.groups:
                return g
        elif isinstance(g, str):
            number = self.re.groupindex.get(g)
            if number is not None:
                return number
        raise IndexError("no such group")

    def _group(self, g, default=None):
        s = self._spans[2 * g]
        if s < 0:
            return default
        return self._text[s:self._spans[2 * g + 1]]

    def group(self, *groups):
        if not groups:
            return self._group(0)
        if len(groups) == 1:
            return self._group(self._index(groups[0]))
        return tuple(self._group(self._index(g)) for g in groups)

    def __getitem__(self, g):
        return self._group(self._index(g))

    def groups(self, default=None):
        return tuple(self._group(g, default) for g in range(1, self.re.groups + 1))

    def groupdict(self, default=None):
        return {name: self._group(number, default) for name, number in self.re.groupindex.items()}

    def start(self, group=0):
        return self._spans[2 * self._index(group)]

    def end(self, group=0):
        return self._spans[2 * self._index(group) + 1]

    def span(self, group=0):
        g = self._index(group)
        return (self._spans[2 * g], self._spans[2 * g + 1])

    @property
    def regs(self):
        return tuple((self._spans[2 * g], self._spans[2 * g + 1]) for g in range(self.re.groups + 1))

    @property
    def lastindex(self):
        last = self._spans[-1]
        return last if last else None

    @property
    def lastgroup(self):
        last = self._spans[-1]
        return self.re._names.get(last) if last else None

    def expand(self, template):
        parsed = _template(self.re, template)
        pieces = []
        _expand_into(pieces, parsed, self._text, self._spans, 0, self.re._empty)
        return self.re._empty.join(pieces)

    def __repr__(self):
        return "<re.Match object; span=(%d, %d), match=%s>" % (self._spans[0], self._spans[1], repr(self._group(0))[:50])

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _sliceable(string):
    """The subject as matches slice it: a bytes-like object other than bytes
    gives bytes, as in CPython."""
    if type(string) is str or type(string) is bytes:
        return string
    if isinstance(string, str):
        return str(string)
    return bytes(string)


def _expand_into(pieces, template, string, spans, k, empty):
    """Appends the pieces of a parsed template for the match whose record
    starts at `spans[k]`."""
    for item in template:
        if isinstance(item, int):
            s = spans[k + 2 * item]
            if s >= 0:
                pieces.append(string[s:spans[k + 2 * item + 1]])
        else:
            pieces.append(item)


_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v", "\\": "\\"}
_templates = {}


def _template(pattern, template):
    """A replacement template parsed into literal pieces and group numbers
    (cached per pattern and template)."""
    key = (pattern, type(template), template)
    parsed = _templates.get(key)
    if parsed is None:
        if len(_templates) >= _MAXCACHE:
            _templates.clear()
        parsed = _parse_template(pattern, template)
        _templates[key] = parsed
    return parsed


def _parse_template(pattern, template):
    is_bytes = not isinstance(pattern.pattern, str)
    if is_bytes:
        if isinstance(template, str):
            raise TypeError("sequence item 0: expected a bytes-like object, str found")
        text = bytes(template).decode("latin-1")
    else:
        if not isinstance(template, str):
            raise TypeError("sequence item 0: expected str instance, %s found" % type(template).__name__)
        text = template
    items = []
    literal = []
    n = len(text)
    i = 0

    def group_number(g, pos):
        if g > pattern.groups:
            raise error("invalid group reference %d" % g, template, pos)
        return g

    while i < n:
        c = text[i]
        i += 1
        if c != "\\":
            literal.append(c)
            continue
        if i >= n:
            raise error("bad escape (end of pattern)", template, i - 1)
        c = text[i]
        i += 1
        if c == "g":
            if i >= n or text[i] != "<":
                raise error("missing <", template, i)
            close = text.find(">", i + 1)
            if close == i + 1 or i + 1 >= n:
                raise error("missing group name", template, i + 1)
            if close < 0:
                raise error("missing >, unterminated name", template, i + 1)
            name = text[i + 1:close]
            if not name:
                raise error("missing group name", template, i + 1)
            if name.isdigit() and name.isascii():
                number = group_number(int(name), i + 1)
            elif name.isidentifier():
                if name not in pattern.groupindex:
                    raise IndexError("unknown group name '%s'" % name)
                number = pattern.groupindex[name]
            else:
                raise error("bad character in group name '%s'" % name, template, i + 1)
            i = close + 1
            _flush(items, literal)
            items.append(number)
        elif c == "0":
            value = 0
            for _ in range(2):
                if i < n and text[i] in "01234567":
                    value = value * 8 + int(text[i])
                    i += 1
            literal.append(chr(value))
        elif c in "123456789":
            digits = c
            if i < n and text[i] in "0123456789":
                digits += text[i]
                i += 1
                if c in "01234567" and digits[1] in "01234567" and i < n and text[i] in "01234567":
                    value = int(digits + text[i], 8)
                    i += 1
                    if value > 0o377:
                        raise error("octal escape value \\%s outside of range 0-0o377" % (digits + text[i - 1]), template, i - 4)
                    literal.append(chr(value))
                    continue
            _flush(items, literal)
            items.append(group_number(int(digits), i - len(digits) - 1 + 1))
        elif c in _ESCAPES:
            literal.append(_ESCAPES[c])
        elif c.isascii() and c.isalpha():
            raise error("bad escape \\%s" % c, template, i - 2)
        else:
            literal.append("\\" + c)
    _flush(items, literal)
    if is_bytes:
        items = [item if isinstance(item, int) else item.encode("latin-1") for item in items]
    if not items:
        items.append(pattern._empty)
    return items


def _flush(items, literal):
    if literal:
        items.append("".join(literal))
        literal.clear()


_MAXCACHE = 512
_cache = {}


def _compile(pattern, flags):
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    flags = int(flags)
    key = (type(pattern), pattern, flags)
    compiled = _cache.get(key)
    if compiled is not None:
        return compiled
    if isinstance(pattern, str):
        if flags & LOCALE:
            raise ValueError("cannot use LOCALE flag with a str pattern")
        if not flags & ASCII:
            flags |= UNICODE
        elif flags & UNICODE:
            raise ValueError("ASCII and UNICODE flags are incompatible")
    elif isinstance(pattern, (bytes, bytearray)):
        if flags & UNICODE:
            raise ValueError("cannot use UNICODE flag with a bytes pattern")
        if flags & LOCALE and flags & ASCII:
            raise ValueError("ASCII and LOCALE flags are incompatible")
    else:
        raise TypeError("first argument must be string or compiled pattern")
    result = _re.compile(pattern, int(flags))
    if len(result) == 2:
        raise error(result[0], pattern, result[1])
    code, groups, names, flags = result
    compiled = Pattern(pattern, flags, code, groups, names)
    if len(_cache) >= _MAXCACHE:
        del _cache[next(iter(_cache))]
    _cache[key] = compiled
    return compiled


def compile(pattern, flags=0):
    return _compile(pattern, flags)


def match(pattern, string, flags=0):
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    return _compile(pattern, flags).search(string)


def findall(pattern, string, flags=0):
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    return _compile(pattern, flags).finditer(string)


def sub(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    return _compile(pattern, flags).split(string, maxsplit)


def purge():
    _cache.clear()
    _templates.clear()


_SPECIAL = frozenset("()[]{}?*+-|^$\\.&~# \t\n\r\v\f")


def escape(pattern):
    if isinstance(pattern, str):
        return "".join("\\" + c if c in _SPECIAL else c for c in pattern)
    text = bytes(pattern).decode("latin-1")
    return "".join("\\" + c if c in _SPECIAL else c for c in text).encode("latin-1")
