"""asyncio.tasks for pith: Task (runs a coroutine on the loop: each step
sends into it; what it yields is the Future it waits for), create_task,
ensure_future, sleep, gather, shield, wait, wait_for, as_completed,
current_task and all_tasks. run_coroutine_threadsafe and to_thread are
refused (no threads); Task.get_stack/print_stack are refused (pith has no
frame objects)."""
import types

from asyncio import coroutines
from asyncio import events
from asyncio import exceptions
from asyncio import futures
from asyncio.futures import _PENDING, _CANCELLED, _FINISHED, _resume

__all__ = ('Task', 'create_task', 'FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'wait', 'wait_for',
           'as_completed', 'sleep', 'gather', 'shield', 'ensure_future', 'run_coroutine_threadsafe',
           'current_task', 'all_tasks', '_register_task', '_unregister_task', '_enter_task', '_leave_task')

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'

_task_count = [0]


def _task_name_counter():
    _task_count[0] += 1
    return _task_count[0]


# Tasks not yet done, and the task each running loop is stepping.
_all_tasks = set()
_current_tasks = {}

_GeneratorType = types.GeneratorType
_Future = futures.Future
_CancelledError = exceptions.CancelledError


def current_task(loop=None):
    """The task the loop is running now, or None."""
    if loop is None:
        loop = events.get_running_loop()
    return _current_tasks.get(loop)


def all_tasks(loop=None):
    """The loop's tasks that are not done yet."""
    if loop is None:
        loop = events.get_running_loop()
    return {t for t in list(_all_tasks) if futures._get_loop(t) is loop and not t.done()}


def _register_task(task):
    _all_tasks.add(task)


def _unregister_task(task):
    _all_tasks.discard(task)


def _enter_task(loop, task):
    current = _current_tasks.get(loop)
    if current is not None:
        raise RuntimeError(f"Cannot enter into task {task!r} while another task {current!r} is being executed.")
    _current_tasks[loop] = task


def _leave_task(loop, task):
    current = _current_tasks.get(loop)
    if current is not task:
        raise RuntimeError(f"Leaving task {task!r} does not match the current task {current!r}.")
    del _current_tasks[loop]


def _set_task_name(task, name):
    if name is not None:
        task.set_name(name)


def _coro_name(coro):
    name = getattr(coro, '__qualname__', None)
    if name is None:
        # `<coroutine object NAME at 0x...>`
        text = repr(coro)
        if text.startswith('<') and ' object ' in text and ' at 0x' in text:
            name = text[text.index(' object ') + 8:text.rindex(' at 0x')]
        else:
            name = type(coro).__name__
    return name


class Task(_Future):
    """A coroutine scheduled on the loop, itself a Future of the
    coroutine's result."""

    __module__ = '_asyncio'

    def __init__(self, coro, *, loop=None, name=None, context=None):
        super().__init__(loop=loop)
        events._refuse_context(context)
        if not coroutines.iscoroutine(coro):
            raise TypeError(f"a coroutine was expected, got {coro!r}")
        number = _task_name_counter()    # taken by named tasks too, as in CPython
        self._name = f'Task-{number}' if name is None else str(name)
        self._coro = coro
        self._fut_waiter = None
        self._must_cancel = False
        self._num_cancels_requested = 0
        # Whether the coroutine waits in a Future's __await__ or sleep(0),
        # where it can be resumed with an exception through _resume.
        self._resumable = False
        self._loop.call_soon(self._step)
        _all_tasks.add(self)

    def _repr_info(self):
        info = super()._repr_info()
        if self._must_cancel:
            info[0] = 'cancelling'
        info.insert(1, f'name={self._name!r}')
        name = _coro_name(self._coro)
        state = 'running' if self._state == _PENDING else 'done'
        info.insert(2, f'coro=<{name}() {state}>')
        if self._fut_waiter is not None:
            info.insert(3, f'wait_for={self._fut_waiter!r}')
        return info

    def get_coro(self):
        return self._coro

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def get_stack(self, *, limit=None):
        raise NotImplementedError("asyncio.Task.get_stack: pith has no frame objects")

    def print_stack(self, *, limit=None, file=None):
        raise NotImplementedError("asyncio.Task.print_stack: pith has no frame objects")

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def cancel(self, msg=None):
        """Ask the task to stop: the coroutine gets CancelledError at the
        await it waits in (or at its next one, if it is running)."""
        if self._state != _PENDING:
            return False
        self._num_cancels_requested += 1
        waiter = self._fut_waiter
        if waiter is not None and waiter.cancel(msg=msg):
            return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def _finish(self, state, result=None, exception=None):
        self._state = state
        self._result = result
        self._exception = exception
        _all_tasks.discard(self)
        self._schedule_callbacks()

    def _step(self, exc=None):
        if self._state != _PENDING:
            raise exceptions.InvalidStateError(f'_step(): already done: {self!r}, {exc!r}')
        if self._must_cancel:
            if not isinstance(exc, _CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._fut_waiter = None
        loop = self._loop
        if loop in _current_tasks:
            _enter_task(loop, self)
        _current_tasks[loop] = self
        try:
            if exc is None:
                result = self._coro.send(None)
            elif self._resumable:
                _resume[0] = exc
                result = self._coro.send(None)
            else:
                result = self._coro.throw(exc)
        except StopIteration as stop:
            if self._must_cancel:
                self._must_cancel = False
                self._state = _CANCELLED
                _all_tasks.discard(self)
                self._schedule_callbacks()
            else:
                self._finish(_FINISHED, stop.value)
        except _CancelledError as cancelled:
            self._cancelled_exc = cancelled
            self._cancel_message = None
            self._finish(_CANCELLED)
        except (KeyboardInterrupt, SystemExit) as fatal:
            self._finish(_FINISHED, None, fatal)
            raise
        except BaseException as error:
            self._finish(_FINISHED, None, error)
        else:
            self._suspend(result)
        finally:
            _resume[0] = None
            if _current_tasks.get(loop) is self:
                del _current_tasks[loop]
            else:
                _leave_task(loop, self)

    def _suspend(self, result):
        """The coroutine yielded `result`: wait for it if it is a future."""
        self._resumable = False
        blocking = getattr(result, '_asyncio_future_blocking', None)
        if blocking is not None:
            self._resumable = blocking and isinstance(result, _Future)
            if futures._get_loop(result) is not self._loop:
                error = RuntimeError(f'Task {self!r} got Future {result!r} attached to a different loop')
            elif not blocking:
                error = RuntimeError(f'yield was used instead of yield from in task {self!r} with {result!r}')
            elif result is self:
                error = RuntimeError(f'Task cannot await on itself: {self!r}')
            else:
                result._asyncio_future_blocking = False
                result.add_done_callback(self._wakeup)
                self._fut_waiter = result
                if self._must_cancel and result.cancel(msg=self._cancel_message):
                    self._must_cancel = False
                return
        elif result is None:
            self._resumable = _resume[1]
            _resume[1] = False
            self._loop.call_soon(self._step)
            return
        elif isinstance(result, _GeneratorType):
            error = RuntimeError(f'yield was used instead of yield from for generator in task {self!r} with {result!r}')
        else:
            error = RuntimeError(f'Task got bad yield: {result!r}')
        self._loop.call_soon(self._step, error)

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
        else:
            self._step()


Task._wakeup.__qualname__ = 'Task.task_wakeup'
Task._step.__qualname__ = 'Task.task_step'


def create_task(coro, *, name=None, context=None):
    """Schedule the coroutine on the running loop; return its Task."""
    loop = events.get_running_loop()
    return loop.create_task(coro, name=name, context=context)


def _is_awaitable(obj):
    return hasattr(type(obj), '__await__')


async def _wrap_awaitable(awaitable):
    return await awaitable


def ensure_future(coro_or_future, *, loop=None):
    """A future as is; a coroutine or an awaitable as a new Task."""
    if futures.isfuture(coro_or_future):
        if loop is not None and loop is not futures._get_loop(coro_or_future):
            raise ValueError('The future belongs to a different loop than the one specified as the loop argument')
        return coro_or_future
    wrapped = False
    if not coroutines.iscoroutine(coro_or_future):
        if not _is_awaitable(coro_or_future):
            raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')
        coro_or_future = _wrap_awaitable(coro_or_future)
        wrapped = True
    if loop is None:
        loop = events._get_event_loop()
    try:
        return loop.create_task(coro_or_future)
    except RuntimeError:
        if not wrapped:
            coro_or_future.close()
        raise


class _Sleep0:
    """What sleep(0) awaits: one bare yield, so the task runs again on the
    loop's next turn."""

    def __await__(self):
        _resume[1] = True
        yield
        if _resume[0] is not None:
            futures._raise_resumed()


_SLEEP0 = _Sleep0()


async def sleep(delay, result=None):
    """Return `result` after `delay` seconds."""
    if delay <= 0:
        await _SLEEP0
        return result
    loop = events.get_running_loop()
    future = loop.create_future()
    handle = loop.call_later(delay, futures._set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        handle.cancel()


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut):
    """Cancel fut and wait until it is done (however it ends)."""
    waiter = fut.get_loop().create_future()

    def release(_):
        _release_waiter(waiter)

    fut.add_done_callback(release)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(release)


async def wait_for(fut, timeout):
    """Await fut; after `timeout` seconds cancel it and raise
    TimeoutError (chained from its CancelledError)."""
    loop = events.get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except exceptions.CancelledError as exc:
            raise exceptions.TimeoutError() from exc
    waiter = loop.create_future()
    timer = loop.call_later(timeout, _release_waiter, waiter)

    def release(_):
        _release_waiter(waiter)

    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(release)
    try:
        try:
            await waiter
        except exceptions.CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(release)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(release)
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except exceptions.CancelledError as exc:
            raise exceptions.TimeoutError() from exc
    finally:
        timer.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the futures and tasks in fs; return (done, pending) sets."""
    if futures.isfuture(fs) or coroutines.iscoroutine(fs):
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    loop = events.get_running_loop()
    fs = set(fs)
    for f in fs:
        if coroutines.iscoroutine(f):
            raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    fs = {ensure_future(f, loop=loop) for f in fs}
    return await _wait(fs, timeout, return_when, loop)


async def _wait(fs, timeout, return_when, loop):
    waiter = loop.create_future()
    timer = None
    if timeout is not None:
        timer = loop.call_later(timeout, _release_waiter, waiter)
    left = [len(fs)]

    def on_completion(f):
        left[0] -= 1
        if (left[0] <= 0 or return_when == FIRST_COMPLETED
                or return_when == FIRST_EXCEPTION and not f.cancelled() and f.exception() is not None):
            if timer is not None:
                timer.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(on_completion)
    try:
        await waiter
    finally:
        if timer is not None:
            timer.cancel()
        for f in fs:
            f.remove_done_callback(on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    """An iterator of coroutines; awaiting the n-th gives the result of
    the n-th future of fs to finish (TimeoutError after `timeout`). Like
    CPython's, it is a generator: nothing is checked or started before the
    first next()."""
    if futures.isfuture(fs) or coroutines.iscoroutine(fs):
        raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")
    from asyncio.queues import Queue
    finished = Queue()
    loop = events._get_event_loop()
    todo = {ensure_future(f, loop=loop) for f in set(fs)}
    timer = None

    def on_timeout():
        for f in todo:
            f.remove_done_callback(on_completion)
            finished.put_nowait(None)
        todo.clear()

    def on_completion(f):
        if not todo:
            return
        todo.remove(f)
        finished.put_nowait(f)
        if not todo and timer is not None:
            timer.cancel()

    async def wait_for_one():
        f = await finished.get()
        if f is None:
            raise exceptions.TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(on_completion)
    if todo and timeout is not None:
        timer = loop.call_later(timeout, on_timeout)
    for _ in range(len(todo)):
        yield wait_for_one()


def shield(arg):
    """Await arg, keeping it from being cancelled with the awaiting task."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = futures._get_loop(inner)
    outer = loop.create_future()

    def inner_done(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def outer_done(outer):
        if not inner.done():
            inner.remove_done_callback(inner_done)

    inner.add_done_callback(inner_done)
    outer.add_done_callback(outer_done)
    return outer


class _GatheringFuture(_Future):
    """gather()'s future: cancelling it cancels the children."""

    __module__ = 'asyncio.tasks'

    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        cancelled = False
        for child in self._children:
            if child.cancel(msg=msg):
                cancelled = True
        if cancelled:
            self._cancel_requested = True
        return cancelled


def gather(*coros_or_futures, return_exceptions=False):
    """A future of the list of the results, in the order given."""
    if not coros_or_futures:
        loop = events._get_event_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer
    state = {'finished': 0, 'outer': None}
    children = []
    by_arg = {}
    loop = None

    def child_done(fut):
        state['finished'] += 1
        outer = state['outer']
        if outer is None or outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if state['finished'] == len(by_arg):
            results = []
            for child in children:
                if child.cancelled():
                    msg = child._cancel_message
                    res = exceptions.CancelledError('' if msg is None else msg)
                else:
                    res = child.exception()
                    if res is None:
                        res = child.result()
                results.append(res)
            if outer._cancel_requested:
                # The error comes from the last child given (CPython's
                # choice), not from the child that finished last.
                outer.set_exception(children[-1]._make_cancelled_error())
            else:
                outer.set_result(results)

    for arg in coros_or_futures:
        fut = by_arg.get(arg)
        if fut is None:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = futures._get_loop(fut)
            by_arg[arg] = fut
            fut.add_done_callback(child_done)
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    state['outer'] = outer
    return outer


def run_coroutine_threadsafe(coro, loop):
    raise NotImplementedError("asyncio.run_coroutine_threadsafe: threads are not supported by pith")
