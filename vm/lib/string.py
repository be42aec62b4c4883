"""string for pith: the ASCII constants, capwords, Template and Formatter,
as CPython 3.11's.

Template substitutes `$name`, `${name}` and `$$` through its class's
regular expression `pattern`, built when the class is made from
`delimiter`, `idpattern`, `braceidpattern` and `flags` (or given whole as
`pattern`). Formatter formats as str.format does, through methods a
subclass may override (parse, get_field, get_value, format_field,
convert_field, check_unused_args).
"""
import re as _re

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
           "whitespace", "Formatter", "Template"]


def capwords(s, sep=None):
    """Split s with sep, capitalize each word and join them with sep (or ' ')."""
    return (sep or ' ').join([w.capitalize() for w in s.split(sep)])


_NO_MAPPING = object()


class _Chain:
    """Looks a key up in the keyword arguments first, then in the mapping."""

    def __init__(self, first, second):
        self.first = first
        self.second = second

    def __getitem__(self, key):
        if key in self.first:
            return self.first[key]
        return self.second[key]


def _template_pattern(cls):
    """The regular expression of a Template class: the delimiter followed by
    another delimiter (escaped), an identifier (named), an identifier in
    braces (braced) or anything else (invalid, an empty group)."""
    if 'pattern' in cls.__dict__:
        pattern = cls.pattern
    else:
        delim = _re.escape(cls.delimiter)
        ident = cls.idpattern
        braced = cls.braceidpattern or cls.idpattern
        # Verbose, as CPython's: whitespace in idpattern is not matched.
        pattern = ('\n    %s(?:\n      (?P<escaped>%s)\n    | (?P<named>%s)\n'
                   '    | {(?P<braced>%s)}\n    | (?P<invalid>)\n    )\n'
                   % (delim, delim, ident, braced))
    return _re.compile(pattern, cls.flags | _re.VERBOSE)


_pieces_cache = {}


def _classify(mo):
    """A match of a Template pattern as a piece (see Template._pieces)."""
    whole = mo.group()
    start = mo.start()
    named = mo.group('named') or mo.group('braced')
    if named is not None:
        return ('name', named, whole, start)
    if mo.group('escaped') is not None:
        return ('escaped', None, whole, start)
    if mo.group('invalid') is not None:
        return ('invalid', mo.start('invalid'), whole, start)
    return (None, None, whole, start)


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        cls.pattern = _template_pattern(cls)

    def __init__(self, template):
        self.template = template

    def _pieces(self):
        """The template cut by the pattern: (kind, value, whole, start)
        for each piece, kind 'text', 'name', 'escaped', 'invalid' or None
        (a match of none of the groups); kept for reuse."""
        template = self.template
        pattern = self.pattern
        cached = _pieces_cache.get(template) if type(template) is str else None
        if cached is not None and cached[0] is pattern:
            return cached[1]
        pieces = []
        done = 0
        for mo in pattern.finditer(template):
            start = mo.start()
            if start > done:
                pieces.append(('text', template[done:start], None, done))
            pieces.append(_classify(mo))
            done = mo.end()
        if done < len(template):
            pieces.append(('text', template[done:], None, done))
        if type(template) is str:
            if len(_pieces_cache) >= 256:
                _pieces_cache.clear()
            _pieces_cache[template] = (pattern, pieces)
        return pieces

    def _substitute_by_matches(self, mapping, safe):
        """substitute or safe_substitute, one match at a time."""
        def replace(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                if not safe:
                    return str(mapping[named])
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                if safe:
                    return mo.group()
                self._invalid(mo.start('invalid'))
            raise self._unrecognized()
        return self.pattern.sub(replace, self.template)

    def _invalid(self, i):
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def _unrecognized(self):
        return ValueError('Unrecognized named group in pattern', self.pattern)

    def _complete(self):
        """Has the pattern all four groups? (Else each method reads the
        groups of each match as CPython's does, and fails where it does.)"""
        groups = self.pattern.groupindex
        return 'named' in groups and 'braced' in groups and 'escaped' in groups and 'invalid' in groups

    def substitute(self, mapping=_NO_MAPPING, /, **kws):
        if mapping is _NO_MAPPING:
            mapping = kws
        elif kws:
            mapping = _Chain(kws, mapping)
        if not self._complete():
            return self._substitute_by_matches(mapping, False)
        out = []
        for kind, value, whole, start in self._pieces():
            if kind == 'text':
                out.append(value)
            elif kind == 'name':
                out.append(str(mapping[value]))
            elif kind == 'escaped':
                out.append(self.delimiter)
            elif kind == 'invalid':
                self._invalid(value)
            else:
                raise self._unrecognized()
        return ''.join(out)

    def safe_substitute(self, mapping=_NO_MAPPING, /, **kws):
        if mapping is _NO_MAPPING:
            mapping = kws
        elif kws:
            mapping = _Chain(kws, mapping)
        if not self._complete():
            return self._substitute_by_matches(mapping, True)
        out = []
        for kind, value, whole, start in self._pieces():
            if kind == 'text':
                out.append(value)
            elif kind == 'name':
                try:
                    out.append(str(mapping[value]))
                except KeyError:
                    out.append(whole)
            elif kind == 'escaped':
                out.append(self.delimiter)
            elif kind == 'invalid':
                out.append(whole)
            else:
                raise self._unrecognized()
        return ''.join(out)

    def is_valid(self):
        if not self._complete():
            for mo in self.pattern.finditer(self.template):
                if mo.group('invalid') is not None:
                    return False
                if mo.group('named') is None and mo.group('braced') is None and mo.group('escaped') is None:
                    raise self._unrecognized()
            return True
        for kind, value, whole, start in self._pieces():
            if kind == 'invalid':
                return False
            if kind is None:
                raise self._unrecognized()
        return True

    def get_identifiers(self):
        ids = []
        if not self._complete():
            for mo in self.pattern.finditer(self.template):
                named = mo.group('named') or mo.group('braced')
                if named is not None:
                    if named not in ids:
                        ids.append(named)
                elif mo.group('invalid') is None and mo.group('escaped') is None:
                    raise self._unrecognized()
            return ids
        for kind, value, whole, start in self._pieces():
            if kind == 'name':
                if value not in ids:
                    ids.append(value)
            elif kind is None:
                raise self._unrecognized()
        return ids


Template.pattern = _template_pattern(Template)


class Formatter:
    """str.format's formatting, in methods a subclass may override."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        """(text, next automatic index); auto_arg_index is False once a
        field gave its index itself."""
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        # With parse not overridden, a spec without braces is its own text.
        plain = type(self).parse is Formatter.parse
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is None:
                continue
            if field_name == '':
                if auto_arg_index is False:
                    raise ValueError('cannot switch from manual field specification to '
                                     'automatic field numbering')
                field_name = str(auto_arg_index)
                auto_arg_index += 1
            elif field_name.isdigit():
                if auto_arg_index:
                    raise ValueError('cannot switch from manual field specification to '
                                     'automatic field numbering')
                auto_arg_index = False
            obj, arg_used = self.get_field(field_name, args, kwargs)
            used_args.add(arg_used)
            obj = self.convert_field(obj, conversion)
            # The format spec may hold fields of its own.
            if not (plain and recursion_depth > 0 and '{' not in format_spec and '}' not in format_spec):
                format_spec, auto_arg_index = self._vformat(format_spec, args, kwargs, used_args,
                                                            recursion_depth - 1,
                                                            auto_arg_index=auto_arg_index)
            result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        """(literal_text, field_name, format_spec, conversion) for each
        piece of format_string; the last three are None after text with no
        field."""
        if not isinstance(format_string, str):
            raise TypeError("expected str, got %s" % type(format_string).__name__)
        cached = _parse_cache.get(format_string)
        if cached is not None:
            return iter(cached)
        return _parse_and_keep(format_string)

    def get_field(self, field_name, args, kwargs):
        cached = _field_cache.get(field_name) if type(field_name) is str else None
        if cached is not None:
            first, steps = cached
        else:
            first, steps = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        if cached is not None:
            for is_attr, key in steps:
                obj = getattr(obj, key) if is_attr else obj[key]
            return obj, first
        done = []
        for is_attr, key in steps:
            obj = getattr(obj, key) if is_attr else obj[key]
            done.append((is_attr, key))
        _keep(_field_cache, field_name, (first, done))
        return obj, first


_parse_cache = {}
_field_cache = {}


def _keep(cache, key, value):
    if len(cache) >= 512:
        cache.clear()
    cache[key] = value


def _parse_and_keep(s):
    """_parse_format(s), its pieces kept for the next parse of s once all
    are read."""
    pieces = []
    for piece in _parse_format(s):
        pieces.append(piece)
        yield piece
    _keep(_parse_cache, s, pieces)


def _parse_format(s):
    n = len(s)
    i = 0
    while i < n:
        open_at = s.find('{', i)
        close_at = s.find('}', i)
        if open_at < 0 and close_at < 0:
            yield (s[i:], None, None, None)
            return
        if open_at < 0 or (0 <= close_at < open_at):
            brace = close_at
        else:
            brace = open_at
        c = s[brace]
        after = brace + 1
        if c == '}' and (after >= n or s[after] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if after >= n:
            raise ValueError("Single '{' encountered in format string")
        if s[after] == c:
            # '{{' or '}}': the brace is text.
            yield (s[i:after], None, None, None)
            i = after + 1
            continue
        literal = s[i:brace]
        field_name, format_spec, conversion, i = _parse_field(s, after, n)
        yield (literal, field_name, format_spec, conversion)


def _parse_field(s, i, n):
    """(field_name, format_spec, conversion, end) of the field that starts
    at s[i] (after its '{')."""
    start = i
    c = ''
    while i < n:
        c = s[i]
        i += 1
        if c == '{':
            raise ValueError("unexpected '{' in field name")
        if c == '[':
            # A key in brackets may hold ':', '!' and '}'.
            while i < n and s[i] != ']':
                i += 1
            continue
        if c == '}' or c == ':' or c == '!':
            break
    if c != '!' and c != ':':
        if c != '}':
            raise ValueError("expected '}' before end of string")
        return s[start:i - 1], '', None, i
    field_name = s[start:i - 1]
    conversion = None
    if c == '!':
        if i >= n:
            raise ValueError("end of string while looking for conversion specifier")
        conversion = s[i]
        if conversion == '\0':
            conversion = None
        i += 1
        if i < n:
            c = s[i]
            i += 1
            if c == '}':
                return field_name, '', conversion, i
            if c != ':':
                raise ValueError("expected ':' after conversion specifier")
    spec_start = i
    depth = 1
    while i < n:
        c = s[i]
        i += 1
        if c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                return field_name, s[spec_start:i - 1], conversion, i
    raise ValueError("unmatched '{' in format spec")


_MAX_INDEX = 9223372036854775807


def _digit_value(c):
    """The value of a decimal digit of any script. Each script's digits are
    consecutive code points from 0 to 9 (some scripts' blocks follow each
    other): the value counts from the start of the run of digits."""
    code = ord(c)
    if code < 128:
        return code - 48
    start = code
    while chr(start - 1).isdecimal():
        start -= 1
    return (code - start) % 10


def _index_value(text):
    """The int that text spells in decimal digits (any script), or -1."""
    if not text:
        return -1
    value = 0
    for c in text:
        if not c.isdecimal():
            return -1
        value = value * 10 + _digit_value(c)
        if value > _MAX_INDEX:
            raise ValueError("Too many decimal digits in format string")
    return value


def _split_field_name(name):
    """(first, rest): the argument a field names (an int index or a str)
    and an iterator over the (is_attribute, key) steps after it."""
    if not isinstance(name, str):
        raise TypeError("expected str, got %s" % type(name).__name__)
    n = len(name)
    i = 0
    while i < n and name[i] != '.' and name[i] != '[':
        i += 1
    first = name[:i]
    index = _index_value(first)
    return (first if index == -1 else index), _field_steps(name, i, n)


def _field_steps(name, i, n):
    while i < n:
        c = name[i]
        i += 1
        if c == '.':
            start = i
            while i < n and name[i] != '.' and name[i] != '[':
                i += 1
            key = name[start:i]
            value = key
            is_attr = True
        elif c == '[':
            start = i
            while i < n and name[i] != ']':
                i += 1
            if i >= n:
                raise ValueError("Missing ']' in format string")
            key = name[start:i]
            i += 1
            index = _index_value(key)
            value = key if index == -1 else index
            is_attr = False
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        if not key:
            raise ValueError("Empty attribute in format string")
        yield (is_attr, value)
