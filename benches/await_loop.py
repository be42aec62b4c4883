# Coroutines awaited in a loop, as asyncio code awaits its helpers: each
# awaited coroutine runs to its return without suspending, one awaiting
# another in turn. The loop's coroutine is driven by send(), as an event
# loop drives a task.
import sys


async def add(a, b):
    return a + b


async def scaled(x):
    y = await add(x, 1)
    return y * 2


async def main(n):
    t = 0
    for i in range(n):
        t += await add(i, 1)
        t += await scaled(i) & 1023
    return t


def run(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return e.value


n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000000
print(run(main(n)))
