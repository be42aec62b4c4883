# An async generator consumed by async for under asyncio.run, closed early.
import asyncio

async def ticker(n, delay):
    try:
        for i in range(n):
            await asyncio.sleep(delay)
            yield i
    finally:
        print("ticker cleanup")

async def consume():
    total = 0
    async for v in ticker(4, 0.001):
        total += v
    print("total", total)
    agen = ticker(10, 0.001)
    async for v in agen:
        if v == 2:
            break
    await agen.aclose()
    return total

print(asyncio.run(consume()))
