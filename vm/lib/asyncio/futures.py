"""asyncio.futures for pith: Future, the eventual result of an operation,
whose done callbacks the event loop runs; isfuture. wrap_future is refused
(pith has no concurrent.futures)."""
from asyncio import events
from asyncio import exceptions
from asyncio import format_helpers

__all__ = ("Future", "wrap_future", "isfuture")

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'

# How a task resumes its coroutine with an exception: it puts the exception
# in _resume[0] and sends None; the awaitable the coroutine waits in (a
# Future's __await__, or sleep(0)) raises it from there, so that it goes
# through every frame of the await chain. _resume[1] is set by sleep(0) as
# it yields, telling the task that the coroutine waits in one of these.
_resume = [None, False]


def isfuture(obj):
    """Whether obj is a Future in the asyncio sense (has the
    `_asyncio_future_blocking` protocol attribute set)."""
    return hasattr(type(obj), '_asyncio_future_blocking') and obj._asyncio_future_blocking is not None


def _get_loop(fut):
    try:
        get_loop = fut.get_loop
    except AttributeError:
        return fut._loop
    return get_loop()


def _set_result_unless_cancelled(fut, result):
    if not fut.cancelled():
        fut.set_result(result)


def _raise_resumed():
    exc = _resume[0]
    _resume[0] = None
    raise exc


class Future:
    """The result of an asynchronous operation: pending, then finished
    (with a result or an exception) or cancelled."""

    __module__ = '_asyncio'
    _asyncio_future_blocking = False

    def __init__(self, *, loop=None):
        self._state = _PENDING
        self._result = None
        self._exception = None
        self._loop = events._get_event_loop() if loop is None else loop
        self._callbacks = []
        self._cancel_message = None
        self._cancelled_exc = None
        self._asyncio_future_blocking = False

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append(f'exception={self._exception!r}')
            else:
                info.append(f'result={format_helpers.short_repr(self._result)}')
        if self._callbacks:
            info.append(format_helpers.format_callbacks(self._callbacks))
        return info

    def __repr__(self):
        return f"<{type(self).__name__} {' '.join(self._repr_info())}>"

    def __class_getitem__(cls, item):
        raise NotImplementedError("asyncio.Future[...]: generic aliases are not supported by pith")

    def get_loop(self):
        return self._loop

    def _make_cancelled_error(self):
        """The CancelledError to raise: the one that cancelled a task, the
        first time, else a new one with the cancel message."""
        exc = self._cancelled_exc
        if exc is not None:
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return exceptions.CancelledError()
        return exceptions.CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks
        if callbacks:
            self._callbacks = []
            call_soon = self._loop.call_soon
            for callback in callbacks:
                call_soon(callback, self)

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def result(self):
        if self._state == _FINISHED:
            if self._exception is not None:
                raise self._exception
            return self._result
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        raise exceptions.InvalidStateError('Result is not set.')

    def exception(self):
        if self._state == _FINISHED:
            return self._exception
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        raise exceptions.InvalidStateError('Exception is not set.')

    def add_done_callback(self, fn, *, context=None):
        events._refuse_context(context)
        if self._state != _PENDING:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        kept = [cb for cb in self._callbacks if cb != fn]
        removed = len(self._callbacks) - len(kept)
        if removed:
            self._callbacks = kept
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise exceptions.InvalidStateError('invalid state')
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise exceptions.InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if not isinstance(exception, BaseException):
            raise TypeError('invalid exception object')
        if type(exception) is StopIteration:
            raise TypeError("StopIteration interacts badly with generators and cannot be raised into a Future")
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()

    def __await__(self):
        if self._state == _PENDING:
            self._asyncio_future_blocking = True
            yield self
            if _resume[0] is not None:
                _raise_resumed()
            if self._state == _PENDING:
                raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__


def wrap_future(future, *, loop=None):
    raise NotImplementedError("asyncio.wrap_future: concurrent.futures is not supported by pith")
