"""functools for pith: reduce, partial, wraps, lru_cache (with cache_info and
least-recently-used eviction), cache, cmp_to_key, total_ordering."""

from collections import namedtuple as _namedtuple

_MISSING = object()


def reduce(function, iterable, initial=_MISSING):
    it = iter(iterable)
    if initial is _MISSING:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


class partial:
    def __init__(self, func, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if type(func) is partial:
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, *args, **keywords):
        kw = dict(self.keywords)
        kw.update(keywords)
        return self.func(*self.args, *args, **kw)

    def __repr__(self):
        parts = [repr(self.func)]
        parts.extend(repr(a) for a in self.args)
        parts.extend(k + "=" + repr(v) for k, v in self.keywords.items())
        return "functools.partial(" + ", ".join(parts) + ")"


WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__doc__")


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=()):
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            continue
        try:
            setattr(wrapper, attr, value)
        except (AttributeError, TypeError):
            pass
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=()):
    def decorator(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorator


CacheInfo = _namedtuple("CacheInfo", ["hits", "misses", "maxsize", "currsize"])


def _make_key(args, kwargs, typed):
    key = args
    if kwargs:
        key += (_MISSING,) + tuple(kwargs.items())
    if typed:
        key += tuple(type(v) for v in args) + tuple(type(v) for v in kwargs.values())
    return key


def lru_cache(maxsize=128, typed=False):
    """Caches the results of the last `maxsize` distinct calls (all of them
    when maxsize is None); a dict's order is the recency order."""
    def decorating(func):
        cache = {}
        stats = [0, 0]  # hits, misses

        def wrapper(*args, **kwargs):
            key = _make_key(args, kwargs, typed)
            if key in cache:
                stats[0] += 1
                result = cache.pop(key)
                cache[key] = result
                return result
            stats[1] += 1
            result = func(*args, **kwargs)
            if maxsize is None or maxsize > 0:
                cache[key] = result
                if maxsize is not None and len(cache) > maxsize:
                    del cache[next(iter(cache))]
            return result

        def cache_info():
            return CacheInfo(stats[0], stats[1], maxsize, len(cache))

        def cache_clear():
            cache.clear()
            stats[0] = stats[1] = 0

        wrapper.cache_info = cache_info
        wrapper.cache_clear = cache_clear
        return update_wrapper(wrapper, func)

    if callable(maxsize) and not isinstance(maxsize, int):
        func, maxsize = maxsize, 128
        return decorating(func)
    if isinstance(maxsize, int) and maxsize < 0:
        maxsize = 0
    return decorating


def cache(func):
    return lru_cache(None)(func)


def cmp_to_key(mycmp):
    class K:
        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

    return K


def total_ordering(cls):
    """Fills in the missing ordering methods from __lt__ (or __gt__) and __eq__."""
    d = cls.__dict__
    if "__lt__" in d:
        if "__le__" not in d:
            cls.__le__ = lambda self, other: self < other or self == other
        if "__gt__" not in d:
            cls.__gt__ = lambda self, other: not (self < other or self == other)
        if "__ge__" not in d:
            cls.__ge__ = lambda self, other: not self < other
    elif "__gt__" in d:
        if "__ge__" not in d:
            cls.__ge__ = lambda self, other: self > other or self == other
        if "__lt__" not in d:
            cls.__lt__ = lambda self, other: not (self > other or self == other)
        if "__le__" not in d:
            cls.__le__ = lambda self, other: not self > other
    return cls
