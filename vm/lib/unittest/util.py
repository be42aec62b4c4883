"""unittest.util for pith: what assertion messages are made of: safe_repr
and the shortened reprs of long values, element counting for
assertCountEqual, and the line diffs of assertEqual on strings, lists,
tuples and dicts (CPython's ndiff of pprint-formatted values, written here
since pith has no difflib or pprint).

The pretty-printer covers what those diffs show: numbers, strings, None,
bools, lists, tuples, dicts, sets, frozensets and other objects by their
repr. A value too wide for one line whose type pprint lays out in its own
way (bytes, bytearray, the collections types, dataclass instances,
SimpleNamespace) is refused with NotImplementedError.
"""
import re
from collections import namedtuple

_MAX_LENGTH = 80
_PLACEHOLDER_LEN = 12
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
_MIN_DIFF_LEN = _MAX_LENGTH - (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN
                               + _PLACEHOLDER_LEN + _MIN_END_LEN)


def safe_repr(obj, short=False):
    try:
        result = repr(obj)
    except Exception:
        result = object.__repr__(obj)
    if not short or len(result) < _MAX_LENGTH:
        return result
    return result[:_MAX_LENGTH] + " [truncated]..."


def strclass(cls):
    return "%s.%s" % (cls.__module__, cls.__qualname__)


def _common_prefix(strings):
    first = min(strings)
    last = max(strings)
    for i, c in enumerate(first):
        if c != last[i]:
            return first[:i]
    return first


def _shorten(s, prefixlen, suffixlen):
    skip = len(s) - prefixlen - suffixlen
    if skip > _PLACEHOLDER_LEN:
        s = "%s[%d chars]%s" % (s[:prefixlen], skip, s[len(s) - suffixlen:])
    return s


def _common_shorten_repr(*args):
    """The reprs of the values, their common beginning and their ends
    shortened ("[N chars]") when one is longer than 80 characters."""
    args = tuple(safe_repr(a) for a in args)
    maxlen = max(len(a) for a in args)
    if maxlen <= _MAX_LENGTH:
        return args
    prefix = _common_prefix(args)
    prefixlen = len(prefix)
    common_len = _MAX_LENGTH - (maxlen - prefixlen + _MIN_BEGIN_LEN + _PLACEHOLDER_LEN)
    if common_len > _MIN_COMMON_LEN:
        prefix = _shorten(prefix, _MIN_BEGIN_LEN, common_len)
        return tuple(prefix + s[prefixlen:] for s in args)
    prefix = _shorten(prefix, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple(prefix + _shorten(s[prefixlen:], _MIN_DIFF_LEN, _MIN_END_LEN) for s in args)


def three_way_cmp(x, y):
    """Return -1 if x < y, 0 if x == y and 1 if x > y"""
    return (x > y) - (x < y)


_Mismatch = namedtuple("Mismatch", "actual expected value")


def _count_diff_all_purpose(actual, expected):
    """Element counts that differ, for elements that may be unhashable."""
    s, t = list(actual), list(expected)
    m, n = len(s), len(t)
    done = object()
    result = []
    for i, elem in enumerate(s):
        if elem is done:
            continue
        cnt_s = cnt_t = 0
        for j in range(i, m):
            if s[j] == elem:
                cnt_s += 1
                s[j] = done
        for j, other in enumerate(t):
            if other == elem:
                cnt_t += 1
                t[j] = done
        if cnt_s != cnt_t:
            result.append(_Mismatch(cnt_s, cnt_t, elem))
    for i, elem in enumerate(t):
        if elem is done:
            continue
        cnt_t = 0
        for j in range(i, n):
            if t[j] == elem:
                cnt_t += 1
                t[j] = done
        result.append(_Mismatch(0, cnt_t, elem))
    return result


def _ordered_count(iterable):
    counts = {}
    for elem in iterable:
        counts[elem] = counts.get(elem, 0) + 1
    return counts


def _count_diff_hashable(actual, expected):
    """Element counts that differ, for hashable elements."""
    s, t = _ordered_count(actual), _ordered_count(expected)
    result = []
    for elem, cnt_s in s.items():
        cnt_t = t.get(elem, 0)
        if cnt_s != cnt_t:
            result.append(_Mismatch(cnt_s, cnt_t, elem))
    for elem, cnt_t in t.items():
        if elem not in s:
            result.append(_Mismatch(0, cnt_t, elem))
    return result


# --- sequence matching (the algorithm of difflib's SequenceMatcher) ----------

class _Matcher:
    """Longest matching blocks of two sequences, junk elements of `b`
    excluded as match starts, and very common elements of a long `b` too."""

    def __init__(self, isjunk=None, a=(), b=()):
        self.isjunk = isjunk
        self.a = a
        self._blocks = None
        self._counts = None
        self.set_b(b)

    def set_a(self, a):
        if a is not self.a:
            self.a = a
            self._blocks = None

    def set_b(self, b):
        self.b = b
        self._blocks = None
        self._counts = None
        index = {}
        for j, elt in enumerate(b):
            index.setdefault(elt, []).append(j)
        junk = set()
        if self.isjunk is not None:
            for elt in index:
                if self.isjunk(elt):
                    junk.add(elt)
            for elt in junk:
                del index[elt]
        n = len(b)
        if n >= 200:
            most = n // 100 + 1
            for elt in [e for e, js in index.items() if len(js) > most]:
                del index[elt]
        self._index = index
        self._junk = junk

    def _longest(self, alo, ahi, blo, bhi):
        a, b, index, junk = self.a, self.b, self._index, self._junk
        besti, bestj, bestsize = alo, blo, 0
        runs = {}
        for i in range(alo, ahi):
            new_runs = {}
            for j in index.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = new_runs[j] = runs.get(j - 1, 0) + 1
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            runs = new_runs
        # Grow the match over equal elements around it: non-junk ones
        # first, then junk ones.
        for want_junk in (False, True):
            while (besti > alo and bestj > blo and (b[bestj - 1] in junk) == want_junk
                   and a[besti - 1] == b[bestj - 1]):
                besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
            while (besti + bestsize < ahi and bestj + bestsize < bhi
                   and (b[bestj + bestsize] in junk) == want_junk
                   and a[besti + bestsize] == b[bestj + bestsize]):
                bestsize += 1
        return besti, bestj, bestsize

    def blocks(self):
        if self._blocks is not None:
            return self._blocks
        la, lb = len(self.a), len(self.b)
        pending = [(0, la, 0, lb)]
        found = []
        while pending:
            alo, ahi, blo, bhi = pending.pop()
            i, j, k = block = self._longest(alo, ahi, blo, bhi)
            if k:
                found.append(block)
                if alo < i and blo < j:
                    pending.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    pending.append((i + k, ahi, j + k, bhi))
        found.sort()
        merged = []
        i1 = j1 = k1 = 0
        for i2, j2, k2 in found:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    merged.append((i1, j1, k1))
                i1, j1, k1 = i2, j2, k2
        if k1:
            merged.append((i1, j1, k1))
        merged.append((la, lb, 0))
        self._blocks = merged
        return merged

    def opcodes(self):
        i = j = 0
        codes = []
        for ai, bj, size in self.blocks():
            if i < ai and j < bj:
                codes.append(("replace", i, ai, j, bj))
            elif i < ai:
                codes.append(("delete", i, ai, j, bj))
            elif j < bj:
                codes.append(("insert", i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                codes.append(("equal", ai, i, bj, j))
        return codes

    def _ratio_of(self, matches):
        total = len(self.a) + len(self.b)
        return 2.0 * matches / total if total else 1.0

    def ratio(self):
        return self._ratio_of(sum(block[2] for block in self.blocks()))

    def quick_ratio(self):
        if self._counts is None:
            self._counts = _ordered_count(self.b)
        left = {}
        matches = 0
        for elt in self.a:
            n = left[elt] if elt in left else self._counts.get(elt, 0)
            left[elt] = n - 1
            if n > 0:
                matches += 1
        return self._ratio_of(matches)

    def real_quick_ratio(self):
        return self._ratio_of(min(len(self.a), len(self.b)))


def _is_char_junk(ch):
    return ch in " \t"


def _dump(tag, lines, lo, hi, out):
    for i in range(lo, hi):
        out.append(tag + " " + lines[i])


def _plain_replace(a, alo, ahi, b, blo, bhi, out):
    if bhi - blo < ahi - alo:
        _dump("+", b, blo, bhi, out)
        _dump("-", a, alo, ahi, out)
    else:
        _dump("-", a, alo, ahi, out)
        _dump("+", b, blo, bhi, out)


def _marks(line, tags):
    """The '?' line's marks, with the line's own tabs and spaces kept under
    unchanged characters, trailing blanks removed."""
    return "".join(c if t == " " and c.isspace() else t for c, t in zip(line, tags)).rstrip()


def _fancy_replace(a, alo, ahi, b, blo, bhi, out):
    """Lines alo:ahi of a replaced by blo:bhi of b: the most similar pair
    (ratio of at least 0.75) is shown with '?' lines marking the changed
    characters, and the lines around it are diffed the same way."""
    best_ratio, cutoff = 0.74, 0.75
    chars = _Matcher(_is_char_junk)
    eqi = eqj = None
    best_i = best_j = None
    for j in range(blo, bhi):
        bj = b[j]
        chars.set_b(bj)
        for i in range(alo, ahi):
            ai = a[i]
            if ai == bj:
                if eqi is None:
                    eqi, eqj = i, j
                continue
            chars.set_a(ai)
            if (chars.real_quick_ratio() > best_ratio and chars.quick_ratio() > best_ratio
                    and chars.ratio() > best_ratio):
                best_ratio, best_i, best_j = chars.ratio(), i, j
    if best_ratio < cutoff:
        if eqi is None:
            _plain_replace(a, alo, ahi, b, blo, bhi, out)
            return
        best_i, best_j, best_ratio = eqi, eqj, 1.0
    else:
        eqi = None
    _fancy_between(a, alo, best_i, b, blo, best_j, out)
    aelt, belt = a[best_i], b[best_j]
    if eqi is None:
        atags = btags = ""
        pair = _Matcher(_is_char_junk, aelt, belt)
        for tag, ai1, ai2, bj1, bj2 in pair.opcodes():
            la, lb = ai2 - ai1, bj2 - bj1
            if tag == "replace":
                atags += "^" * la
                btags += "^" * lb
            elif tag == "delete":
                atags += "-" * la
            elif tag == "insert":
                btags += "+" * lb
            else:
                atags += " " * la
                btags += " " * lb
        atags = _marks(aelt, atags)
        btags = _marks(belt, btags)
        out.append("- " + aelt)
        if atags:
            out.append("? " + atags + "\n")
        out.append("+ " + belt)
        if btags:
            out.append("? " + btags + "\n")
    else:
        out.append("  " + aelt)
    _fancy_between(a, best_i + 1, ahi, b, best_j + 1, bhi, out)


def _fancy_between(a, alo, ahi, b, blo, bhi, out):
    if alo < ahi:
        if blo < bhi:
            _fancy_replace(a, alo, ahi, b, blo, bhi, out)
        else:
            _dump("-", a, alo, ahi, out)
    elif blo < bhi:
        _dump("+", b, blo, bhi, out)


def _ndiff(a, b):
    """The lines of difflib.ndiff(a, b) (no line junk, blanks and tabs as
    character junk)."""
    out = []
    for tag, alo, ahi, blo, bhi in _Matcher(None, a, b).opcodes():
        if tag == "replace":
            _fancy_replace(a, alo, ahi, b, blo, bhi, out)
        elif tag == "delete":
            _dump("-", a, alo, ahi, out)
        elif tag == "insert":
            _dump("+", b, blo, bhi, out)
        else:
            _dump(" ", a, alo, ahi, out)
    return out


# --- pretty-printing (what pprint.pformat gives, 80 columns) -----------------

_WIDTH = 80


class _SafeKey:
    """Orders values of any types: by their own order when they have one,
    else by type name and id."""
    __slots__ = ("obj",)

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return (str(type(self.obj)), id(self.obj)) < (str(type(other.obj)), id(other.obj))


def _item_key(item):
    return (_SafeKey(item[0]), _SafeKey(item[1]))


def _recursion(obj):
    return "<Recursion on %s with id=%s>" % (type(obj).__name__, id(obj))


def _repr(obj, context):
    """repr(obj) with the keys of dicts (at any depth) sorted."""
    typ = type(obj)
    if typ in (str, int, float, bool, bytes, bytearray) or obj is None:
        return repr(obj)
    r = getattr(typ, "__repr__", None)
    if issubclass(typ, dict) and r is dict.__repr__:
        if not obj:
            return "{}"
        if id(obj) in context:
            return _recursion(obj)
        context[id(obj)] = 1
        parts = ["%s: %s" % (_repr(k, context), _repr(v, context)) for k, v in sorted(obj.items(), key=_item_key)]
        del context[id(obj)]
        return "{%s}" % ", ".join(parts)
    if (issubclass(typ, list) and r is list.__repr__) or (issubclass(typ, tuple) and r is tuple.__repr__):
        if issubclass(typ, list):
            if not obj:
                return "[]"
            form = "[%s]"
        elif len(obj) == 1:
            form = "(%s,)"
        else:
            if not obj:
                return "()"
            form = "(%s)"
        if id(obj) in context:
            return _recursion(obj)
        context[id(obj)] = 1
        parts = [_repr(o, context) for o in obj]
        del context[id(obj)]
        return form % ", ".join(parts)
    return repr(obj)


def _refuse_layout(obj):
    raise NotImplementedError("unittest: the diff of a %s too wide for one line (pprint's layout of it) "
                              "is not supported by pith" % type(obj).__name__)


def _format(obj, out, indent, allowance, context, level):
    rep = _repr(obj, context)
    if len(rep) <= _WIDTH - indent - allowance:
        out.append(rep)
        return
    typ = type(obj)
    if getattr(typ, "__module__", "builtins") in ("collections", "types") or (hasattr(obj, "__dataclass_fields__") and not isinstance(obj, type)):
        _refuse_layout(obj)
    layout = _LAYOUTS.get(getattr(typ, "__repr__", None))
    if layout is None:
        out.append(rep)
        return
    context[id(obj)] = 1
    layout(obj, out, indent, allowance, context, level + 1)
    del context[id(obj)]


def _format_items(items, out, indent, allowance, context, level):
    indent += 1
    delimnl = ",\n" + " " * indent
    delim = ""
    n = len(items)
    for i, ent in enumerate(items):
        last = i == n - 1
        out.append(delim)
        delim = delimnl
        _format(ent, out, indent, allowance if last else 1, context, level)


def _layout_list(obj, out, indent, allowance, context, level):
    out.append("[")
    _format_items(list(obj), out, indent, allowance + 1, context, level)
    out.append("]")


def _layout_tuple(obj, out, indent, allowance, context, level):
    out.append("(")
    end = ",)" if len(obj) == 1 else ")"
    _format_items(list(obj), out, indent, allowance + len(end), context, level)
    out.append(end)


def _layout_set(obj, out, indent, allowance, context, level):
    if not obj:
        out.append(repr(obj))
        return
    if type(obj) is set:
        out.append("{")
        end = "}"
    else:
        out.append(type(obj).__name__ + "({")
        end = "})"
        indent += len(type(obj).__name__) + 1
    items = sorted(obj, key=_SafeKey)
    _format_items(items, out, indent, allowance + len(end), context, level)
    out.append(end)


def _layout_dict(obj, out, indent, allowance, context, level):
    out.append("{")
    if obj:
        items = sorted(obj.items(), key=_item_key)
        indent += 1
        allowance += 1
        delimnl = ",\n" + " " * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            rep = _repr(key, context)
            out.append(rep)
            out.append(": ")
            _format(ent, out, indent + len(rep) + 2, allowance if last else 1, context, level)
            if not last:
                out.append(delimnl)
    out.append("}")


def _layout_str(obj, out, indent, allowance, context, level):
    if not obj:
        out.append(repr(obj))
        return
    chunks = []
    lines = obj.splitlines(True)
    if level == 1:
        indent += 1
        allowance += 1
    max_width1 = max_width = _WIDTH - indent
    rep = ""
    for i, line in enumerate(lines):
        rep = repr(line)
        if i == len(lines) - 1:
            max_width1 -= allowance
        if len(rep) <= max_width1:
            chunks.append(rep)
        else:
            # Words with the blanks after them, packed into chunks that fit.
            parts = re.findall(r"\S*\s*", line)
            parts.pop()
            max_width2 = max_width
            current = ""
            for j, part in enumerate(parts):
                candidate = current + part
                if j == len(parts) - 1 and i == len(lines) - 1:
                    max_width2 -= allowance
                if len(repr(candidate)) > max_width2:
                    if current:
                        chunks.append(repr(current))
                    current = part
                else:
                    current = candidate
            if current:
                chunks.append(repr(current))
    if len(chunks) == 1:
        out.append(rep)
        return
    if level == 1:
        out.append("(")
    for i, rep in enumerate(chunks):
        if i > 0:
            out.append("\n" + " " * indent)
        out.append(rep)
    if level == 1:
        out.append(")")


def _refuse_layout_of(obj, *rest):
    _refuse_layout(obj)


_LAYOUTS = {
    list.__repr__: _layout_list,
    tuple.__repr__: _layout_tuple,
    set.__repr__: _layout_set,
    frozenset.__repr__: _layout_set,
    dict.__repr__: _layout_dict,
    str.__repr__: _layout_str,
    bytes.__repr__: _refuse_layout_of,
    bytearray.__repr__: _refuse_layout_of,
}


def _pformat(obj):
    """pprint.pformat(obj) (width 80, indent 1, dict keys sorted)."""
    out = []
    _format(obj, out, 0, 0, {}, 0)
    return "".join(out)
