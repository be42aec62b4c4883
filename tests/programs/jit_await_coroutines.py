# `await` of coroutines (and `yield from` of generators) inside hot loops:
# the awaited coroutine's frame is inlined into the loop's trace when it
# runs to its return, resumed out of line when it cannot be (recursion),
# and every way out of it keeps CPython's behaviour: a coroutine that
# suspends on a custom awaitable, exceptions raised inside and caught by
# the awaiting loop, values whose type changes mid-run, a coroutine
# awaited twice, and try/finally around an await.


class Ticket:
    """An awaitable that suspends once, handing its number to the driver."""

    def __init__(self, n):
        self.n = n

    def __await__(self):
        got = yield self.n
        return got * 2


async def add(a, b):
    return a + b


async def scaled(x):
    y = await add(x, 1)
    return y * 2


async def fact(n):
    if n <= 1:
        return 1
    return n * await fact(n - 1)


async def checked(x):
    if x % 97 == 0:
        raise ValueError("bad %d" % x)
    return x


async def waits(x):
    if x % 50 == 0:
        return await Ticket(x)
    return x


async def guarded(x, log):
    try:
        return await add(x, x)
    finally:
        if x % 200 == 0:
            log.append(x)


async def main(n):
    t = 0
    for i in range(n):
        t += await add(i, 1)
        t += await scaled(i)
    out = [t]
    t = 0
    for i in range(n):
        t += await fact(i % 6)
    out.append(t)
    caught = 0
    t = 0
    for i in range(n):
        try:
            t += await checked(i)
        except ValueError as e:
            caught += 1
            last = str(e)
    out.append((t, caught, last))
    t = 0
    for i in range(n):
        t += await waits(i)
    out.append(t)
    t = 0
    for i in range(n):
        t += await add(i if i < n // 2 else i * 0.5, 1)
    out.append(t)
    log = []
    t = 0
    for i in range(n):
        t += await guarded(i, log)
    out.append((t, log[:5], len(log)))
    return out


def drive(coro):
    sent = None
    suspended = 0
    while True:
        try:
            got = coro.send(sent)
        except StopIteration as e:
            return e.value, suspended
        suspended += 1
        sent = got + 1


def delegating(n):
    def inner(k):
        yield k
        return k * 3

    total = 0
    for i in range(n):
        r = yield from inner(i)
        total += r
    return total


async def twice():
    c = add(1, 2)
    await c
    try:
        await c
    except RuntimeError as e:
        return str(e)


print(drive(main(3000)))
g = delegating(2000)
items = list(g)
print(len(items), sum(items))
print(drive(twice()))
