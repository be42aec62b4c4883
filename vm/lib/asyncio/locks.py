"""asyncio.locks for pith: Lock, Event, Condition, Semaphore,
BoundedSemaphore and Barrier. Each works with plain awaits (`await
lock.acquire()` ... `lock.release()`) and has __aenter__/__aexit__ for
`async with`. Waiters are futures, woken first-come first-served."""
from asyncio import exceptions
from asyncio import mixins

__all__ = ('Lock', 'Event', 'Condition', 'Semaphore', 'BoundedSemaphore', 'Barrier')


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


def _with_state(obj, extra):
    """obj's default repr with ` [extra]` before the closing '>'."""
    return f'<{object.__repr__(obj)[1:-1]} [{extra}]>'


def _waiting(extra, waiters):
    if waiters:
        return f'{extra}, waiters:{len(waiters)}'
    return extra


async def _wait_in(waiters, fut):
    """Await fut, which is queued in waiters; take it out however the
    wait ends."""
    waiters.append(fut)
    try:
        await fut
    finally:
        waiters.remove(fut)


class Lock(_ContextManagerMixin, mixins._LoopBoundMixin):
    """A mutual exclusion lock; acquire() waits while another task holds it."""

    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        return _with_state(self, _waiting('locked' if self._locked else 'unlocked', self._waiters))

    def locked(self):
        return self._locked

    def _free_for_me(self):
        if self._locked:
            return False
        if self._waiters:
            for w in self._waiters:
                if not w.cancelled():
                    return False
        return True

    async def acquire(self):
        if self._free_for_me():
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = []
        fut = self._get_loop().create_future()
        try:
            await _wait_in(self._waiters, fut)
        except exceptions.CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError('Lock is not acquired.')
        self._locked = False
        self._wake_up_first()

    def _wake_up_first(self):
        if self._waiters:
            first = self._waiters[0]
            if not first.done():
                first.set_result(True)


class Event(mixins._LoopBoundMixin):
    """A flag: wait() returns once it is set."""

    def __init__(self):
        self._waiters = []
        self._value = False

    def __repr__(self):
        return _with_state(self, _waiting('set' if self._value else 'unset', self._waiters))

    def is_set(self):
        return self._value

    def set(self):
        if self._value:
            return
        self._value = True
        for fut in self._waiters:
            if not fut.done():
                fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        await _wait_in(self._waiters, self._get_loop().create_future())
        return True


class Condition(_ContextManagerMixin, mixins._LoopBoundMixin):
    """A lock (a new Lock unless one is given) that tasks holding it can
    wait on until another task notifies them."""

    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = []

    def __repr__(self):
        return _with_state(self, _waiting('locked' if self.locked() else 'unlocked', self._waiters))

    async def wait(self):
        """Release the lock, wait to be notified, take the lock again
        (even when cancelled meanwhile)."""
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            await _wait_in(self._waiters, self._get_loop().create_future())
            return True
        finally:
            cancelled = False
            while True:
                try:
                    await self.acquire()
                    break
                except exceptions.CancelledError:
                    cancelled = True
            if cancelled:
                raise exceptions.CancelledError

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        woken = 0
        for fut in self._waiters:
            if woken >= n:
                break
            if not fut.done():
                woken += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin, mixins._LoopBoundMixin):
    """A counter: acquire() takes one (waiting while it is 0), release()
    gives one back."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._waiters = None
        self._value = value

    def __repr__(self):
        extra = 'locked' if self.locked() else f'unlocked, value:{self._value}'
        return _with_state(self, _waiting(extra, self._waiters))

    def locked(self):
        """Whether acquire() would wait."""
        if self._value == 0:
            return True
        if self._waiters:
            for w in self._waiters:
                if not w.cancelled():
                    return True
        return False

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = []
        fut = self._get_loop().create_future()
        try:
            await _wait_in(self._waiters, fut)
        except exceptions.CancelledError:
            # Woken (given a unit) but cancelled before running: pass the
            # unit on.
            if not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return False
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    """A Semaphore that refuses to be released above its initial value."""

    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()


_FILLING = 'filling'
_DRAINING = 'draining'
_RESETTING = 'resetting'
_BROKEN = 'broken'


class Barrier(mixins._LoopBoundMixin):
    """`parties` tasks wait() until all of them have arrived; each gets
    its arrival index."""

    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._cond = Condition()
        self._parties = parties
        self._state = _FILLING
        self._count = 0

    def __repr__(self):
        extra = self._state
        if not self.broken:
            extra += f', waiters:{self.n_waiting}/{self.parties}'
        return _with_state(self, extra)

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        cond = self._cond
        await cond.acquire()
        try:
            await cond.wait_for(self._not_draining)
            if self._state == _BROKEN:
                raise exceptions.BrokenBarrierError("Barrier aborted")
            index = self._count
            self._count += 1
            try:
                if index + 1 == self._parties:
                    self._state = _DRAINING
                    cond.notify_all()
                else:
                    await cond.wait_for(self._not_filling)
                    if self._state == _BROKEN or self._state == _RESETTING:
                        raise exceptions.BrokenBarrierError("Abort or reset of barrier")
                return index
            finally:
                self._count -= 1
                if self._count == 0:
                    if self._state == _RESETTING or self._state == _DRAINING:
                        self._state = _FILLING
                    cond.notify_all()
        finally:
            cond.release()

    def _not_draining(self):
        return self._state != _DRAINING and self._state != _RESETTING

    def _not_filling(self):
        return self._state != _FILLING

    async def reset(self):
        cond = self._cond
        await cond.acquire()
        try:
            if self._count > 0:
                self._state = _RESETTING
            else:
                self._state = _FILLING
            cond.notify_all()
        finally:
            cond.release()

    async def abort(self):
        cond = self._cond
        await cond.acquire()
        try:
            self._state = _BROKEN
            cond.notify_all()
        finally:
            cond.release()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        if self._state == _FILLING:
            return self._count
        return 0

    @property
    def broken(self):
        return self._state == _BROKEN
