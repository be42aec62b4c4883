"""fnmatch for pith: shell-style wildcards (`*`, `?`, `[seq]`, `[!seq]`)
matched against names, as on POSIX (case-sensitive, so fnmatch and
fnmatchcase agree): fnmatch, fnmatchcase, filter and translate, whose
regular expression text is CPython 3.11's. str and bytes patterns both work.
"""
import os
import re
import _re

# Names are matched by the native matcher of pith's re directly (a match
# of the compiled program from the start, re._MATCH), without the Match
# object re.match would build.
_END = 9223372036854775807
_MATCH = re._MATCH

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]


def fnmatch(name, pat):
    """Does name match the shell pattern pat?"""
    if not isinstance(name, (str, bytes)):
        name = os.fspath(name)
    if not isinstance(pat, (str, bytes)):
        pat = os.fspath(pat)
    return _compile_pattern(pat).matches(name)


def fnmatchcase(name, pat):
    """Does name match pat, case-sensitively?"""
    return _compile_pattern(pat).matches(name)


def filter(names, pat):
    """The names of the iterable that match pat."""
    if not isinstance(pat, (str, bytes)):
        pat = os.fspath(pat)
    return _compile_pattern(pat).filter(names)


_cache = {}
_CACHE_SIZE = 32768


def _compile_pattern(pat):
    """pat compiled (and kept for reuse)."""
    key = (type(pat), pat)
    compiled = _cache.get(key)
    if compiled is None:
        compiled = _Compiled(pat)
        if len(_cache) >= _CACHE_SIZE:
            _cache.clear()
        _cache[key] = compiled
    return compiled


class _Compiled:
    """A pattern's regular expression; a pattern of literal text and `*`s
    (no `?`, no `[`) is also matched by string comparisons: its text
    before the first `*` (head), after the last (tail) and the pieces in
    between, found in order. Names of another type than the pattern's go
    to the regular expression, which raises CPython's error."""

    def __init__(self, pat):
        if isinstance(pat, bytes):
            regex = re.compile(translate(pat.decode('ISO-8859-1')).encode('ISO-8859-1'))
            star, wild = b'*', (b'?', b'[')
        else:
            regex = re.compile(translate(pat))
            star, wild = '*', ('?', '[')
        self.regex_match = regex.match
        self.code = regex._code
        self.kind = type(pat)
        self.literal = wild[0] not in pat and wild[1] not in pat
        parts = pat.split(star)
        self.exact = pat if len(parts) == 1 else None
        self.head = parts[0]
        self.tail = parts[-1] if len(parts) > 1 else parts[0][:0]
        self.middle = [part for part in parts[1:-1] if part]
        self.least = len(self.head) + len(self.tail)

    def _literal_match(self, name):
        if self.exact is not None:
            return name == self.exact
        if len(name) < self.least or not name.startswith(self.head) or not name.endswith(self.tail):
            return False
        return not self.middle or self._middle_found(name)

    def _middle_found(self, name):
        i = len(self.head)
        end = len(name) - len(self.tail)
        for part in self.middle:
            i = name.find(part, i, end)
            if i < 0:
                return False
            i += len(part)
        return True

    def matches(self, name):
        if type(name) is self.kind:
            if self.literal:
                return self._literal_match(name)
            return _re.exec(self.code, name, 0, _END, _MATCH, False) is not None
        return self.regex_match(name) is not None

    def filter(self, names):
        out = []
        if not self.literal:
            # The native matcher, without a Match object per name.
            code = self.code
            kind = self.kind
            match = self.regex_match
            for name in names:
                if type(name) is kind:
                    if _re.exec(code, name, 0, _END, _MATCH, False) is not None:
                        out.append(name)
                elif match(name):
                    out.append(name)
            return out
        kind = self.kind
        exact = self.exact
        head = self.head
        tail = self.tail
        least = self.least
        # One piece between two `*`s is looked for here, without a call.
        single = self.middle[0] if len(self.middle) == 1 else None
        several = len(self.middle) > 1
        start = len(head)
        after = len(tail)
        for name in names:
            if type(name) is not kind:
                if self.regex_match(name):
                    out.append(name)
            elif exact is not None:
                if name == exact:
                    out.append(name)
            elif (len(name) >= least and (not head or name.startswith(head))
                  and (not tail or name.endswith(tail))):
                if single is not None:
                    if name.find(single, start, len(name) - after) >= 0:
                        out.append(name)
                elif not several or self._middle_found(name):
                    out.append(name)
        return out


_STAR = object()


def translate(pat):
    """The regular expression (text) that matches what pat matches."""
    pieces = _pieces(pat)
    out = []
    i = 0
    n = len(pieces)
    while i < n and pieces[i] is not _STAR:
        out.append(pieces[i])
        i += 1
    # Each `*` followed by fixed text: the shortest run up to that text,
    # taken once for all (an atomic group), except after the last `*`.
    while i < n:
        i += 1
        fixed = []
        while i < n and pieces[i] is not _STAR:
            fixed.append(pieces[i])
            i += 1
        fixed = ''.join(fixed)
        if i < n:
            out.append('(?>.*?' + fixed + ')')
        else:
            out.append('.*' + fixed)
    return '(?s:' + ''.join(out) + ')\\Z'


def _pieces(pat):
    """pat as a list of regular expression pieces and _STAR for each run of
    `*`."""
    pieces = []
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not pieces or pieces[-1] is not _STAR:
                pieces.append(_STAR)
        elif c == '?':
            pieces.append('.')
        elif c == '[':
            close = _bracket_end(pat, i)
            if close < 0:
                pieces.append('\\[')
            else:
                pieces.append(_bracket(pat, i, close))
                i = close + 1
        else:
            pieces.append(re.escape(c))
    return pieces


def _bracket_end(pat, i):
    """The index of the `]` that closes the set opened before pat[i], or -1.
    A `]` first in the set (after an optional `!`) is a member."""
    n = len(pat)
    j = i
    if j < n and pat[j] == '!':
        j += 1
    if j < n and pat[j] == ']':
        j += 1
    return pat.find(']', j)


_SET_OPERATORS = re.compile(r'([&~|])')


def _bracket(pat, start, end):
    """The regular expression of the set pat[start:end] (without its
    brackets)."""
    body = pat[start:end]
    if '-' not in body:
        body = body.replace('\\', '\\\\')
    else:
        body = '-'.join(r.replace('\\', '\\\\').replace('-', '\\-')
                        for r in _range_parts(pat, start, end))
    body = _SET_OPERATORS.sub(r'\\\1', body)
    if not body:
        return '(?!)'
    if body == '!':
        return '.'
    if body[0] == '!':
        return '[^' + body[1:] + ']'
    if body[0] == '^' or body[0] == '[':
        return '[\\' + body + ']'
    return '[' + body + ']'


def _range_parts(pat, start, end):
    """The set pat[start:end] cut at the hyphens that make ranges (a hyphen
    first in the set, or right after a range, is a member). Ranges whose
    ends are out of order are dropped, joining their neighbours."""
    parts = []
    first = start + 2 if pat[start] == '!' else start + 1
    hyphen = pat.find('-', first, end)
    while hyphen >= 0:
        parts.append(pat[start:hyphen])
        start = hyphen + 1
        hyphen = pat.find('-', hyphen + 3, end)
    rest = pat[start:end]
    if rest:
        parts.append(rest)
    else:
        parts[-1] += '-'
    k = len(parts) - 1
    while k > 0:
        if parts[k - 1][-1] > parts[k][0]:
            parts[k - 1] = parts[k - 1][:-1] + parts[k][1:]
            del parts[k]
        k -= 1
    return parts
