# `await` of coroutines in a hot loop: each awaited coroutine (and the one
# it awaits in turn) runs inlined in the loop's trace, made and finished
# there without being allocated, and no helper resumes it.
async def add(a, b):
    return a + b


async def scaled(x):
    y = await add(x, 1)
    return y * 2


async def main(n):
    t = 0
    for i in range(n):
        t += await scaled(i)
    return t


c = main(3000)
try:
    c.send(None)
except StopIteration as e:
    print(e.value)
