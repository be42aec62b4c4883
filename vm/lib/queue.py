"""queue for pith: Queue (first in, first out), LifoQueue, PriorityQueue,
SimpleQueue and the Empty and Full exceptions.

pith has no threads, so no other thread can ever put an item into an empty
queue or take one out of a full one. A call that would wait a bounded time
(`timeout=` a number) waits it and then raises Empty or Full, as CPython
does when nothing happens meanwhile; a call that would wait forever
(`get()` on an empty queue, `put()` on a full one, `join()` with tasks not
done, all with block=True and no timeout) raises NotImplementedError
naming this instead of hanging. `Queue[int]` (a generic alias) is refused.
"""
import heapq
import time
from collections import deque

__all__ = ["Empty", "Full", "Queue", "PriorityQueue", "LifoQueue", "SimpleQueue"]


class Empty(Exception):
    """Raised by a non-blocking or timed get() on an empty queue."""
    __module__ = "_queue"


class Full(Exception):
    """Raised by a non-blocking or timed put() on a full queue."""


def _no_threads(what):
    return NotImplementedError(what + " would wait forever: pith has no threads that could change the queue")


def _check_timeout(timeout):
    if timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


def _wait_out(queue, block, timeout, exc, what):
    """What a call does when the queue cannot change: raise at once
    (block=False), after the timeout, or refuse to wait forever."""
    if not block:
        raise exc()
    if timeout is None:
        raise _no_threads(type(queue).__name__ + "." + what)
    _check_timeout(timeout)
    if timeout > 0:
        time.sleep(timeout)
    raise exc()


def _no_generic_alias(cls, item):
    raise NotImplementedError(cls.__name__ + "[...]: generic aliases (types.GenericAlias) are not supported by pith")


class Queue:
    """A first-in, first-out queue holding at most `maxsize` items
    (unbounded when maxsize <= 0). Subclasses change the order through
    _init, _qsize, _put and _get."""

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    __class_getitem__ = classmethod(_no_generic_alias)

    def task_done(self):
        if self.unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self.unfinished_tasks -= 1

    def join(self):
        if self.unfinished_tasks:
            raise _no_threads(type(self).__name__ + ".join() with unfinished tasks")

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if block and self.maxsize > 0:
            _check_timeout(timeout)
        if 0 < self.maxsize <= self._qsize():
            _wait_out(self, block, timeout, Full, "put() on a full queue")
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if block:
            _check_timeout(timeout)
        if not self._qsize():
            _wait_out(self, block, timeout, Empty, "get() on an empty queue")
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()


class PriorityQueue(Queue):
    """Gets the smallest item first (items are kept as a heap)."""

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heapq.heappush(self.queue, item)

    def _get(self):
        return heapq.heappop(self.queue)


class LifoQueue(Queue):
    """Gets the item put last first (a stack)."""

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    """An unbounded first-in, first-out queue without task tracking."""
    __module__ = "_queue"

    def __init__(self):
        self._queue = deque()

    __class_getitem__ = classmethod(_no_generic_alias)

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def put_nowait(self, item):
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        if block:
            _check_timeout(timeout)
        if not self._queue:
            _wait_out(self, block, timeout, Empty, "get() on an empty queue")
        return self._queue.popleft()

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return not self._queue

    def qsize(self):
        return len(self._queue)
