"""asyncio.exceptions for pith: the exceptions asyncio raises.
asyncio.TimeoutError is the builtin TimeoutError, as in CPython 3.11."""

__all__ = ("BrokenBarrierError", "CancelledError", "InvalidStateError", "TimeoutError",
           "IncompleteReadError", "LimitOverrunError", "SendfileNotAvailableError")

TimeoutError = TimeoutError


class CancelledError(BaseException):
    """The Future or Task was cancelled."""


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""


class SendfileNotAvailableError(RuntimeError):
    """Sendfile syscall is not available."""


class IncompleteReadError(EOFError):
    """Fewer bytes were read than expected."""

    def __init__(self, partial, expected):
        r_expected = 'undefined' if expected is None else repr(expected)
        super().__init__(f'{len(partial)} bytes read on a total of {r_expected} expected bytes')
        self.partial = partial
        self.expected = expected


class LimitOverrunError(Exception):
    """A stream reached its buffer limit while looking for a separator."""

    def __init__(self, message, consumed):
        super().__init__(message)
        self.consumed = consumed


class BrokenBarrierError(RuntimeError):
    """A Barrier was reset or broken."""
