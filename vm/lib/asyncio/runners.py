"""asyncio.runners for pith: run(coro) and Runner, which run a coroutine on
a new event loop, then cancel the tasks left and close the loop. Ctrl-C
handling (SIGINT) is not installed: pith has no signal module."""
from asyncio import coroutines
from asyncio import events
from asyncio import exceptions
from asyncio import tasks

__all__ = ('Runner', 'run')

_CREATED = "created"
_INITIALIZED = "initialized"
_CLOSED = "closed"


class Runner:
    """A loop for running several coroutines one after the other
    (run(coro) each), closed by close() or at the end of a `with`."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._state = _CREATED
        self._debug = debug
        self._loop_factory = loop_factory
        self._loop = None
        self._set_event_loop = False

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        """Cancel the loop's remaining tasks and close it."""
        if self._state != _INITIALIZED:
            return
        loop = self._loop
        try:
            _cancel_all_tasks(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.run_until_complete(loop.shutdown_default_executor())
        finally:
            if self._set_event_loop:
                events.set_event_loop(None)
            loop.close()
            self._loop = None
            self._state = _CLOSED

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        """Run coro to its end on the runner's loop; return its result."""
        if not coroutines.iscoroutine(coro):
            raise ValueError(f"a coroutine was expected, got {coro!r}")
        if events._get_running_loop() is not None:
            raise RuntimeError("Runner.run() cannot be called from a running event loop")
        self._lazy_init()
        task = self._loop.create_task(coro, context=context)
        return self._loop.run_until_complete(task)

    def _lazy_init(self):
        if self._state == _CLOSED:
            raise RuntimeError("Runner is closed")
        if self._state == _INITIALIZED:
            return
        if self._loop_factory is None:
            self._loop = events.new_event_loop()
            if not self._set_event_loop:
                events.set_event_loop(self._loop)
                self._set_event_loop = True
        else:
            self._loop = self._loop_factory()
        if self._debug is not None:
            self._loop.set_debug(self._debug)
        self._state = _INITIALIZED


def run(main, *, debug=None):
    """Run the coroutine main on a new event loop and return its result."""
    if events._get_running_loop() is not None:
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    with Runner(debug=debug) as runner:
        return runner.run(main)


def _cancel_all_tasks(loop):
    left = tasks.all_tasks(loop)
    if not left:
        return
    for task in left:
        task.cancel()
    loop.run_until_complete(tasks.gather(*left, return_exceptions=True))
    for task in left:
        if task.cancelled():
            continue
        if task.exception() is not None:
            loop.call_exception_handler({
                'message': 'unhandled exception during asyncio.run() shutdown',
                'exception': task.exception(),
                'task': task,
            })
