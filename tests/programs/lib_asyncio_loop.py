# asyncio event loop: run, get_event_loop/new_event_loop/set_event_loop/get_running_loop, run_until_complete,
# run_forever/stop, call_soon/call_later/call_at ordering, handles, time, close, is_running/is_closed, errors
import asyncio

log = []


async def answer():
    return 42


print(asyncio.run(answer()))
try:
    asyncio.get_event_loop()
except RuntimeError as e:
    print(type(e).__name__, e)

loop = asyncio.new_event_loop()
asyncio.set_event_loop(loop)
print(asyncio.get_event_loop() is loop, loop.is_running(), loop.is_closed())
print(repr(loop))
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    asyncio.set_event_loop(5)
except TypeError as e:
    print(type(e).__name__, e)

# call_soon runs in order; callbacks scheduled by callbacks run on the next turn
def note(*args):
    log.append(args)


def chain(n):
    log.append(("chain", n))
    if n:
        loop.call_soon(chain, n - 1)


loop.call_soon(note, "a", 1)
loop.call_soon(chain, 2)
loop.call_soon(note, "b")
h = loop.call_soon(print, "cancelled")
print(repr(h), h.cancelled())
h.cancel()
print(repr(h), h.cancelled())
loop.call_soon(loop.stop)
loop.run_forever()
print(log)
log.clear()
loop.run_until_complete(asyncio.sleep(0))
print(log)
log.clear()

# timers fire in time order, whatever the order they were made in
start = loop.time()
loop.call_at(start + 0.03, note, "late")
loop.call_later(0.01, note, "early")
loop.call_at(start + 0.02, note, "middle")
t = loop.call_later(0.015, note, "never")
t.cancel()
print(type(t).__name__, t.cancelled(), t.when() > start)
loop.call_at(start + 0.04, loop.stop)
loop.run_forever()
print(log, loop.time() - start >= 0.04)
log.clear()
try:
    loop.call_later(None, note)
except TypeError as e:
    print(type(e).__name__, e)


async def inside():
    running = asyncio.get_running_loop()
    print("running", running is loop, loop.is_running(), asyncio.get_event_loop() is loop)
    loop.call_soon(note, "soon")
    await asyncio.sleep(0)
    print("after one turn", log)
    try:
        loop.run_until_complete(answer())
    except RuntimeError as e:
        print(type(e).__name__, e)
    c = answer()
    try:
        asyncio.run(c)
    except RuntimeError as e:
        print(type(e).__name__, e)
    c.close()
    try:
        loop.close()
    except RuntimeError as e:
        print(type(e).__name__, e)
    return "inside done"


print(loop.run_until_complete(inside()))


async def stopper():
    loop.stop()
    print("stop asked", loop.is_running())
    await asyncio.sleep(0)
    print("stopper resumed")


task = loop.create_task(stopper())
loop.run_forever()
print("run_forever returned", task.done())
try:
    loop.run_until_complete(stopper())
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    loop.run_until_complete(5)
except TypeError as e:
    print(type(e).__name__, e)

# exception handler gets failing callbacks
def bad():
    raise ValueError("callback failed")


def handler(lp, context):
    # the message ends with where bad() is defined in CPython: left out
    print("handler:", lp is loop, context["message"].split(" at ")[0], repr(context["exception"]), sorted(context))


loop.set_exception_handler(handler)
print(loop.get_exception_handler() is handler)
loop.call_soon(bad)
loop.run_until_complete(asyncio.sleep(0))
loop.call_exception_handler({"message": "by hand", "exception": KeyError("k")})
loop.set_exception_handler(None)
try:
    loop.set_exception_handler(5)
except TypeError as e:
    print(type(e).__name__, e)

loop.close()
loop.close()
print(repr(loop))
for what in (lambda: loop.call_soon(note), lambda: loop.run_forever(), lambda: loop.create_task(answer())):
    try:
        what()
    except RuntimeError as e:
        print(type(e).__name__, e)
asyncio.set_event_loop(None)
try:
    asyncio.get_event_loop()
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    asyncio.run(5)
except ValueError as e:
    print(type(e).__name__, e)

with asyncio.Runner() as runner:
    print(runner.run(answer()), runner.get_loop().is_closed())
try:
    runner.run(answer())
except RuntimeError as e:
    print(type(e).__name__, e)
