class Sleep:
    def __init__(self, n):
        self.n = n
    def __await__(self):
        for i in range(self.n):
            yield ("tick", i)
        return self.n * 10

async def child(n):
    got = await Sleep(n)
    return got + 1

async def parent():
    a = await child(2)
    b = await child(1)
    return a + b

def run(coro):
    steps = []
    try:
        while True:
            steps.append(coro.send(None))
    except StopIteration as e:
        return steps, e.value

c = parent()
print(type(c).__name__)
print(run(c))
async def simple():
    return 42
print(run(simple()))
def scheduler(tasks):
    results = {}
    while tasks:
        name, t = tasks.pop(0)
        try:
            t.send(None)
            tasks.append((name, t))
        except StopIteration as e:
            results[name] = e.value
    return results
print(scheduler([("a", child(3)), ("b", child(1)), ("c", parent())]))
