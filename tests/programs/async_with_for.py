# async with and async for (driven by hand: coroutine.send), with exceptions
# suppressed or not, early exits, else clauses, nesting and errors.
class Manager:
    def __init__(self, name, suppress=False):
        self.name, self.suppress = name, suppress
    async def __aenter__(self):
        print("enter", self.name)
        return self.name.upper()
    async def __aexit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, v, tb is not None)
        return self.suppress

class Ticker:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        self.i = 0
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i

async def main():
    async with Manager("a") as x:
        print("body", x)
    async with Manager("b", suppress=True):
        raise ValueError("swallowed")
    print("after b")
    try:
        async with Manager("c"):
            raise KeyError("kept")
    except KeyError as e:
        print("caught", e)
    async with Manager("d") as d, Manager("e") as e:
        print("two", d, e)
    for i in range(3):
        async with Manager("loop%d" % i):
            if i == 1:
                continue
            if i == 2:
                break
            print("in loop", i)
    total = 0
    async for v in Ticker(4):
        total += v
    else:
        print("else ran", total)
    async for v in Ticker(10):
        if v == 3:
            break
    else:
        print("not printed")
    print("broke at", v)
    async for a, b in Pairs():
        print("pair", a, b)
    return await helper()

class Pairs:
    def __aiter__(self):
        return PairIter()
class PairIter:
    def __init__(self):
        self.k = 0
    async def __anext__(self):
        self.k += 1
        if self.k > 2:
            raise StopAsyncIteration
        return self.k, self.k * 10

async def helper():
    async with Manager("ret"):
        return "returned"

def run(coro):
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value

print(run(main()))
for src in ["async def f():\n    pass\nasync with x:\n    pass\n", "def g():\n    async for i in x:\n        pass\n"]:
    try:
        compile(src, "<s>", "exec")
    except SyntaxError as e:
        print(type(e).__name__, e)
