"""asyncio.taskgroups for pith: TaskGroup (3.11), which runs tasks made
with create_task() and waits for all of them on exit; the first failure
cancels the others and the body, and the failures are raised together as
an ExceptionGroup. Without `async with` in pith, it is used as
`await tg.__aenter__()` ... `await tg.__aexit__(type, exc, tb)`.

pith has no builtin ExceptionGroup: until it does, the group raised is an
instance of this module's ExceptionGroup / BaseExceptionGroup (same names,
str, repr, `message`, `exceptions`, subgroup/split/derive)."""
import builtins

from asyncio import events
from asyncio import exceptions
from asyncio import tasks

__all__ = ["TaskGroup"]


class _GroupBase(BaseException):
    """A message and a tuple of exceptions raised together."""

    def __init__(self, message, excs):
        super().__init__(message, list(excs))
        self.message = message
        self.exceptions = tuple(excs)

    def __str__(self):
        n = len(self.exceptions)
        return f"{self.message} ({n} sub-exception{'s' if n > 1 else ''})"

    def derive(self, excs):
        return _make_group(self.message, excs)

    def _matcher(self, condition):
        if isinstance(condition, type) or isinstance(condition, tuple):
            return lambda e: isinstance(e, condition)
        return condition

    def split(self, condition):
        match = self._matcher(condition)
        if match(self):
            return self, None
        matched, rest = [], []
        for exc in self.exceptions:
            if isinstance(exc, _GroupBase):
                m, r = exc.split(match)
            elif match(exc):
                m, r = exc, None
            else:
                m, r = None, exc
            if m is not None:
                matched.append(m)
            if r is not None:
                rest.append(r)
        return (self.derive(matched) if matched else None), (self.derive(rest) if rest else None)

    def subgroup(self, condition):
        return self.split(condition)[0]


_BaseExceptionGroup = getattr(builtins, 'BaseExceptionGroup', None)

if _BaseExceptionGroup is None:
    class BaseExceptionGroup(_GroupBase):
        pass

    class ExceptionGroup(BaseExceptionGroup, Exception):
        pass

    def _make_group(message, excs):
        if all(isinstance(e, Exception) for e in excs):
            return ExceptionGroup(message, excs)
        return BaseExceptionGroup(message, excs)
else:
    def _make_group(message, excs):
        return _BaseExceptionGroup(message, excs)


class TaskGroup:
    """Tasks that finish together: `__aexit__` waits for all of them."""

    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = set()
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        info = ''
        if self._tasks:
            info += f' tasks={len(self._tasks)}'
        if self._errors:
            info += f' errors={len(self._errors)}'
        if self._aborting:
            info += ' cancelling'
        elif self._entered:
            info += ' entered'
        return f'<TaskGroup{info}>'

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f"TaskGroup {self!r} has already been entered")
        self._entered = True
        if self._loop is None:
            self._loop = events.get_running_loop()
        self._parent_task = tasks.current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        return self

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and _is_fatal(exc) and self._base_error is None:
            self._base_error = exc
        propagate = exc if et is exceptions.CancelledError else None
        if self._parent_cancel_requested and self._parent_task.uncancel() == 0:
            # The parent was cancelled only by this group (for a failed
            # task): that cancellation ends here.
            propagate = None
        if et is not None and not self._aborting:
            self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except exceptions.CancelledError as cancelled:
                # The parent task is being cancelled while the group waits.
                if not self._aborting:
                    propagate = cancelled
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if propagate is not None and not self._errors:
            raise propagate
        if et is not None and et is not exceptions.CancelledError:
            self._errors.append(exc)
        if self._errors:
            errors = self._errors
            self._errors = None
            raise _make_group('unhandled errors in a TaskGroup', errors) from None

    def create_task(self, coro, *, name=None, context=None):
        """A new task of the group."""
        if not self._entered:
            raise RuntimeError(f"TaskGroup {self!r} has not been entered")
        if self._exiting and not self._tasks:
            raise RuntimeError(f"TaskGroup {self!r} is finished")
        if self._aborting:
            raise RuntimeError(f"TaskGroup {self!r} is shutting down")
        task = self._loop.create_task(coro, context=context)
        tasks._set_task_name(task, name)
        task.add_done_callback(self._on_task_done)
        self._tasks.add(task)
        return task

    def _abort(self):
        self._aborting = True
        for task in self._tasks:
            if not task.done():
                task.cancel()

    def _on_task_done(self, task):
        self._tasks.discard(task)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if _is_fatal(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            self._loop.call_exception_handler({
                'message': f'Task {task!r} has errored out but its parent task {self._parent_task} is already completed',
                'exception': exc,
                'task': task,
            })
            return
        if not self._aborting and not self._parent_cancel_requested:
            # Stop the other tasks and the group's body; __aexit__ takes
            # back this cancellation of the parent.
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


def _is_fatal(exc):
    return isinstance(exc, (SystemExit, KeyboardInterrupt))
