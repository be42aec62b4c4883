# Asynchronous comprehensions: async for in list, set and dict comprehensions
# (with ifs and nested plain for), over async generators and __aiter__
# objects, errors passing through, and the compile error outside async def.
class Tick:
    def __await__(self):
        yield "tick"
        return None

async def agen(n):
    for i in range(n):
        await Tick()
        yield i

class Counter:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        self.i = 0
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await Tick()
        return self.i

async def boom():
    yield 1
    raise KeyError("inside")

async def main():
    print([x * 2 async for x in agen(4)])
    print({x % 3 async for x in Counter(7)})
    print({x: y async for x in agen(3) for y in "ab" if x != 1})
    print([x async for x in Counter(5) if x % 2])
    try:
        [x async for x in boom()]
    except KeyError as e:
        print("propagated", e)
    return "done"

def run(coro):
    while True:
        try:
            coro.send(None)
        except StopIteration as stop:
            return stop.value

print(run(main()))
try:
    compile("def f():\n    return [x async for x in y]\n", "<s>", "exec")
except SyntaxError as e:
    print(type(e).__name__, e)
