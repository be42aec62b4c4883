# A traceback through a chain of awaits, driven by send() as an event loop
# drives it: each coroutine at its await, with the await's marks.
class Later:
    def __await__(self):
        yield "waiting"
        raise LookupError("gone")
async def fetch(n):
    value = await Later()
    return value
async def pipeline():
    result = [await fetch(1)]
    return result
c = pipeline()
c.send(None)
c.send(None)
