"""pprint for pith: pprint, pformat, pp, saferepr, isreadable, isrecursive
and PrettyPrinter (indent, width, depth, stream, compact, sort_dicts,
underscore_numbers), laying out what CPython 3.11's lays out the way it
does: dicts, lists, tuples, sets and frozensets, long strings and bytes cut
into pieces, bytearray, the collections types (OrderedDict, defaultdict,
Counter, ChainMap, deque, UserDict, UserList), dataclasses,
SimpleNamespace and mappingproxy; anything else is shown by its repr.
"""
import sys as _sys
import re as _re

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr",
           "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *,
           compact=False, sort_dicts=True, underscore_numbers=False):
    """Pretty-print object to stream (sys.stdout by default), with a newline."""
    printer = PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth,
                            compact=compact, sort_dicts=sort_dicts,
                            underscore_numbers=underscore_numbers)
    printer.pprint(object)


def pformat(object, indent=1, width=80, depth=None, *,
            compact=False, sort_dicts=True, underscore_numbers=False):
    """The pretty-printed text of object."""
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """pprint with dicts in their insertion order by default."""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    """A repr of object that survives recursive data structures."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    """Could eval() rebuild object from its repr?"""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    """Does object contain itself?"""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _SafeKey:
    """A sort key that orders values of types that do not compare with each
    other by their type's name (then by id)."""

    __slots__ = ['obj']

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return ((str(type(self.obj)), id(self.obj))
                    < (str(type(other.obj)), id(other.obj)))


def _safe_pair(pair):
    return _SafeKey(pair[0]), _SafeKey(pair[1])


_ABSENT = object()


def _in_context(object, objid, context):
    """Is object one of the containers being shown? The context maps ids to
    the objects (pith's id() of a small int may equal a container's)."""
    return context.get(objid, _ABSENT) is object


def _sorted_items(d):
    """d's items sorted by key, keys of types that do not compare ordered
    by _SafeKey."""
    if type(d) is dict:
        try:
            keys = sorted(d)
        except TypeError:
            pass
        else:
            return [(k, d[k]) for k in keys]
    return sorted(d.items(), key=_safe_pair)


def _sorted_safely(items):
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=_SafeKey)


def _recursion(object):
    return "<Recursion on %s with id=%s>" % (type(object).__name__, id(object))


class _Collector:
    """The stream pformat writes into."""

    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def getvalue(self):
        return ''.join(self.parts)


# Shown by their repr, readable. (pith has no complex numbers.)
_SCALARS = frozenset({str, bytes, bytearray, float, bool, type(None)})
_SPACE_PARTS = _re.compile(r'\S*\s*')


def _text_pieces(line):
    """line cut after each run of whitespace."""
    parts = _SPACE_PARTS.findall(line)
    parts.pop()
    return parts


def _bytes_pieces(data, width, allowance):
    """The reprs of the pieces of data (cut every 4 bytes) that fit width."""
    pieces = []
    current = b''
    last = len(data) // 4 * 4
    for i in range(0, len(data), 4):
        part = data[i:i + 4]
        candidate = current + part
        if i == last:
            width -= allowance
        if len(repr(candidate)) > width:
            if current:
                pieces.append(repr(current))
            current = part
        else:
            current = candidate
    if current:
        pieces.append(repr(current))
    return pieces


def _is_generated_dataclass_repr(object):
    """A dataclass instance (not a class) whose __repr__ is the one
    @dataclass wrote."""
    cls = type(object)
    if not hasattr(cls, '__dataclass_fields__') or isinstance(object, type):
        return False
    r = cls.__repr__
    return (getattr(r, '__module__', None) == 'dataclasses'
            and getattr(r, '__qualname__', None) == '_process.<locals>.__repr__')


class PrettyPrinter:
    """Formats Python objects over several lines to fit a width."""

    def __init__(self, indent=1, width=80, depth=None, stream=None, *,
                 compact=False, sort_dicts=True, underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError('indent must be >= 0')
        if depth is not None and depth <= 0:
            raise ValueError('depth must be > 0')
        if not width:
            raise ValueError('width must be != 0')
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = stream if stream is not None else _sys.stdout
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        if self._stream is not None:
            self._format(object, self._stream, 0, 0, {}, 0)
            self._stream.write("\n")

    def pformat(self, object):
        out = _Collector()
        self._format(object, out, 0, 0, {}, 0)
        return out.getvalue()

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        """(repr, readable, recursive) of object; a subclass may override it
        to show some objects its own way."""
        return self._safe_repr(object, context, maxlevels, level)

    # -- one object: on one line if it fits, else laid out by its type

    def _format(self, object, stream, indent, allowance, context, level):
        objid = id(object)
        if _in_context(object, objid, context):
            stream.write(_recursion(object))
            self._recursive = True
            self._readable = False
            return
        rep = self._repr(object, context, level)
        if len(rep) > self._width - indent - allowance:
            layout = self._dispatch.get(type(object).__repr__, None)
            if layout is None and _is_generated_dataclass_repr(object):
                layout = PrettyPrinter._pprint_dataclass
            if layout is not None:
                context[objid] = object
                layout(self, object, stream, indent, allowance, context, level + 1)
                del context[objid]
                return
        stream.write(rep)

    def _repr(self, object, context, level):
        rep, readable, recursive = self.format(object, context.copy(), self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return rep

    _dispatch = {}

    def _pprint_dataclass(self, object, stream, indent, allowance, context, level):
        from dataclasses import fields
        name = object.__class__.__name__
        items = [(f.name, getattr(object, f.name)) for f in fields(object) if f.repr]
        stream.write(name + '(')
        self._format_namespace_items(items, stream, indent + len(name) + 1, allowance, context, level)
        stream.write(')')

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        stream.write('{')
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * ' ')
        if len(object):
            if self._sort_dicts:
                items = _sorted_items(object)
            else:
                items = list(object.items())
            self._format_dict_items(items, stream, indent, allowance + 1, context, level)
        stream.write('}')

    _dispatch[dict.__repr__] = _pprint_dict

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write('[')
        self._format_items(object, stream, indent, allowance + 1, context, level)
        stream.write(']')

    _dispatch[list.__repr__] = _pprint_list

    def _pprint_tuple(self, object, stream, indent, allowance, context, level):
        stream.write('(')
        end = ',)' if len(object) == 1 else ')'
        self._format_items(object, stream, indent, allowance + len(end), context, level)
        stream.write(end)

    _dispatch[tuple.__repr__] = _pprint_tuple

    def _pprint_set(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        cls = object.__class__
        if cls is set:
            stream.write('{')
            end = '}'
        else:
            stream.write(cls.__name__ + '({')
            end = '})'
            indent += len(cls.__name__) + 1
        items = _sorted_safely(object)
        self._format_items(items, stream, indent, allowance + len(end), context, level)
        stream.write(end)

    _dispatch[set.__repr__] = _pprint_set
    _dispatch[frozenset.__repr__] = _pprint_set

    def _pprint_str(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        pieces = []
        lines = object.splitlines(True)
        if level == 1:
            indent += 1
            allowance += 1
        width = self._width - indent
        last_line = len(lines) - 1
        for i, line in enumerate(lines):
            rep = repr(line)
            fits = width - allowance if i == last_line else width
            if len(rep) <= fits:
                pieces.append(rep)
                continue
            parts = _text_pieces(line)
            last_part = len(parts) - 1
            current = ''
            for j, part in enumerate(parts):
                candidate = current + part
                fits = width - allowance if (j == last_part and i == last_line) else width
                if len(repr(candidate)) > fits:
                    if current:
                        pieces.append(repr(current))
                    current = part
                else:
                    current = candidate
            if current:
                pieces.append(repr(current))
        if len(pieces) == 1:
            stream.write(pieces[0])
            return
        if level == 1:
            stream.write('(')
        stream.write(('\n' + ' ' * indent).join(pieces))
        if level == 1:
            stream.write(')')

    _dispatch[str.__repr__] = _pprint_str

    def _pprint_bytes(self, object, stream, indent, allowance, context, level):
        if len(object) <= 4:
            stream.write(repr(object))
            return
        parens = level == 1
        if parens:
            indent += 1
            allowance += 1
            stream.write('(')
        pieces = _bytes_pieces(object, self._width - indent, allowance)
        stream.write(('\n' + ' ' * indent).join(pieces))
        if parens:
            stream.write(')')

    _dispatch[bytes.__repr__] = _pprint_bytes

    def _pprint_bytearray(self, object, stream, indent, allowance, context, level):
        stream.write('bytearray(')
        self._pprint_bytes(bytes(object), stream, indent + 10, allowance + 1, context, level + 1)
        stream.write(')')

    _dispatch[bytearray.__repr__] = _pprint_bytearray

    def _pprint_mappingproxy(self, object, stream, indent, allowance, context, level):
        stream.write('mappingproxy(')
        self._format(object.copy(), stream, indent + 13, allowance + 1, context, level)
        stream.write(')')

    def _pprint_simplenamespace(self, object, stream, indent, allowance, context, level):
        import types
        if type(object) is types.SimpleNamespace:
            name = 'namespace'
        else:
            name = object.__class__.__name__
        stream.write(name + '(')
        self._format_namespace_items(list(object.__dict__.items()), stream, indent + len(name) + 1,
                                     allowance, context, level)
        stream.write(')')

    def _pprint_ordered_dict(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = object.__class__.__name__
        stream.write(name + '(')
        self._format(list(object.items()), stream, indent + len(name) + 1, allowance + 1, context, level)
        stream.write(')')

    def _pprint_default_dict(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        factory = self._repr(object.default_factory, context, level)
        name = object.__class__.__name__
        indent += len(name) + 1
        stream.write('%s(%s,\n%s' % (name, factory, ' ' * indent))
        self._pprint_dict(object, stream, indent, allowance + 1, context, level)
        stream.write(')')

    def _pprint_counter(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = object.__class__.__name__
        stream.write(name + '({')
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * ' ')
        self._format_dict_items(object.most_common(), stream, indent + len(name) + 1,
                                allowance + 2, context, level)
        stream.write('})')

    def _pprint_chain_map(self, object, stream, indent, allowance, context, level):
        maps = object.maps
        if not len(maps):
            stream.write(repr(object))
            return
        name = object.__class__.__name__
        stream.write(name + '(')
        indent += len(name) + 1
        last = len(maps) - 1
        for i, m in enumerate(maps):
            if i == last:
                self._format(m, stream, indent, allowance + 1, context, level)
                stream.write(')')
            else:
                self._format(m, stream, indent, 1, context, level)
                stream.write(',\n' + ' ' * indent)

    def _pprint_deque(self, object, stream, indent, allowance, context, level):
        if not len(object):
            stream.write(repr(object))
            return
        name = object.__class__.__name__
        stream.write(name + '([')
        indent += len(name) + 1
        if object.maxlen is None:
            self._format_items(object, stream, indent, allowance + 2, context, level)
            stream.write('])')
        else:
            self._format_items(object, stream, indent, 2, context, level)
            maxlen = self._repr(object.maxlen, context, level)
            stream.write('],\n%smaxlen=%s)' % (' ' * indent, maxlen))

    def _pprint_user_data(self, object, stream, indent, allowance, context, level):
        self._format(object.data, stream, indent, allowance, context, level - 1)

    # -- the items of a container, one per line (or packed when compact)

    def _format_dict_items(self, items, stream, indent, allowance, context, level):
        indent += self._indent_per_level
        between = ',\n' + ' ' * indent
        last = len(items) - 1
        for i, (key, value) in enumerate(items):
            rep = self._repr(key, context, level)
            stream.write(rep)
            stream.write(': ')
            self._format(value, stream, indent + len(rep) + 2, allowance if i == last else 1,
                         context, level)
            if i != last:
                stream.write(between)

    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        between = ',\n' + ' ' * indent
        last = len(items) - 1
        for i, (key, value) in enumerate(items):
            stream.write(key)
            stream.write('=')
            if _in_context(value, id(value), context):
                stream.write("...")
            else:
                self._format(value, stream, indent + len(key) + 1, allowance if i == last else 1,
                             context, level)
            if i != last:
                stream.write(between)

    def _format_items(self, items, stream, indent, allowance, context, level):
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            stream.write((self._indent_per_level - 1) * ' ')
        newline = ',\n' + ' ' * indent
        items = list(items)
        if not items:
            return
        compact = self._compact
        room = full = self._width - indent + 1
        delim = ''
        last = len(items) - 1
        for i, item in enumerate(items):
            if i == last:
                full -= allowance
                room -= allowance
            if compact:
                rep = self._repr(item, context, level)
                need = len(rep) + 2
                if room < need:
                    room = full
                    if delim:
                        delim = newline
                if room >= need:
                    room -= need
                    stream.write(delim)
                    delim = ', '
                    stream.write(rep)
                    continue
            stream.write(delim)
            delim = newline
            self._format(item, stream, indent, allowance if i == last else 1, context, level)

    # -- the one-line repr

    def _safe_repr(self, object, context, maxlevels, level):
        """(repr, readable, recursive): the repr of object with '...' below
        maxlevels and a recursion marker where a container holds itself."""
        cls = type(object)
        if cls in _SCALARS:
            return repr(object), True, False
        if cls is int:
            if self._underscore_numbers:
                return f"{object:_d}", True, False
            return repr(object), True, False
        r = getattr(cls, "__repr__", None)
        if r is int.__repr__ and issubclass(cls, int):
            if self._underscore_numbers:
                return f"{object:_d}", True, False
            return repr(object), True, False
        if r is dict.__repr__ and issubclass(cls, dict):
            return self._safe_repr_dict(object, context, maxlevels, level)
        if (r is list.__repr__ and issubclass(cls, list)) or (r is tuple.__repr__ and issubclass(cls, tuple)):
            return self._safe_repr_sequence(object, context, maxlevels, level)
        rep = repr(object)
        return rep, (rep and not rep.startswith('<')), False

    def _plain_format(self):
        """True when format() is this class's: the items of a container
        that are strings, floats, None... are then shown by their repr
        without a call of format() each."""
        cls = type(self)
        return cls.format is PrettyPrinter.format and cls._safe_repr is PrettyPrinter._safe_repr

    def _safe_repr_dict(self, object, context, maxlevels, level):
        if not object:
            return "{}", True, False
        objid = id(object)
        if maxlevels and level >= maxlevels:
            return "{...}", False, _in_context(object, objid, context)
        if _in_context(object, objid, context):
            return _recursion(object), False, True
        context[objid] = object
        readable = True
        recursive = False
        parts = []
        level += 1
        if self._sort_dicts:
            items = _sorted_items(object)
        else:
            items = object.items()
        plain = self._plain_format()
        for key, value in items:
            if plain and type(key) in _SCALARS:
                krepr = repr(key)
                kreadable = True
                krecursive = False
            else:
                krepr, kreadable, krecursive = self.format(key, context, maxlevels, level)
            if plain and type(value) in _SCALARS:
                vrepr = repr(value)
                vreadable = True
                vrecursive = False
            else:
                vrepr, vreadable, vrecursive = self.format(value, context, maxlevels, level)
            parts.append("%s: %s" % (krepr, vrepr))
            readable = readable and kreadable and vreadable
            if krecursive or vrecursive:
                recursive = True
        del context[objid]
        return "{%s}" % ", ".join(parts), readable, recursive

    def _safe_repr_sequence(self, object, context, maxlevels, level):
        if isinstance(object, list):
            if not object:
                return "[]", True, False
            form = "[%s]"
        elif len(object) == 1:
            form = "(%s,)"
        else:
            if not object:
                return "()", True, False
            form = "(%s)"
        objid = id(object)
        if maxlevels and level >= maxlevels:
            return form % "...", False, _in_context(object, objid, context)
        if _in_context(object, objid, context):
            return _recursion(object), False, True
        context[objid] = object
        readable = True
        recursive = False
        parts = []
        level += 1
        plain = self._plain_format()
        for item in object:
            if plain and type(item) in _SCALARS:
                parts.append(repr(item))
                continue
            irepr, ireadable, irecursive = self.format(item, context, maxlevels, level)
            parts.append(irepr)
            if not ireadable:
                readable = False
            if irecursive:
                recursive = True
        del context[objid]
        return form % ", ".join(parts), readable, recursive


def _register_library_types():
    """The layouts of the collections and types classes, keyed by their
    __repr__ as the builtin containers' are."""
    import collections
    import types
    d = PrettyPrinter._dispatch
    d[collections.OrderedDict.__repr__] = PrettyPrinter._pprint_ordered_dict
    d[collections.defaultdict.__repr__] = PrettyPrinter._pprint_default_dict
    d[collections.Counter.__repr__] = PrettyPrinter._pprint_counter
    d[collections.ChainMap.__repr__] = PrettyPrinter._pprint_chain_map
    d[collections.deque.__repr__] = PrettyPrinter._pprint_deque
    d[collections.UserDict.__repr__] = PrettyPrinter._pprint_user_data
    d[collections.UserList.__repr__] = PrettyPrinter._pprint_user_data
    if hasattr(collections, 'UserString'):
        d[collections.UserString.__repr__] = PrettyPrinter._pprint_user_data
    d[types.MappingProxyType.__repr__] = PrettyPrinter._pprint_mappingproxy
    d[types.SimpleNamespace.__repr__] = PrettyPrinter._pprint_simplenamespace


_register_library_types()
