# try/except/else/finally ordering: which blocks run, in which order, what
# a return/break/continue inside finally does, and exceptions raised inside
# handlers and finally blocks.
log = []

def step(kind):
    log.clear()
    try:
        log.append("try")
        if kind == "value":
            raise ValueError("v")
        if kind == "key":
            raise KeyError("k")
        if kind == "return":
            return "returned-from-try"
    except ValueError as e:
        log.append("except ValueError " + str(e))
    except LookupError as e:
        log.append("except LookupError " + repr(e))
        return "returned-from-except"
    else:
        log.append("else")
    finally:
        log.append("finally")
    log.append("after")
    return "fell-through"

for kind in ["none", "value", "key", "return"]:
    r = step(kind)
    print(kind, r, log)

def finally_overrides():
    try:
        return "try"
    finally:
        return "finally"
print(finally_overrides())

def finally_swallows():
    try:
        raise RuntimeError("lost")
    finally:
        return "swallowed"
print(finally_swallows())

def loop_control():
    out = []
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append("f" + str(i))
    return out
print(loop_control())

def handler_raises():
    try:
        try:
            1 / 0
        except ZeroDivisionError:
            raise ValueError("from handler")
        finally:
            print("  inner finally runs")
    except ValueError as e:
        return "outer caught " + str(e) + " context=" + type(e.__context__).__name__
print(handler_raises())

def finally_raises():
    try:
        try:
            raise KeyError("original")
        finally:
            raise TypeError("replacement")
    except Exception as e:
        return type(e).__name__ + " ctx=" + repr(e.__context__)
print(finally_raises())

# exception variable is deleted after the handler
def name_cleared():
    e = "before"
    try:
        raise ValueError("x")
    except ValueError as e:
        pass
    try:
        return e
    except UnboundLocalError as err:
        return "unbound: " + str(err)
print(name_cleared())

# nested try in loops with else on the loop
def find_first_int(items):
    for it in items:
        try:
            v = int(it)
        except (ValueError, TypeError):
            continue
        else:
            return v
    else:
        return None
print(find_first_int(["a", None, "12", "3"]), find_first_int([]), find_first_int(["x", [1]]))

# a counter of cleanup runs with generators and early return
cleanups = []
def resource(name):
    try:
        yield name + "-1"
        yield name + "-2"
    finally:
        cleanups.append(name)
for v in resource("a"):
    print("got", v)
g = resource("b")
print(next(g))
g.close()
print(cleanups)

# while loop with try/finally and return
def countdown(n):
    seen = []
    while True:
        try:
            if n == 0:
                return seen
            seen.append(n)
        finally:
            n -= 1
print(countdown(3))
