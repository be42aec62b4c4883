"""asyncio.timeouts for pith: timeout(delay) and timeout_at(when), the
Timeout context manager that cancels the current task when the time comes
and turns that cancellation into TimeoutError on exit. Without `async
with` in pith, it is used as `await cm.__aenter__()` ... `await
cm.__aexit__(type, exc, tb)`."""
from asyncio import events
from asyncio import exceptions
from asyncio import tasks

__all__ = ("Timeout", "timeout", "timeout_at")

_CREATED = "created"
_ENTERED = "active"
_EXPIRING = "expiring"
_EXPIRED = "expired"
_EXITED = "finished"


class Timeout:
    """Cancels the task that entered it at loop time `when` (None: never)."""

    def __init__(self, when):
        self._state = _CREATED
        self._timeout_handler = None
        self._task = None
        self._when = when

    def when(self):
        return self._when

    def reschedule(self, when):
        """Move the deadline (None: no deadline)."""
        if self._state != _ENTERED:
            if self._state == _CREATED:
                raise RuntimeError("Timeout has not been entered")
            raise RuntimeError(f"Cannot change state of {self._state} Timeout")
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
            return
        loop = events.get_running_loop()
        if when <= loop.time():
            self._timeout_handler = loop.call_soon(self._on_timeout)
        else:
            self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state == _EXPIRING or self._state == _EXPIRED

    def __repr__(self):
        info = ''
        if self._state == _ENTERED:
            when = round(self._when, 3) if self._when is not None else None
            info = f' when={when}'
        return f"<Timeout [{self._state}]{info}>"

    async def __aenter__(self):
        if self._state != _CREATED:
            raise RuntimeError("Timeout has already been entered")
        task = tasks.current_task()
        if task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self._state = _ENTERED
        self._task = task
        self._cancelling = task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        assert self._state in (_ENTERED, _EXPIRING)
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == _EXPIRING:
            self._state = _EXPIRED
            # The cancellation is ours to turn into TimeoutError only if
            # nobody else asked to cancel the task meanwhile.
            if self._task.uncancel() <= self._cancelling and exc_type is exceptions.CancelledError:
                raise TimeoutError from exc_val
        elif self._state == _ENTERED:
            self._state = _EXITED
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = _EXPIRING
        self._timeout_handler = None


def timeout(delay):
    """A Timeout that expires `delay` seconds from now (None: never)."""
    loop = events.get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    """A Timeout that expires at loop time `when` (None: never)."""
    return Timeout(when)
