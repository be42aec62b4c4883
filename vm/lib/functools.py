"""functools for pith: reduce, partial, wraps, lru_cache (unbounded), cmp_to_key."""

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


def lru_cache(maxsize=128, typed=False):
    """Caches every distinct call (the size bound is not enforced)."""
    def decorating(func):
        cache = {}

        def wrapper(*args, **kwargs):
            key = args
            if kwargs:
                key = args + (_MISSING,) + tuple(sorted(kwargs.items()))
            if key in cache:
                return cache[key]
            result = func(*args, **kwargs)
            cache[key] = result
            return result

        def cache_clear():
            cache.clear()

        wrapper.cache_clear = cache_clear
        return update_wrapper(wrapper, func)

    if callable(maxsize) and not isinstance(maxsize, int):
        return decorating(maxsize)
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
