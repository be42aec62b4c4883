# asyncio.TaskGroup (3.11) driven through __aenter__/__aexit__: waits for all tasks, names, results; a failing
# task cancels its siblings and the body and the errors come out as an ExceptionGroup; an error in the body;
# the parent cancelled from outside; state errors (not entered, entered twice, finished)
import asyncio


async def turns(n):
    for _ in range(n):
        await asyncio.sleep(0)


async def worker(name, n, error=None):
    try:
        await turns(n)
    except asyncio.CancelledError:
        print(name, "cancelled")
        raise
    if error is not None:
        print(name, "fails")
        raise error
    print(name, "finished")
    return name.upper()


async def group_body(tg, body_turns):
    """The body of `async with tg:`, written with explicit calls."""
    await tg.__aenter__()
    try:
        tasks = [tg.create_task(worker("one", 1)), tg.create_task(worker("two", 3), name="second")]
        await turns(body_turns)
        print("body done")
    except BaseException as e:
        print("body interrupted by", type(e).__name__)
        if await tg.__aexit__(type(e), e, None):
            return None
        raise
    else:
        await tg.__aexit__(None, None, None)
    return tasks


async def main():
    tg = asyncio.TaskGroup()
    print(repr(tg))
    c = worker("x", 0)
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print(type(e).__name__, e)
    c.close()
    tasks = await group_body(tg, 0)
    print([t.result() for t in tasks], tasks[1].get_name(), repr(tg))
    c = worker("y", 0)
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print(type(e).__name__, e)
    c.close()
    try:
        await tg.__aenter__()
    except RuntimeError as e:
        print(type(e).__name__, e)

    # a failing task cancels the others and the body
    tg = asyncio.TaskGroup()
    await tg.__aenter__()
    tg.create_task(worker("slow", 10))
    tg.create_task(worker("bad", 1, error=ValueError("boom")))
    print(repr(tg))
    try:
        await turns(5)
        print("body not cancelled?")
        await tg.__aexit__(None, None, None)
    except asyncio.CancelledError as e:
        print("body cancelled")
        try:
            await tg.__aexit__(type(e), e, None)
        except Exception as eg:
            print(type(eg).__name__, "|", eg, "|", repr(eg))
            print(eg.exceptions, eg.message, isinstance(eg, Exception))
    print("parent cancelling() after the group:", asyncio.current_task().cancelling())

    # two failures are both in the group
    tg = asyncio.TaskGroup()
    await tg.__aenter__()
    tg.create_task(worker("bad1", 1, error=KeyError("k")))
    tg.create_task(worker("bad2", 1, error=TypeError("t")))
    try:
        await tg.__aexit__(None, None, None)
    except Exception as eg:
        print(type(eg).__name__, eg, sorted(type(e).__name__ for e in eg.exceptions))

    # an error in the body cancels the tasks; it is the only one in the group
    tg = asyncio.TaskGroup()
    await tg.__aenter__()
    tg.create_task(worker("victim", 5))
    await turns(1)
    try:
        1 / 0
    except ZeroDivisionError as e:
        try:
            await tg.__aexit__(type(e), e, None)
        except Exception as eg:
            print(type(eg).__name__, repr(eg))

    # the task running the group is cancelled from outside: CancelledError, not a group
    async def runs_group():
        return await group_body(asyncio.TaskGroup(), 10)

    t = asyncio.create_task(runs_group())
    await turns(2)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("outer task cancelled:", t.cancelled())

    # a task added while the group waits on exit still counts
    tg = asyncio.TaskGroup()
    await tg.__aenter__()

    async def spawner():
        await turns(1)
        tg.create_task(worker("late", 2))
        print("spawned", repr(tg))

    tg.create_task(spawner())
    await tg.__aexit__(None, None, None)
    print("all done", repr(tg))


asyncio.run(main())
