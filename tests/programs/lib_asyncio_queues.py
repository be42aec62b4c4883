# asyncio queues: Queue (FIFO, maxsize, put/get waiting, put_nowait/get_nowait errors QueueFull/QueueEmpty,
# task_done/join, qsize/empty/full, str), PriorityQueue, LifoQueue, producers and consumers, cancelled getters
import asyncio


async def main():
    q = asyncio.Queue()
    print(str(q), q.maxsize, q.qsize(), q.empty(), q.full())
    for i in range(3):
        q.put_nowait(i)
    print(str(q), q.qsize(), q.empty())
    print([q.get_nowait() for _ in range(3)], str(q))
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print(type(e).__name__, repr(e), isinstance(e, Exception))
    for _ in range(3):
        q.task_done()
    print(str(q))
    try:
        q.task_done()
    except ValueError as e:
        print(type(e).__name__, e)

    small = asyncio.Queue(maxsize=2)
    await small.put("a")
    small.put_nowait("b")
    print(str(small), small.full())
    try:
        small.put_nowait("c")
    except asyncio.QueueFull as e:
        print(type(e).__name__, repr(e))

    async def late_put():
        print("put waits while full")
        await small.put("c")
        print("put done", str(small))

    t = asyncio.create_task(late_put())
    await asyncio.sleep(0)
    print(str(small))
    print("get", await small.get())
    await t
    print([await small.get() for _ in range(2)], str(small))

    # a getter waits for a put
    async def getter(name):
        item = await q.get()
        print(name, "got", item)
        q.task_done()

    getters = [asyncio.create_task(getter(f"G{i}")) for i in range(2)]
    await asyncio.sleep(0)
    print(str(q))
    q.put_nowait("first")
    q.put_nowait("second")
    await asyncio.gather(*getters)
    print(str(q))

    # producers and consumers with join()
    work = asyncio.Queue(maxsize=3)
    done = []

    async def producer(name, count):
        for i in range(count):
            await work.put(f"{name}{i}")
        print(name, "produced", count)

    async def consumer(name):
        while True:
            item = await work.get()
            await asyncio.sleep(0)
            done.append((name, item))
            work.task_done()

    consumers = [asyncio.create_task(consumer(f"C{i}")) for i in range(2)]
    await asyncio.gather(producer("p", 4), producer("q", 3))
    await work.join()
    print("joined", len(done), sorted(item for _, item in done), str(work))
    for c in consumers:
        c.cancel()
    await asyncio.gather(*consumers, return_exceptions=True)
    print([c.cancelled() for c in consumers])
    await work.join()
    print("join with nothing left returns at once")

    # a cancelled getter leaves the item for the next one
    q2 = asyncio.Queue()

    async def patient(name):
        try:
            print(name, "got", await q2.get())
        except asyncio.CancelledError:
            print(name, "cancelled")
            raise

    ts = [asyncio.create_task(patient(f"P{i}")) for i in range(2)]
    await asyncio.sleep(0)
    q2.put_nowait("only item")
    ts[0].cancel()
    await asyncio.gather(*ts, return_exceptions=True)
    print(str(q2))

    # PriorityQueue and LifoQueue
    pq = asyncio.PriorityQueue()
    for item in [(3, "c"), (1, "a"), (2, "b"), (1, "a0")]:
        pq.put_nowait(item)
    print(str(pq))
    print([pq.get_nowait() for _ in range(4)])
    lq = asyncio.LifoQueue(maxsize=3)
    for item in "xyz":
        await lq.put(item)
    print(str(lq), lq.full())
    print([await lq.get() for _ in range(3)])
    print(isinstance(pq, asyncio.Queue), isinstance(lq, asyncio.Queue), asyncio.Queue.__name__)

    class Shout(asyncio.Queue):
        def _put(self, item):
            super()._put(item.upper())

    sq = Shout()
    sq.put_nowait("hi")
    print(str(sq), sq.get_nowait())


asyncio.run(main())
