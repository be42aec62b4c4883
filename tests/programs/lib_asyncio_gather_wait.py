# asyncio gather (result order, return_exceptions, duplicates, no arguments, first error), wait
# (FIRST_COMPLETED/FIRST_EXCEPTION/ALL_COMPLETED, timeout, argument errors) and as_completed (completion order,
# timeout); jobs take a number of loop turns so the order of events is fixed
import asyncio


async def job(name, turns, result=None, error=None):
    try:
        for _ in range(turns):
            await asyncio.sleep(0)
    except asyncio.CancelledError:
        print(name, "cancelled")
        raise
    if error is not None:
        print(name, "raising")
        raise error
    print(name, "done")
    return result if result is not None else name


async def until_set(event, name):
    await event.wait()
    print(name, "released")
    return name


def names(tasks):
    return sorted(t.get_name() for t in tasks)


async def main():
    # gather: results in argument order, whatever the completion order
    print(await asyncio.gather(job("a", 3), job("b", 1), job("c", 2)))
    print(await asyncio.gather())
    t = asyncio.create_task(job("dup", 1))
    print(await asyncio.gather(t, t, job("x", 0)))
    print(await asyncio.gather(job("ok", 2), job("bad", 1, error=ValueError("v")), return_exceptions=True))
    try:
        await asyncio.gather(job("slow", 3), job("bad2", 1, error=KeyError("k")))
    except KeyError as e:
        print("gather raised", repr(e))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    gate = asyncio.Event()
    to_cancel = asyncio.create_task(until_set(gate, "to-cancel"))
    other = asyncio.create_task(job("other", 3))
    asyncio.get_running_loop().call_soon(to_cancel.cancel, "msg")
    res = await asyncio.gather(to_cancel, other, return_exceptions=True)
    print([repr(r) for r in res])
    g = asyncio.gather(job("g", 1))
    print(type(g).__name__, asyncio.isfuture(g), await g)

    # wait
    ev2, ev3 = asyncio.Event(), asyncio.Event()
    t1 = asyncio.create_task(job("w1", 1), name="w1")
    t2 = asyncio.create_task(until_set(ev2, "w2"), name="w2")
    t3 = asyncio.create_task(until_set(ev3, "w3"), name="w3")
    done, pending = await asyncio.wait([t1, t2, t3], return_when=asyncio.FIRST_COMPLETED)
    print("first completed:", names(done), names(pending))
    done, pending = await asyncio.wait([t1, t2, t3], timeout=0.002)
    print("timeout:", names(done), names(pending))
    ev2.set()
    done, pending = await asyncio.wait([t2, t3], return_when=asyncio.FIRST_COMPLETED)
    print("first completed:", names(done), names(pending))
    asyncio.get_running_loop().call_soon(ev3.set)
    done, pending = await asyncio.wait([t1, t2, t3])
    print("all:", names(done), names(pending))
    e1 = asyncio.create_task(job("e1", 2, error=ValueError("e1")), name="e1")
    e2 = asyncio.create_task(job("e2", 1), name="e2")
    e3 = asyncio.create_task(job("e3", 4), name="e3")
    done, pending = await asyncio.wait({e1, e2, e3}, return_when=asyncio.FIRST_EXCEPTION)
    print("first exception:", names(done), names(pending), repr(e1.exception()))
    await e3
    e4 = asyncio.create_task(job("e4", 1), name="e4")
    done, pending = await asyncio.wait([e4], return_when=asyncio.FIRST_EXCEPTION)
    print("no exception:", names(done), names(pending))
    print(asyncio.FIRST_COMPLETED, asyncio.FIRST_EXCEPTION, asyncio.ALL_COMPLETED)
    c = job("never", 0)
    for args, kwargs in (([], {}), ([t1], {"return_when": "SOMETIMES"}), (t1, {}), ([c], {})):
        try:
            await asyncio.wait(args, **kwargs)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
    c.close()

    # as_completed: each await gives the next result to come
    coros = [job("ac3", 7, 3), job("ac1", 1, 1), job("ac2", 4, 2)]
    for next_done in asyncio.as_completed(coros):
        print("as_completed ->", await next_done)
    gate = asyncio.Event()
    # (The timeout leaves "fast" time to finish even while a trace compiles.)
    it = asyncio.as_completed([job("fast", 1), until_set(gate, "blocked")], timeout=0.5)
    for next_done in it:
        try:
            print("got", await next_done)
        except asyncio.TimeoutError as e:
            print("as_completed timeout", repr(e))
    gate.set()
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    lazy = asyncio.as_completed(t1)
    print("as_completed checks on first next():", type(lazy).__name__)
    try:
        next(lazy)
    except TypeError as e:
        print(type(e).__name__, e)


asyncio.run(main())
