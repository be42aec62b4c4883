"""asyncio.queues for pith: Queue (first in, first out), PriorityQueue
(smallest first, through heapq) and LifoQueue (last in, first out), with
task_done()/join(); QueueEmpty and QueueFull. Queue[...] (a generic alias)
is refused."""
import heapq

from asyncio import locks
from asyncio import mixins

__all__ = ('Queue', 'PriorityQueue', 'LifoQueue', 'QueueFull', 'QueueEmpty')


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""


class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""


def _wake_first_waiting(waiters):
    """Wake the first of waiters that is still waiting."""
    while waiters:
        waiter = waiters.pop(0)
        if not waiter.done():
            waiter.set_result(None)
            return


class Queue(mixins._LoopBoundMixin):
    """Items put by some tasks and got by others; with a maxsize > 0,
    put() waits while the queue is full."""

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = []
        self._putters = []
        self._unfinished_tasks = 0
        self._finished = locks.Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = []

    def _get(self):
        return self._queue.pop(0)

    def _put(self, item):
        self._queue.append(item)

    def __class_getitem__(cls, item):
        raise NotImplementedError("asyncio.Queue[...]: generic aliases are not supported by pith")

    def _format(self):
        text = f'maxsize={self._maxsize!r}'
        if getattr(self, '_queue', None):
            text += f' _queue={list(self._queue)!r}'
        if self._getters:
            text += f' _getters[{len(self._getters)}]'
        if self._putters:
            text += f' _putters[{len(self._putters)}]'
        if self._unfinished_tasks:
            text += f' tasks={self._unfinished_tasks}'
        return text

    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._format()}>'

    def __str__(self):
        return f'<{type(self).__name__} {self._format()}>'

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        return 0 < self._maxsize <= len(self._queue)

    async def put(self, item):
        while self.full():
            putter = self._get_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except BaseException:
                self._drop_waiter(putter, self._putters, not self.full())
                raise
        return self.put_nowait(item)

    def _drop_waiter(self, waiter, waiters, can_go_on):
        """A put() or get() waiting on waiter stopped (cancelled): forget
        it; if it had been woken for nothing, wake the next one instead."""
        waiter.cancel()
        try:
            waiters.remove(waiter)
        except ValueError:
            pass
        if can_go_on and not waiter.cancelled():
            _wake_first_waiting(waiters)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        _wake_first_waiting(self._getters)

    async def get(self):
        while not self._queue:
            getter = self._get_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except BaseException:
                self._drop_waiter(getter, self._getters, not self.empty())
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        _wake_first_waiting(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        """Wait until every item put has been marked done (task_done())."""
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class PriorityQueue(Queue):
    """A Queue that gives the smallest item first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        heapq.heappush(self._queue, item)

    def _get(self):
        return heapq.heappop(self._queue)


class LifoQueue(Queue):
    """A Queue that gives the last item put first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()
