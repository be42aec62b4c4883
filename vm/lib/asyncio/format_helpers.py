"""asyncio.format_helpers for pith: how callbacks, futures and coroutines
are shown in reprs (`print(1, 'a')`, `cb=[f(), <2 more>, g()]`), and the
shortened repr of a result (what reprlib.repr gives: long lists end in
'...', long strings have '...' in the middle). pith cannot tell where a
function is defined, so callbacks are shown without CPython's
' at FILE:LINE' suffix."""

_MAX_ITEMS = {"list": 6, "tuple": 6, "set": 6, "frozenset": 6, "deque": 6, "dict": 4}
_MAX_STRING = 30
_MAX_LONG = 40
_MAX_OTHER = 30


def _squeeze(s, limit):
    """`s` cut to `limit` characters with '...' in the middle."""
    if len(s) <= limit:
        return s
    head = max(0, (limit - 3) // 2)
    tail = max(0, limit - 3 - head)
    return s[:head] + '...' + s[len(s) - tail:]


def _sorted_if_possible(items):
    try:
        return sorted(items)
    except Exception:
        return list(items)


def short_repr(x, level=6):
    """repr(x) kept short, as reprlib.repr shows it."""
    kind = type(x).__name__
    if kind == "str":
        s = repr(x[:_MAX_STRING])
        if len(s) > _MAX_STRING:
            head = max(0, (_MAX_STRING - 3) // 2)
            tail = max(0, _MAX_STRING - 3 - head)
            s = repr(x[:head] + x[len(x) - tail:])
            s = s[:head] + '...' + s[len(s) - tail:]
        return s
    if kind == "int":
        return _squeeze(repr(x), _MAX_LONG)
    limit = _MAX_ITEMS.get(kind)
    if limit is None or type(x) not in (list, tuple, set, frozenset, dict) and kind != "deque":
        return _squeeze(repr(x), _MAX_OTHER)
    n = len(x)
    if kind == "dict":
        if n == 0:
            return '{}'
        if level <= 0:
            return '{...}'
        parts = []
        for key in _sorted_if_possible(x)[:limit]:
            parts.append(short_repr(key, level - 1) + ': ' + short_repr(x[key], level - 1))
        if n > limit:
            parts.append('...')
        return '{' + ', '.join(parts) + '}'
    if kind == "list":
        left, right = '[', ']'
    elif kind == "tuple":
        left, right = '(', ',)' if n == 1 else ')'
    elif kind == "deque":
        left, right = 'deque([', '])'
    elif n == 0:
        return kind + '()'
    elif kind == "set":
        left, right = '{', '}'
        x = _sorted_if_possible(x)
    else:
        left, right = 'frozenset({', '})'
        x = _sorted_if_possible(x)
    if level <= 0 and n:
        body = '...'
    else:
        parts = []
        for i, item in enumerate(x):
            if i >= limit:
                parts.append('...')
                break
            parts.append(short_repr(item, level - 1))
        body = ', '.join(parts)
    return left + body + right


def _format_args(args, kwargs):
    parts = [short_repr(a) for a in args]
    if kwargs:
        parts.extend(f'{k}={short_repr(v)}' for k, v in kwargs.items())
    return '(' + ', '.join(parts) + ')'


def format_callback(func, args, kwargs=None, suffix=''):
    """`name(args)` for a callback and its arguments (a partial shows its
    function with the partial's arguments, then the call's)."""
    if type(func).__name__ == 'partial' and hasattr(func, 'func'):
        suffix = _format_args(args, kwargs) + suffix
        return format_callback(func.func, func.args, func.keywords, suffix)
    name = getattr(func, '__qualname__', None) or getattr(func, '__name__', None)
    text = name if name else repr(func)
    return text + _format_args(args, kwargs) + suffix


def format_callbacks(callbacks):
    """The `cb=[...]` part of a pending future's repr."""
    n = len(callbacks)
    if n == 1:
        inner = format_callback(callbacks[0], ())
    elif n == 2:
        inner = format_callback(callbacks[0], ()) + ', ' + format_callback(callbacks[1], ())
    else:
        inner = f'{format_callback(callbacks[0], ())}, <{n - 2} more>, {format_callback(callbacks[-1], ())}'
    return f'cb=[{inner}]'
