"""asyncio.events for pith: Handle and TimerHandle (a scheduled callback),
AbstractEventLoop, the event loop policy, and get_event_loop /
set_event_loop / new_event_loop / get_running_loop. pith has no threads:
there is one current loop for the whole program. Child watchers are
refused (no subprocesses)."""
from asyncio import format_helpers

__all__ = ("AbstractEventLoopPolicy", "AbstractEventLoop", "AbstractServer", "Handle", "TimerHandle",
           "get_event_loop_policy", "set_event_loop_policy", "get_event_loop", "set_event_loop",
           "new_event_loop", "get_child_watcher", "set_child_watcher", "_set_running_loop",
           "get_running_loop", "_get_running_loop")


def _refuse_context(context):
    if context is not None:
        raise NotImplementedError("asyncio: the 'context' argument is not supported by pith (no contextvars)")


class Handle:
    """A callback and its arguments, to be run by the loop once."""

    __slots__ = ('_callback', '_args', '_cancelled', '_loop', '_repr', '_context')

    def __init__(self, callback, args, loop, context=None):
        _refuse_context(context)
        self._callback = callback
        self._args = args
        self._cancelled = False
        self._loop = loop
        self._repr = None
        self._context = None

    def _repr_info(self):
        info = [type(self).__name__]
        if self._cancelled:
            info.append('cancelled')
        if self._callback is not None:
            info.append(format_helpers.format_callback(self._callback, self._args))
        return info

    def __repr__(self):
        if self._repr is not None:
            return self._repr
        return '<' + ' '.join(self._repr_info()) + '>'

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._callback = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            cb = format_helpers.format_callback(self._callback, self._args)
            self._loop.call_exception_handler({
                'message': f'Exception in callback {cb}',
                'exception': exc,
                'handle': self,
            })


class TimerHandle(Handle):
    """A Handle to run at a given loop time."""

    __slots__ = ('_scheduled', '_when')

    def __init__(self, when, callback, args, loop, context=None):
        super().__init__(callback, args, loop, context)
        self._when = when
        self._scheduled = False

    def _repr_info(self):
        info = super()._repr_info()
        info.insert(2 if self._cancelled else 1, f'when={self._when}')
        return info

    def __hash__(self):
        return hash(self._when)

    def __lt__(self, other):
        if isinstance(other, TimerHandle):
            return self._when < other._when
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, TimerHandle):
            return self._when < other._when or self.__eq__(other)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, TimerHandle):
            return self._when > other._when
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, TimerHandle):
            return self._when > other._when or self.__eq__(other)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, TimerHandle):
            return (self._when == other._when and self._callback == other._callback
                    and self._args == other._args and self._cancelled == other._cancelled)
        return NotImplemented

    def cancel(self):
        if not self._cancelled:
            self._loop._timer_handle_cancelled(self)
        super().cancel()

    def when(self):
        return self._when


class AbstractServer:
    """Refused: pith's asyncio has no networking."""

    def __init__(self, *args, **kwargs):
        raise NotImplementedError("asyncio.AbstractServer: networking is not supported by pith")


class AbstractEventLoop:
    """The event loop interface; every method raises NotImplementedError."""

    def run_forever(self):
        raise NotImplementedError

    def run_until_complete(self, future):
        raise NotImplementedError

    def stop(self):
        raise NotImplementedError

    def is_running(self):
        raise NotImplementedError

    def is_closed(self):
        raise NotImplementedError

    def close(self):
        raise NotImplementedError

    async def shutdown_asyncgens(self):
        raise NotImplementedError

    async def shutdown_default_executor(self):
        raise NotImplementedError

    def call_soon(self, callback, *args, context=None):
        raise NotImplementedError

    def call_later(self, delay, callback, *args, context=None):
        raise NotImplementedError

    def call_at(self, when, callback, *args, context=None):
        raise NotImplementedError

    def time(self):
        raise NotImplementedError

    def create_future(self):
        raise NotImplementedError

    def create_task(self, coro, *, name=None, context=None):
        raise NotImplementedError

    def call_soon_threadsafe(self, callback, *args, context=None):
        raise NotImplementedError

    def run_in_executor(self, executor, func, *args):
        raise NotImplementedError

    def set_default_executor(self, executor):
        raise NotImplementedError

    def set_task_factory(self, factory):
        raise NotImplementedError

    def get_task_factory(self):
        raise NotImplementedError

    def get_exception_handler(self):
        raise NotImplementedError

    def set_exception_handler(self, handler):
        raise NotImplementedError

    def default_exception_handler(self, context):
        raise NotImplementedError

    def call_exception_handler(self, context):
        raise NotImplementedError

    def get_debug(self):
        raise NotImplementedError

    def set_debug(self, enabled):
        raise NotImplementedError


class AbstractEventLoopPolicy:
    """The interface of an event loop policy."""

    def get_event_loop(self):
        raise NotImplementedError

    def set_event_loop(self, loop):
        raise NotImplementedError

    def new_event_loop(self):
        raise NotImplementedError

    def get_child_watcher(self):
        raise NotImplementedError

    def set_child_watcher(self, watcher):
        raise NotImplementedError


class BaseDefaultEventLoopPolicy(AbstractEventLoopPolicy):
    """The current loop is made on first use (pith has one thread, the
    main one); set_event_loop(None) leaves no current loop."""

    _loop_factory = None

    def __init__(self):
        self._loop = None
        self._set_called = False

    def get_event_loop(self):
        if self._loop is None and not self._set_called:
            self.set_event_loop(self.new_event_loop())
        if self._loop is None:
            raise RuntimeError("There is no current event loop in thread 'MainThread'.")
        return self._loop

    def set_event_loop(self, loop):
        self._set_called = True
        if loop is not None and not isinstance(loop, AbstractEventLoop):
            raise TypeError(f"loop must be an instance of AbstractEventLoop or None, not '{type(loop).__name__}'")
        self._loop = loop

    def new_event_loop(self):
        return self._loop_factory()

    def get_child_watcher(self):
        raise NotImplementedError("asyncio: child watchers are not supported by pith (no subprocesses)")

    def set_child_watcher(self, watcher):
        raise NotImplementedError("asyncio: child watchers are not supported by pith (no subprocesses)")


_event_loop_policy = None
_running_loop = None
# The policy class made when none is set: base_events names its own here
# when it loads (it sits above this module and imports it).
_default_policy_class = None


def _get_running_loop():
    """The running event loop, or None."""
    return _running_loop


def _set_running_loop(loop):
    global _running_loop
    _running_loop = loop


def get_running_loop():
    loop = _running_loop
    if loop is None:
        raise RuntimeError('no running event loop')
    return loop


def _init_event_loop_policy():
    global _event_loop_policy
    if _event_loop_policy is None:
        _event_loop_policy = _default_policy_class()


def get_event_loop_policy():
    if _event_loop_policy is None:
        _init_event_loop_policy()
    return _event_loop_policy


def set_event_loop_policy(policy):
    global _event_loop_policy
    if policy is not None and not isinstance(policy, AbstractEventLoopPolicy):
        raise TypeError(f"policy must be an instance of AbstractEventLoopPolicy or None, not '{type(policy).__name__}'")
    _event_loop_policy = policy


def get_event_loop():
    """The running loop, else the policy's current loop (made on first use)."""
    loop = _running_loop
    if loop is not None:
        return loop
    return get_event_loop_policy().get_event_loop()


_get_event_loop = get_event_loop


def set_event_loop(loop):
    get_event_loop_policy().set_event_loop(loop)


def new_event_loop():
    return get_event_loop_policy().new_event_loop()


def get_child_watcher():
    return get_event_loop_policy().get_child_watcher()


def set_child_watcher(watcher):
    return get_event_loop_policy().set_child_watcher(watcher)
