# asyncio timeouts: wait_for (result, timeout None, TimeoutError chained from CancelledError with the inner task's
# finally run, timeout 0, an already-done future, a task that swallows the cancel, inner errors, the waiter
# cancelled), timeout()/timeout_at() through __aenter__/__aexit__ (expiry, reschedule, nesting, state errors)
import asyncio


async def slow(name):
    try:
        await asyncio.sleep(10)
    finally:
        print(name, "finally")


async def quick(value):
    await asyncio.sleep(0)
    return value


async def main():
    loop = asyncio.get_running_loop()
    print(await asyncio.wait_for(quick("in time"), timeout=1))
    print(await asyncio.wait_for(quick("no timeout"), None))
    try:
        await asyncio.wait_for(slow("too slow"), timeout=0.002)
    except asyncio.TimeoutError as e:
        print("TimeoutError", repr(e), type(e.__cause__).__name__, asyncio.TimeoutError is TimeoutError)
    try:
        await asyncio.wait_for(slow("zero"), 0)
    except TimeoutError as e:
        print("zero timeout", repr(e))
    done = loop.create_future()
    done.set_result("already done")
    print(await asyncio.wait_for(done, 0))

    async def swallows_cancel():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print("swallowing the cancel")
        return "kept going"

    print(await asyncio.wait_for(swallows_cancel(), 0.002))

    async def fails():
        await asyncio.sleep(0)
        raise OSError("inner")

    try:
        await asyncio.wait_for(fails(), 1)
    except OSError as e:
        print("inner error", repr(e))

    # the task running wait_for is cancelled: the inner one is cancelled too
    async def waits():
        try:
            return await asyncio.wait_for(slow("inner of cancelled"), 10)
        except asyncio.CancelledError:
            print("waits: cancelled")
            raise

    t = asyncio.create_task(waits())
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled waiter:", t.cancelled())

    # timeout() expires: CancelledError inside, TimeoutError out of __aexit__
    # (compare with the time before the timeout was made: a slow machine may pass 2 ms before the print)
    before = loop.time()
    cm = asyncio.timeout(0.002)
    print(repr(cm), cm.expired(), cm.when() > before)
    await cm.__aenter__()
    try:
        await slow("in timeout")
    except asyncio.CancelledError as e:
        try:
            await cm.__aexit__(type(e), e, None)
        except TimeoutError as te:
            print("timeout() raised", repr(te), type(te.__cause__).__name__)
    print(repr(cm), cm.expired(), asyncio.current_task().cancelling())

    # no deadline, then one far away: leaves normally
    cm = asyncio.timeout(None)
    await cm.__aenter__()
    print(repr(cm), cm.when())
    cm.reschedule(loop.time() + 10)
    print(await quick("under a far deadline"))
    await cm.__aexit__(None, None, None)
    print(repr(cm), cm.expired())
    for call in (lambda: cm.reschedule(1), lambda: asyncio.timeout(1).reschedule(1)):
        try:
            call()
        except RuntimeError as e:
            print(type(e).__name__, e)
    try:
        await cm.__aenter__()
    except RuntimeError as e:
        print(type(e).__name__, e)

    # a deadline already past: cancelled at the first await
    cm = asyncio.timeout_at(loop.time() - 1)
    await cm.__aenter__()
    try:
        await asyncio.sleep(0)
        print("not reached")
    except asyncio.CancelledError as e:
        try:
            await cm.__aexit__(type(e), e, None)
        except TimeoutError:
            print("past deadline: TimeoutError at the first await", cm.expired())

    # reschedule to now from inside
    cm = asyncio.timeout(10)
    await cm.__aenter__()
    cm.reschedule(loop.time())
    try:
        await slow("rescheduled")
    except asyncio.CancelledError as e:
        try:
            await cm.__aexit__(type(e), e, None)
        except TimeoutError:
            print("rescheduled deadline expired")

    # nested: the inner timeout expires, the outer one does not
    outer = asyncio.timeout(10)
    inner = asyncio.timeout(0.002)
    await outer.__aenter__()
    await inner.__aenter__()
    try:
        await slow("nested")
    except asyncio.CancelledError as e:
        try:
            await inner.__aexit__(type(e), e, None)
        except TimeoutError as te:
            print("inner expired", inner.expired())
            await outer.__aexit__(type(te), te, None)
    print("outer expired", outer.expired(), repr(outer))

    # an error other than the cancellation passes through
    cm = asyncio.timeout(10)
    await cm.__aenter__()
    try:
        raise KeyError("passes")
    except KeyError as e:
        print("__aexit__ returns", await cm.__aexit__(type(e), e, None))


asyncio.run(main())


async def outside():
    try:
        await asyncio.timeout(1).__aenter__()
    except RuntimeError as e:
        print(type(e).__name__, e)


c = outside()
try:
    c.send(None)
except StopIteration:
    pass
