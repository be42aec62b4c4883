"""contextlib for pith: contextmanager, suppress, closing, nullcontext,
ExitStack, redirect_stdout/redirect_stderr, ContextDecorator and
AbstractContextManager."""
import sys
from abc import ABC, abstractmethod

__all__ = ["contextmanager", "suppress", "closing", "nullcontext", "ExitStack", "redirect_stdout",
           "redirect_stderr", "ContextDecorator", "AbstractContextManager"]


class AbstractContextManager(ABC):
    """An object usable in a `with` statement (`__enter__` returns self)."""

    def __enter__(self):
        return self

    @abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            if any("__enter__" in B.__dict__ for B in C.__mro__) and any("__exit__" in B.__dict__ for B in C.__mro__):
                return True
        return NotImplemented


class ContextDecorator:
    """A context manager that also decorates a function: the call runs
    inside the context (a fresh one per call, through `_recreate_cm`)."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        inner.__name__ = getattr(func, "__name__", "inner")
        inner.__doc__ = getattr(func, "__doc__", None)
        inner.__wrapped__ = func
        return inner


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    """What `@contextmanager` makes: the generator runs to its `yield` on
    entry and from it on exit."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(typ, value, traceback)
        except StopIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    helper.__name__ = getattr(func, "__name__", "helper")
    helper.__doc__ = getattr(func, "__doc__", None)
    helper.__wrapped__ = func
    return helper


class suppress(AbstractContextManager):
    """Suppresses the given exception types inside the block."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class closing(AbstractContextManager):
    """Calls `thing.close()` at the end of the block."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext(AbstractContextManager):
    """A context manager that does nothing (`enter_result` is what `as` gets)."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class _RedirectStream(AbstractContextManager):
    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(getattr(sys, self._stream))
        setattr(sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        setattr(sys, self._stream, self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    _stream = "stderr"


class ExitStack(AbstractContextManager):
    """Callbacks and context managers to exit, last in first out."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        """Registers an `__exit__`-like callable (or a context manager's exit)."""
        exit_method = getattr(type(exit), "__exit__", None)
        if exit_method is None:
            self._exit_callbacks.append(exit)
        else:
            self._exit_callbacks.append(lambda *exc, _cm=exit: exit_method(_cm, *exc))
        return exit

    def enter_context(self, cm):
        cls = type(cm)
        enter = getattr(cls, "__enter__", None)
        exit = getattr(cls, "__exit__", None)
        if enter is None or exit is None:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does not support the context manager protocol")
        result = enter(cm)
        self._exit_callbacks.append(lambda *exc: exit(cm, *exc))
        return result

    def callback(self, callback, *args, **kwds):
        def exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append(exit_wrapper)
        return callback

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        suppressed = False
        pending_raise = False
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as new_exc:
                exc_details = (type(new_exc), new_exc, None)
                pending_raise = True
        if pending_raise:
            raise exc_details[1]
        return received_exc and suppressed
