# generator.throw(type, value): an instance of the type is thrown as it is, a tuple gives the arguments, None none
def watcher():
    while True:
        try:
            yield
        except Exception as e:
            print("caught", type(e).__name__, repr(e), e.args)


g = watcher()
next(g)
g.throw(KeyError, KeyError("k"))
g.throw(ValueError, ("a", 2))
g.throw(ValueError, None)
g.throw(ValueError, "text")
g.throw(LookupError, KeyError("sub"))
g.throw(TypeError("instance alone"))
for i in range(300):
    g.throw(IndexError, IndexError(i)) if i % 100 == 0 else None
