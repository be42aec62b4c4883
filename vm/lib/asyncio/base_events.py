"""asyncio.base_events for pith: the event loop. It runs ready callbacks
in order and timers at their time (time.monotonic); when nothing is ready
it sleeps (time.sleep) until the nearest timer. There is no I/O: networking,
subprocesses, signals, executors (run_in_executor, no threads) and
sendfile are refused by name."""
import heapq
import sys
import time

from asyncio import events
from asyncio import futures
from asyncio import tasks
from asyncio import coroutines

__all__ = ("BaseEventLoop",)

# At this many cancelled timers, if they are more than half of all timers,
# they are taken out of the heap at once.
_MIN_CANCELLED_TIMERS = 100


def _refuse(what):
    raise NotImplementedError(f"asyncio: {what} is not supported by pith (no I/O, threads or subprocesses)")


def _stop_loop_of(fut):
    """Done callback of run_until_complete's future: stop its loop."""
    if not fut.cancelled():
        exc = fut.exception()
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            return
    futures._get_loop(fut).stop()


class BaseEventLoop(events.AbstractEventLoop):

    def __init__(self):
        self._timer_cancelled_count = 0
        self._closed = False
        self._stopping = False
        self._running = False
        self._ready = []           # handles to run on the next turn, in order
        self._scheduled = []       # heap of (when, sequence number, TimerHandle)
        self._timer_seq = 0
        self._default_executor = None
        self._exception_handler = None
        self._task_factory = None
        self._debug = False
        self._clock_resolution = 1e-09
        self.slow_callback_duration = 0.1

    def __repr__(self):
        return (f'<{type(self).__name__} running={self.is_running()} '
                f'closed={self.is_closed()} debug={self.get_debug()}>')

    # Futures and tasks

    def create_future(self):
        return futures.Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        events._refuse_context(context)
        if self._task_factory is None:
            return tasks.Task(coro, loop=self, name=name)
        task = self._task_factory(self, coro)
        tasks._set_task_name(task, name)
        return task

    def set_task_factory(self, factory):
        if factory is not None and not callable(factory):
            raise TypeError('task factory must be a callable or None')
        self._task_factory = factory

    def get_task_factory(self):
        return self._task_factory

    # Running and stopping

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def _check_running(self):
        if self._running:
            raise RuntimeError('This event loop is already running')
        if events._get_running_loop() is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')

    def run_forever(self):
        self._check_closed()
        self._check_running()
        self._running = True
        events._set_running_loop(self)
        try:
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            events._set_running_loop(None)

    def run_until_complete(self, future):
        self._check_closed()
        self._check_running()
        new_task = not futures.isfuture(future)
        future = tasks.ensure_future(future, loop=self)
        future.add_done_callback(_stop_loop_of)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                future.exception()
            raise
        finally:
            future.remove_done_callback(_stop_loop_of)
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def stop(self):
        self._stopping = True

    def close(self):
        if self._running:
            raise RuntimeError("Cannot close a running event loop")
        if self._closed:
            return
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()
        self._timer_cancelled_count = 0

    def is_closed(self):
        return self._closed

    def is_running(self):
        return self._running

    async def shutdown_asyncgens(self):
        """Nothing to do: pith has no asynchronous generators."""

    async def shutdown_default_executor(self):
        """Nothing to do: pith has no executors."""

    def time(self):
        return time.monotonic()

    # Scheduling callbacks

    def _check_callback(self, callback, method):
        """Debug mode's check of a callback (pith cannot tell an `async
        def` function from a plain one, so only coroutine objects and
        objects that are not callable are caught)."""
        if coroutines.iscoroutine(callback):
            raise TypeError(f"coroutines cannot be used with {method}()")
        if not callable(callback):
            raise TypeError(f'a callable object was expected by {method}(), got {callback!r}')

    def call_soon(self, callback, *args, context=None):
        if self._closed:
            raise RuntimeError('Event loop is closed')
        if self._debug:
            self._check_callback(callback, 'call_soon')
        handle = events.Handle(callback, args, self, context)
        self._ready.append(handle)
        return handle

    def call_soon_threadsafe(self, callback, *args, context=None):
        return self.call_soon(callback, *args, context=context)

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(time.monotonic() + delay, callback, *args, context=context)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError("when cannot be None")
        self._check_closed()
        if self._debug:
            self._check_callback(callback, 'call_at')
        timer = events.TimerHandle(when, callback, args, self, context)
        self._timer_seq += 1
        heapq.heappush(self._scheduled, (when, self._timer_seq, timer))
        timer._scheduled = True
        return timer

    def _timer_handle_cancelled(self, handle):
        if handle._scheduled:
            self._timer_cancelled_count += 1

    def _drop_cancelled_timers(self):
        kept = []
        for entry in self._scheduled:
            if entry[2]._cancelled:
                entry[2]._scheduled = False
            else:
                kept.append(entry)
        heapq.heapify(kept)
        self._scheduled = kept
        self._timer_cancelled_count = 0

    def _run_once(self):
        """One turn: wait for the nearest timer if nothing is ready, move
        the timers that are due to the ready queue, then run the callbacks
        that were ready at that point (not the ones they schedule)."""
        scheduled = self._scheduled
        ready = self._ready
        if (self._timer_cancelled_count > _MIN_CANCELLED_TIMERS
                and self._timer_cancelled_count * 2 > len(scheduled)):
            self._drop_cancelled_timers()
            scheduled = self._scheduled
        while scheduled and scheduled[0][2]._cancelled:
            self._timer_cancelled_count -= 1
            heapq.heappop(scheduled)[2]._scheduled = False
        if not ready and not self._stopping:
            if scheduled:
                delay = scheduled[0][0] - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
            else:
                # Nothing can ever wake this loop: it waits forever, as
                # CPython's does with no I/O to wait for.
                while True:
                    time.sleep(3600)
        if scheduled:
            end = time.monotonic() + self._clock_resolution
            while scheduled:
                entry = scheduled[0]
                timer = entry[2]
                if timer._cancelled:
                    self._timer_cancelled_count -= 1
                elif entry[0] >= end:
                    break
                else:
                    ready.append(timer)
                heapq.heappop(scheduled)
                timer._scheduled = False
        # The callbacks these run are for the next turn: they go to a new
        # list. If one raises out of the loop (SystemExit,
        # KeyboardInterrupt), the ones not run stay ready.
        self._ready = []
        i = 0
        try:
            for handle in ready:
                i += 1
                if not handle._cancelled:
                    handle._run()
        finally:
            if i < len(ready):
                self._ready[:0] = ready[i:]

    # Errors

    def get_exception_handler(self):
        return self._exception_handler

    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError(f'A callable object or None is expected, got {handler!r}')
        self._exception_handler = handler

    def default_exception_handler(self, context):
        """Writes the context to stderr: the message, the other keys, and
        the exception's type and message."""
        message = context.get('message') or 'Unhandled exception in event loop'
        lines = [message]
        for key in sorted(context):
            if key in ('message', 'exception'):
                continue
            lines.append(f'{key}: {context[key]!r}')
        exception = context.get('exception')
        if exception is not None:
            text = str(exception)
            name = type(exception).__name__
            lines.append(f'{name}: {text}' if text else name)
        sys.stderr.write('\n'.join(lines) + '\n')

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            try:
                self.default_exception_handler(context)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException:
                sys.stderr.write('Exception in default exception handler\n')
            return
        try:
            self._exception_handler(self, context)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            try:
                self.default_exception_handler({
                    'message': 'Unhandled error in exception handler',
                    'exception': exc,
                    'context': context,
                })
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException:
                sys.stderr.write('Exception in default exception handler\n')

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = enabled

    # Refused: executors, networking, pipes, subprocesses, signals

    def run_in_executor(self, executor, func, *args):
        _refuse("loop.run_in_executor()")

    def set_default_executor(self, executor):
        _refuse("loop.set_default_executor()")

    def getaddrinfo(self, *args, **kwargs):
        _refuse("loop.getaddrinfo()")

    def getnameinfo(self, *args, **kwargs):
        _refuse("loop.getnameinfo()")

    def create_connection(self, *args, **kwargs):
        _refuse("loop.create_connection()")

    def create_server(self, *args, **kwargs):
        _refuse("loop.create_server()")

    def create_unix_connection(self, *args, **kwargs):
        _refuse("loop.create_unix_connection()")

    def create_unix_server(self, *args, **kwargs):
        _refuse("loop.create_unix_server()")

    def create_datagram_endpoint(self, *args, **kwargs):
        _refuse("loop.create_datagram_endpoint()")

    def connect_accepted_socket(self, *args, **kwargs):
        _refuse("loop.connect_accepted_socket()")

    def sendfile(self, *args, **kwargs):
        _refuse("loop.sendfile()")

    def start_tls(self, *args, **kwargs):
        _refuse("loop.start_tls()")

    def connect_read_pipe(self, *args, **kwargs):
        _refuse("loop.connect_read_pipe()")

    def connect_write_pipe(self, *args, **kwargs):
        _refuse("loop.connect_write_pipe()")

    def subprocess_exec(self, *args, **kwargs):
        _refuse("loop.subprocess_exec()")

    def subprocess_shell(self, *args, **kwargs):
        _refuse("loop.subprocess_shell()")

    def add_reader(self, *args, **kwargs):
        _refuse("loop.add_reader()")

    def remove_reader(self, *args, **kwargs):
        _refuse("loop.remove_reader()")

    def add_writer(self, *args, **kwargs):
        _refuse("loop.add_writer()")

    def remove_writer(self, *args, **kwargs):
        _refuse("loop.remove_writer()")

    def sock_recv(self, *args, **kwargs):
        _refuse("loop.sock_recv()")

    def sock_recv_into(self, *args, **kwargs):
        _refuse("loop.sock_recv_into()")

    def sock_recvfrom(self, *args, **kwargs):
        _refuse("loop.sock_recvfrom()")

    def sock_sendall(self, *args, **kwargs):
        _refuse("loop.sock_sendall()")

    def sock_sendto(self, *args, **kwargs):
        _refuse("loop.sock_sendto()")

    def sock_connect(self, *args, **kwargs):
        _refuse("loop.sock_connect()")

    def sock_accept(self, *args, **kwargs):
        _refuse("loop.sock_accept()")

    def sock_sendfile(self, *args, **kwargs):
        _refuse("loop.sock_sendfile()")

    def add_signal_handler(self, *args, **kwargs):
        _refuse("loop.add_signal_handler()")

    def remove_signal_handler(self, *args, **kwargs):
        _refuse("loop.remove_signal_handler()")


class _UnixSelectorEventLoop(BaseEventLoop):
    """The loop new_event_loop() makes (named as CPython's on Unix)."""


SelectorEventLoop = _UnixSelectorEventLoop


class _UnixDefaultEventLoopPolicy(events.BaseDefaultEventLoopPolicy):
    _loop_factory = _UnixSelectorEventLoop


DefaultEventLoopPolicy = _UnixDefaultEventLoopPolicy
events._default_policy_class = DefaultEventLoopPolicy
