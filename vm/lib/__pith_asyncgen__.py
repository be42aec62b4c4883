"""Async generators (`async def` with `yield`), written in Python.

The compiler makes the body a generator whose `yield v` yields
`yielded(v)`; every other value it yields comes from an `await` inside it
and passes through, unchanged, to whatever drives the awaitable that
`__anext__`, `asend`, `athrow` or `aclose` returned (an event loop). The
`await` of that awaitable evaluates to the value the body yielded; the
body's end raises StopAsyncIteration. Calling such a function gives an
`async_generator` around the body's generator (`Vm::wrap_async_generator`).
"""


class yielded:
    """A value the async generator's body yields (not an await's)."""
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value


class async_generator:
    __module__ = "builtins"

    def __init__(self, gen):
        self._gen = gen
        self._running = False
        self._finished = False
        self._started = False

    @property
    def ag_running(self):
        return self._running

    def __aiter__(self):
        return self

    def __anext__(self):
        return _Step(self, "send", None)

    def asend(self, value):
        return _Step(self, "send", value)

    def athrow(self, typ, val=None, tb=None):
        if isinstance(typ, BaseException):
            if val is not None:
                raise TypeError("instance exception may not have a separate value")
            exc = typ
        elif isinstance(typ, type) and issubclass(typ, BaseException):
            exc = typ() if val is None else (val if isinstance(val, typ) else typ(val))
        else:
            raise TypeError("exceptions must be classes or instances deriving from BaseException, not %s" % type(typ).__name__)
        return _Step(self, "throw", exc)

    def aclose(self):
        return _Step(self, "close", None)

    def __repr__(self):
        return "<async_generator object at %#x>" % id(self)


class _Step:
    """The awaitable of one step of an async generator."""

    def __init__(self, agen, how, arg):
        self._agen, self._how, self._arg = agen, how, arg

    def __await__(self):
        return self._run()

    def _run(self):
        agen, how, arg = self._agen, self._how, self._arg
        if agen._running:
            raise RuntimeError("anext(): asynchronous generator is already running")
        if agen._finished or (how == "close" and not agen._started):
            agen._finished = True
            if how == "throw":
                raise arg
            if how == "close":
                return None
            raise StopAsyncIteration
        agen._running = True
        agen._started = True
        if how == "close":
            how, arg = "throw", GeneratorExit()
            closing = True
        else:
            closing = False
        try:
            while True:
                try:
                    out = agen._gen.send(arg) if how == "send" else agen._gen.throw(arg)
                except StopIteration:
                    agen._finished = True
                    if closing:
                        return None
                    raise StopAsyncIteration from None
                except GeneratorExit:
                    agen._finished = True
                    if closing:
                        return None
                    raise
                except BaseException:
                    agen._finished = True
                    raise
                if type(out) is yielded:
                    if closing:
                        raise RuntimeError("async generator ignored GeneratorExit")
                    return out.value
                try:
                    arg, how = (yield out), "send"
                except BaseException as e:
                    arg, how = e, "throw"
        finally:
            agen._running = False


def aiter(async_iterable):
    """aiter(async_iterable): its asynchronous iterator (`__aiter__()`)."""
    try:
        method = type(async_iterable).__aiter__
    except AttributeError:
        raise TypeError("'%s' object is not an async iterable" % type(async_iterable).__name__) from None
    it = method(async_iterable)
    if not hasattr(type(it), "__anext__"):
        raise TypeError("aiter() returned not an async iterator of type '%s'" % type(it).__name__)
    return it


_no_default = object()


def anext(aiterator, default=_no_default):
    """anext(aiterator[, default]): an awaitable giving the next item, or
    `default` (if given) when the iterator is exhausted."""
    try:
        method = type(aiterator).__anext__
    except AttributeError:
        raise TypeError("'%s' object is not an async iterator" % type(aiterator).__name__) from None
    if default is _no_default:
        return method(aiterator)
    return _next_or_default(method(aiterator), default)


async def _next_or_default(awaitable, default):
    try:
        return await awaitable
    except StopAsyncIteration:
        return default
