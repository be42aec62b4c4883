# Async generators: async for over them, asend/athrow/aclose, awaits inside
# passing through to the driver, cleanup on close, and the compile-time errors.
class Tick:
    def __await__(self):
        got = yield "tick"
        return got

async def counter(n):
    for i in range(n):
        got = await Tick()
        yield i * 10 + (got or 0)

async def echo():
    received = None
    try:
        while True:
            received = yield received
    finally:
        print("echo closed")

async def main():
    out = []
    async for v in counter(3):
        out.append(v)
    print("collected", out)
    e = echo()
    print(await e.asend(None), await e.asend("a"), await e.asend("b"))
    await e.aclose()
    c = counter(5)
    print(await c.__anext__())
    try:
        await c.athrow(ValueError("boom"))
    except ValueError as err:
        print("athrow propagated", err)
    try:
        await c.__anext__()
    except StopAsyncIteration:
        print("finished after throw")
    return "done"

def run(coro):
    value = None
    while True:
        try:
            step = coro.send(value)
        except StopIteration as stop:
            return stop.value
        value = 1 if step == "tick" else None

print(run(main()))
print(type(counter(1)).__name__)
for src in ["async def f():\n    yield 1\n    return 2\n", "async def f():\n    yield from [1]\n"]:
    try:
        compile(src, "<s>", "exec")
    except SyntaxError as e:
        print(type(e).__name__, e)
