# A traceback through a chain of `yield from`s names every generator of the
# chain at its `yield from`, outermost first, then the one that raised.
def leaf(n):
    yield n
    return 10 // (n - n)
def middle(n):
    r = yield from leaf(n)
    yield r
def outer():
    yield from middle(3)
    yield "never"
def use():
    total = 0
    for v in outer():
        total += v
    return total
use()
