# asyncio cancellation: CancelledError delivered at the awaited point (through nested coroutines, whose
# try/finally and except blocks run), before the first step, at the next await after a self-cancel, in sleep(0);
# cancelling a task awaiting another task; suppressed cancellation; cancel messages; cancelling()/uncancel();
# shield; cancelling gather
import asyncio


async def leaf(name, delay):
    try:
        await asyncio.sleep(delay)
        print(name, "slept")
        return name
    finally:
        print(name, "leaf finally")


async def middle(name, delay):
    try:
        return await leaf(name, delay)
    except asyncio.CancelledError as e:
        print(name, "middle saw", type(e).__name__, e.args)
        raise
    finally:
        print(name, "middle finally")


async def not_exception():
    try:
        await asyncio.sleep(1)
    except Exception:
        print("wrong: CancelledError is not an Exception")
    except BaseException as e:
        print("BaseException caught", type(e).__name__, isinstance(e, Exception))
        raise


async def main():
    # cancelled while sleeping, two coroutines deep
    t = asyncio.create_task(middle("one", 1))
    await asyncio.sleep(0.001)
    print("cancel ->", t.cancel(), t.cancelling(), t.done())
    try:
        await t
    except asyncio.CancelledError as e:
        print("awaiter got", type(e).__name__, e.args)
    print("state", t.done(), t.cancelled(), t.cancel())

    # with a message
    t = asyncio.create_task(middle("two", 1))
    await asyncio.sleep(0)
    t.cancel("stop now")
    try:
        await t
    except asyncio.CancelledError as e:
        print("awaiter got", repr(e))
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("result() raises", repr(e))
    try:
        t.exception()
    except asyncio.CancelledError as e:
        print("exception() raises", repr(e))

    # cancelled before its first step: the body never runs
    t = asyncio.create_task(middle("three", 1))
    t.cancel()
    await asyncio.sleep(0)
    print("never started:", t.cancelled())

    # cancels itself: raised at its next await
    async def self_cancel():
        asyncio.current_task().cancel("self")
        print("still running after cancel()")
        try:
            await asyncio.sleep(0)
        except asyncio.CancelledError as e:
            print("next await raised", e.args)
            raise

    t = asyncio.create_task(self_cancel())
    await asyncio.sleep(0.001)
    print("self-cancelled:", t.cancelled())

    # cancelled in sleep(0)
    async def spinner():
        n = 0
        try:
            while True:
                n += 1
                await asyncio.sleep(0)
        finally:
            print("spinner stopped after a few turns:", n > 1)

    t = asyncio.create_task(spinner())
    for _ in range(3):
        await asyncio.sleep(0)
    t.cancel()
    await asyncio.sleep(0)
    print("spinner cancelled:", t.cancelled())

    # BaseException, not Exception
    t = asyncio.create_task(not_exception())
    await asyncio.sleep(0)
    t.cancel()
    await asyncio.sleep(0)
    print(t.cancelled(), issubclass(asyncio.CancelledError, BaseException),
          issubclass(asyncio.CancelledError, Exception))

    # cancelling a task that awaits another task cancels the inner one too
    inner = asyncio.create_task(leaf("inner", 1), name="inner")

    async def outer_waiter():
        try:
            await inner
        except asyncio.CancelledError:
            print("outer: cancelled while awaiting inner")
            raise

    outer = asyncio.create_task(outer_waiter())
    await asyncio.sleep(0.001)
    outer.cancel()
    await asyncio.sleep(0.001)
    print("outer", outer.cancelled(), "inner", inner.cancelled())

    # a coroutine that swallows the cancellation finishes normally
    async def stubborn():
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print("stubborn: ignoring cancel, cancelling() =", asyncio.current_task().cancelling())
            asyncio.current_task().uncancel()
        await asyncio.sleep(0)
        return "finished anyway"

    t = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    t.cancel()
    print(await t, t.cancelled(), t.cancelling())

    # a cancel() while the task runs, then it returns without awaiting: cancelled
    async def quick():
        asyncio.current_task().cancel("late")
        return 1

    t = asyncio.create_task(quick())
    await asyncio.sleep(0)
    print("quick cancelled:", t.cancelled())
    try:
        t.result()
    except asyncio.CancelledError as e:
        print(repr(e))

    # shield: the awaiting task is cancelled, the shielded one goes on
    go = asyncio.Event()

    async def gated():
        try:
            await go.wait()
            print("protected released")
            return "protected"
        finally:
            print("protected finally")

    protected = asyncio.create_task(gated())

    async def shielded_wait():
        try:
            return await asyncio.shield(protected)
        except asyncio.CancelledError:
            print("shielded_wait cancelled; protected done?", protected.done())
            raise

    t = asyncio.create_task(shielded_wait())
    await asyncio.sleep(0)
    t.cancel()
    await asyncio.sleep(0)
    print("waiter cancelled", t.cancelled(), "protected cancelled", protected.cancelled())
    go.set()
    print("protected result", await protected)
    done = asyncio.get_running_loop().create_future()
    done.set_result(7)
    print(asyncio.shield(done) is done, await asyncio.shield(leaf("direct", 0)))

    # cancelling gather cancels its children
    g = asyncio.gather(leaf("g1", 1), leaf("g2", 1))
    await asyncio.sleep(0)
    print("gather cancel ->", g.cancel())
    try:
        await g
    except asyncio.CancelledError as e:
        print("gather awaiter got", type(e).__name__)
    print("gather cancelled", g.cancelled())

    # the awaiting main task itself: cancelled from another task
    me = asyncio.current_task()

    async def killer():
        me.cancel("from killer")

    asyncio.create_task(killer())
    try:
        await asyncio.sleep(1)
    except asyncio.CancelledError as e:
        print("main got", e.args, "cancelling", me.cancelling(), "uncancel", me.uncancel())
    return "main done"


print(asyncio.run(main()))
