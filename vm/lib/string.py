"""string for pith: the ASCII constants, capwords and Template.

Template supports the default `$`-syntax (`$name`, `${name}`, `$$`),
substitute, safe_substitute, get_identifiers and is_valid, with CPython's
errors; subclasses may change `delimiter`, but a subclass setting `pattern`,
`idpattern`, `braceidpattern` or `flags` (regular expressions, which pith
lacks) raises NotImplementedError when instantiated. Template.pattern does
not exist. Formatter is not implemented.
"""

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Template"]


def capwords(s, sep=None):
    """Split s with sep, capitalize each word and join them with sep (or ' ')."""
    return (sep or ' ').join([w.capitalize() for w in s.split(sep)])


_ID_START = '_' + ascii_letters
_ID_REST = _ID_START + digits
_MISSING = object()


def _scan(template, delimiter):
    """Yields (kind, text, start) pieces: 'text', 'escaped', 'named', 'braced', 'invalid'."""
    n = len(template)
    d = len(delimiter)
    i = 0
    text_start = 0
    while i < n:
        if template.startswith(delimiter, i):
            if text_start < i:
                yield ('text', template[text_start:i], text_start)
            j = i + d
            if template.startswith(delimiter, j):
                yield ('escaped', delimiter, i)
                i = j + d
            elif j < n and template[j] in _ID_START:
                k = j + 1
                while k < n and template[k] in _ID_REST:
                    k += 1
                yield ('named', template[j:k], i)
                i = k
            elif j < n and template[j] == '{':
                k = j + 1
                if k < n and template[k] in _ID_START:
                    m = k + 1
                    while m < n and template[m] in _ID_REST:
                        m += 1
                    if m < n and template[m] == '}':
                        yield ('braced', template[k:m], i)
                        i = m + 1
                        text_start = i
                        continue
                yield ('invalid', delimiter, j)
                i = j
            else:
                yield ('invalid', delimiter, j)
                i = j
            text_start = i
        else:
            i += 1
    if text_start < n:
        yield ('text', template[text_start:], text_start)


_DEFAULT_IDPATTERN = r'(?a:[_a-z][_a-z0-9]*)'
_IGNORECASE = 2


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    idpattern = _DEFAULT_IDPATTERN
    braceidpattern = None
    flags = _IGNORECASE

    def __init__(self, template):
        cls = type(self)
        if (cls.idpattern != _DEFAULT_IDPATTERN or cls.braceidpattern is not None
                or cls.flags != _IGNORECASE or hasattr(cls, 'pattern')):
            raise NotImplementedError('string.Template with a custom pattern, idpattern, '
                                      'braceidpattern or flags is not supported by pith')
        self.template = template

    def _invalid(self, pos):
        lines = self.template[:pos].splitlines(True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = pos - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def _mapping(self, mapping, kws):
        if mapping is _MISSING:
            return kws
        if kws:
            return _Chain(kws, mapping)
        return mapping

    def substitute(self, mapping=_MISSING, /, **kws):
        mapping = self._mapping(mapping, kws)
        out = []
        for kind, text, pos in _scan(self.template, self.delimiter):
            if kind == 'text' or kind == 'escaped':
                out.append(text)
            elif kind == 'invalid':
                self._invalid(pos)
            else:
                out.append('%s' % (mapping[text],))
        return ''.join(out)

    def safe_substitute(self, mapping=_MISSING, /, **kws):
        mapping = self._mapping(mapping, kws)
        out = []
        for kind, text, pos in _scan(self.template, self.delimiter):
            if kind == 'text' or kind == 'escaped' or kind == 'invalid':
                out.append(text)
            else:
                try:
                    out.append('%s' % (mapping[text],))
                except KeyError:
                    if kind == 'named':
                        out.append(self.delimiter + text)
                    else:
                        out.append(self.delimiter + '{' + text + '}')
        return ''.join(out)

    def is_valid(self):
        for kind, text, pos in _scan(self.template, self.delimiter):
            if kind == 'invalid':
                return False
        return True

    def get_identifiers(self):
        ids = []
        for kind, text, pos in _scan(self.template, self.delimiter):
            if kind == 'invalid':
                self._invalid(pos)
            if (kind == 'named' or kind == 'braced') and text not in ids:
                ids.append(text)
        return ids


class _Chain:
    """Looks a key up in the keyword arguments first, then in the mapping."""

    def __init__(self, first, second):
        self.first = first
        self.second = second

    def __getitem__(self, key):
        if key in self.first:
            return self.first[key]
        return self.second[key]
