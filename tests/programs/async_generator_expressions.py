import asyncio

async def arange(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i

async def double(x):
    await asyncio.sleep(0)
    return 2 * x

agen = (i * i async for i in arange(5))
print(type(agen).__name__)

async def main():
    print([x async for x in (i * i async for i in arange(5))])
    g = (i + j async for i in arange(3) for j in range(2) if (i + j) % 2 == 0)
    out = []
    async for v in g:
        out.append(v)
    print(out)
    print([v async for v in (await double(i) for i in range(4))])
    print([v async for v in (i async for i in arange(6) if i % 2)])
    g2 = (i async for i in arange(3))
    print(await g2.__anext__(), await g2.__anext__())
    print(await anext(g2), await anext(g2, "done"))
    nested = (x async for x in agen)
    print(sum([y async for y in nested]))

asyncio.run(main())

class Ticker:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.n == 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n

async def more():
    print([t async for t in aiter(Ticker(3))])
    t = Ticker(1)
    print(await anext(t), await anext(t, None))
    for bad in (lambda: aiter(5), lambda: anext(5)):
        try:
            bad()
        except TypeError as e:
            print("TypeError:", e)
    try:
        await anext(Ticker(0))
    except StopAsyncIteration:
        print("StopAsyncIteration")

asyncio.run(more())
