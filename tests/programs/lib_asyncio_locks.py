# asyncio synchronization: Lock (first come first served, release errors, a cancelled waiter), Event
# (wait/set/clear), Condition (wait/notify/notify_all/wait_for), Semaphore and BoundedSemaphore (counting,
# locked(), too many releases), Barrier (indexes, n_waiting, abort); used through acquire()/release() and
# __aenter__/__aexit__
import asyncio


def state(obj):
    """A repr's bracketed state, without the address."""
    text = repr(obj)
    return text[text.index("["):]


async def turns(n):
    for _ in range(n):
        await asyncio.sleep(0)


async def main():
    # Lock
    lock = asyncio.Lock()
    print(state(lock), lock.locked())
    try:
        lock.release()
    except RuntimeError as e:
        print(type(e).__name__, e)
    print(await lock.acquire(), state(lock))

    async def locker(name):
        print(name, "wants the lock")
        await lock.acquire()
        try:
            print(name, "has the lock")
            await turns(2)
        finally:
            print(name, "releases")
            lock.release()

    workers = [asyncio.create_task(locker(n)) for n in ("L1", "L2", "L3")]
    await turns(1)
    print(state(lock))
    workers[1].cancel()
    lock.release()
    await asyncio.gather(*workers, return_exceptions=True)
    print([w.cancelled() for w in workers], state(lock))
    await lock.__aenter__()
    print("entered", lock.locked())
    await lock.__aexit__(None, None, None)
    print("exited", lock.locked())
    try:
        asyncio.Lock(loop=None)
    except TypeError as e:
        print(type(e).__name__, e)

    # Event
    event = asyncio.Event()
    print(state(event), event.is_set())

    async def waiter(name):
        print(name, "waiting")
        print(name, "woke:", await event.wait())

    tasks = [asyncio.create_task(waiter(n)) for n in ("E1", "E2")]
    await turns(1)
    print(state(event))
    event.set()
    print(state(event), event.is_set())
    await asyncio.gather(*tasks)
    print("already set:", await event.wait())
    event.clear()
    print(event.is_set(), state(event))

    # Condition
    cond = asyncio.Condition()
    print(state(cond))
    items = []

    async def consumer(name):
        await cond.acquire()
        try:
            while not items:
                print(name, "waits")
                await cond.wait()
            print(name, "takes", items.pop(0))
        finally:
            cond.release()

    consumers = [asyncio.create_task(consumer(n)) for n in ("C1", "C2", "C3")]
    await turns(1)
    await cond.acquire()
    print(state(cond))
    items.append("x")
    cond.notify()
    cond.release()
    await turns(3)
    await cond.acquire()
    items.extend(["y", "z"])
    cond.notify_all()
    cond.release()
    await asyncio.gather(*consumers)
    for call in (cond.notify, cond.notify_all):
        try:
            call()
        except RuntimeError as e:
            print(type(e).__name__, e)
    try:
        await cond.wait()
    except RuntimeError as e:
        print(type(e).__name__, e)

    flag = []

    async def setter():
        await turns(1)
        async_lock_holder = cond
        await async_lock_holder.__aenter__()
        flag.append(1)
        cond.notify_all()
        await async_lock_holder.__aexit__(None, None, None)

    await cond.acquire()
    asyncio.create_task(setter())
    print("wait_for ->", await cond.wait_for(lambda: len(flag)))
    cond.release()
    shared = asyncio.Lock()
    c2 = asyncio.Condition(shared)
    await c2.acquire()
    print("shared lock", shared.locked(), c2.locked())
    c2.release()

    # Semaphore
    sem = asyncio.Semaphore(2)
    print(state(sem), sem.locked())

    async def limited(name):
        await sem.acquire()
        print(name, "in")
        await turns(2)
        print(name, "out")
        sem.release()

    await asyncio.gather(*(limited(f"S{i}") for i in range(4)))
    print(state(sem))
    zero = asyncio.Semaphore(0)
    print(state(zero), zero.locked())
    zero.release()
    print(state(zero), await zero.acquire())
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print(type(e).__name__, e)
    bounded = asyncio.BoundedSemaphore(1)
    await bounded.acquire()
    bounded.release()
    try:
        bounded.release()
    except ValueError as e:
        print(type(e).__name__, e)
    await sem.__aenter__()
    print(state(sem))
    await sem.__aexit__(None, None, None)

    # Barrier
    barrier = asyncio.Barrier(3)
    print(state(barrier), barrier.parties, barrier.n_waiting, barrier.broken)

    async def party(name):
        print(name, "arrives")
        index = await barrier.wait()
        print(name, "passes with index", index)

    parties = [asyncio.create_task(party(n)) for n in ("B1", "B2")]
    await turns(2)
    print(state(barrier), barrier.n_waiting)
    await party("B3")
    await asyncio.gather(*parties)
    print(state(barrier))
    stuck = asyncio.create_task(party("B4"))
    await turns(2)
    await barrier.abort()
    try:
        await stuck
    except asyncio.BrokenBarrierError as e:
        print(type(e).__name__, e, state(barrier), barrier.broken)
    try:
        asyncio.Barrier(0)
    except ValueError as e:
        print(type(e).__name__, e)


asyncio.run(main())
