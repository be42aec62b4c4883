# throw() and close() go through yield from and await to the innermost
# generator (PEP 380): its handlers and finally blocks run, a value it yields
# or returns comes back out, a delegate without throw or a failing close.
def sub():
    try:
        yield 1
        yield 2
    except KeyError as e:
        print("sub caught", e)
        yield 99
    finally:
        print("sub finally")
def gen():
    r = yield from sub()
    print("gen after", r)
g = gen(); print(next(g)); g.close(); print("closed")
g = gen(); print(next(g)); print(g.throw(KeyError("k")))
g.close()
async def inner():
    try:
        await Sleep()
    finally:
        print("inner finally")
class Sleep:
    def __await__(self):
        yield "tick"
async def outer():
    await inner()
c = outer(); print(c.send(None)); c.close(); print("coro closed")
c = outer(); c.send(None)
try:
    c.throw(ValueError("v"))
except ValueError as e:
    print("propagated", e)
def returns_on_throw():
    try:
        yield "a"
    except ValueError:
        return "handled"
def middle():
    r = yield from returns_on_throw()
    print("middle got", r)
    yield "after"
def top():
    yield from middle()
t = top(); print(next(t)); print(t.throw(ValueError())); print(list(t))
class WithThrow:
    def __iter__(self):
        return self
    def __next__(self):
        return 1
    def throw(self, *a):
        raise StopIteration("from throw")
def uses_custom():
    r = yield from WithThrow()
    yield r
u = uses_custom(); next(u); print(u.throw(KeyError()))
class NoThrow:
    def __iter__(self):
        return self
    def __next__(self):
        return 2
def plain():
    try:
        yield from NoThrow()
    except KeyError:
        yield "caught in plain"
p = plain(); next(p); print(p.throw(KeyError()))
def bad_close():
    try:
        yield 1
    finally:
        raise RuntimeError("close failed")
def outer_close():
    try:
        yield from bad_close()
    except RuntimeError as e:
        print("outer saw", e)
        raise
o = outer_close(); next(o)
try:
    o.close()
except RuntimeError as e:
    print("close raised", e)
for n in range(30):
    gg = top(); next(gg)
    assert gg.throw(ValueError()) == "after"
print("loop ok")
