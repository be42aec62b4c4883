# asyncio tasks and futures: create_task, names, done/result/exception, add/remove_done_callback, Future states
# and errors, awaiting futures set by callbacks, current_task/all_tasks, iscoroutine/isfuture, ensure_future,
# bad awaits
import asyncio


async def work(name, delay, result):
    print("start", name)
    await asyncio.sleep(delay)
    print("end", name)
    return result


async def fail(msg):
    await asyncio.sleep(0)
    raise ValueError(msg)


def on_done(fut):
    print("callback: done", fut.done(), "cancelled", fut.cancelled())


async def main():
    me = asyncio.current_task()
    print("main task", me.get_name(), me.done(), me in asyncio.all_tasks())
    t1 = asyncio.create_task(work("a", 0.01, 1))
    t2 = asyncio.create_task(work("b", 0.001, 2), name="second")
    print(t1.get_name(), t2.get_name(), t1.done())
    t1.set_name(99)
    print(repr(t1.get_name()))
    t1.add_done_callback(on_done)
    print(sorted(t.get_name() for t in asyncio.all_tasks()))
    print("results", await t1, await t2, t1.result(), t1.exception(), t1.done())
    print(sorted(t.get_name() for t in asyncio.all_tasks()))

    t3 = asyncio.create_task(fail("broken"))
    try:
        await t3
    except ValueError as e:
        print("awaited failure:", type(e).__name__, e)
    print(t3.done(), t3.cancelled(), repr(t3.exception()))
    try:
        t3.result()
    except ValueError as e:
        print("result() raises", e)

    t4 = asyncio.create_task(work("c", 0, None))
    try:
        t4.result()
    except asyncio.InvalidStateError as e:
        print(type(e).__name__, e)
    try:
        t4.exception()
    except asyncio.InvalidStateError as e:
        print(type(e).__name__, e)
    for call in (lambda: t4.set_result(1), lambda: t4.set_exception(ValueError())):
        try:
            call()
        except RuntimeError as e:
            print(type(e).__name__, e)
    await t4
    print(asyncio.iscoroutine(t4.get_coro()))

    # Futures
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    print(repr(fut), fut.get_loop() is loop, asyncio.isfuture(fut), asyncio.isfuture(t4), asyncio.isfuture(5))
    loop.call_later(0.001, fut.set_result, "from a timer")
    print("awaited", await fut)
    print(repr(fut))
    for call in (lambda: fut.set_result(2), lambda: fut.set_exception(ValueError()), fut.cancel):
        try:
            print(call())
        except asyncio.InvalidStateError as e:
            print(type(e).__name__, e)
    f2 = loop.create_future()
    f2.add_done_callback(print)
    f2.add_done_callback(print)
    f2.add_done_callback(id)
    print(repr(f2))
    print(f2.remove_done_callback(print), repr(f2))
    f2.set_exception(KeyError)
    print(repr(f2), repr(f2.exception()))
    await asyncio.sleep(0)
    f3 = loop.create_future()
    for bad in (StopIteration, StopIteration("x"), 5):
        try:
            f3.set_exception(bad)
        except TypeError as e:
            print(type(e).__name__, e)
    print(f3.cancel("why"), f3.cancelled(), f3.done(), repr(f3))
    try:
        f3.result()
    except asyncio.CancelledError as e:
        print("cancelled future:", repr(e))
    f4 = asyncio.Future()
    f4.set_result([1, 2, 3, 4, 5, 6, 7, 8])
    print(repr(f4))
    f4.add_done_callback(on_done)
    await asyncio.sleep(0)

    # ensure_future and awaitables
    print(asyncio.ensure_future(f4) is f4)
    c = work("d", 0, "d-result")
    print(asyncio.iscoroutine(c), asyncio.iscoroutine(work), asyncio.iscoroutine(f4))
    t5 = asyncio.ensure_future(c)
    print(type(t5).__name__, await t5)

    class Awaitable:
        def __await__(self):
            fut = asyncio.get_running_loop().create_future()
            asyncio.get_running_loop().call_soon(fut.set_result, None)
            yield from fut.__await__()
            return "custom"

    print(await Awaitable(), await asyncio.ensure_future(Awaitable()))
    try:
        asyncio.ensure_future(5)
    except TypeError as e:
        print(type(e).__name__, e)
    try:
        asyncio.create_task(5)
    except TypeError as e:
        print(type(e).__name__, e)
    print(asyncio.iscoroutinefunction(print), asyncio.iscoroutinefunction(5))

    class BadYield:
        def __await__(self):
            yield "not a future"

    try:
        await asyncio.create_task(BadYield().__await__())
    except RuntimeError as e:
        print(type(e).__name__, e)

    async def self_await():
        await asyncio.current_task()

    try:
        await asyncio.create_task(self_await(), name="selfish")
    except RuntimeError as e:
        print(type(e).__name__, str(e).split(":")[0])
    return "main result"


print(asyncio.run(main()))
try:
    asyncio.current_task()
except RuntimeError as e:
    print(type(e).__name__, e)
loop = asyncio.new_event_loop()
print(asyncio.current_task(loop), asyncio.all_tasks(loop))
t = loop.create_task(work("e", 0, 5))
print(t.get_name(), len(asyncio.all_tasks(loop)), t.done())
print(loop.run_until_complete(t), t.done(), asyncio.all_tasks(loop))
loop.close()
