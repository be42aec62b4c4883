# Nested try blocks and exceptions propagating through several frames.
def level3(x):
    print("  level3 start", x)
    if x < 0:
        raise ValueError("negative: " + str(x))
    r = 100 // x
    print("  level3 end", r)
    return r

def level2(x):
    print(" level2 start", x)
    v = level3(x) + 1
    print(" level2 end", v)
    return v

def level1(x):
    print("level1 start", x)
    try:
        return level2(x) * 2
    finally:
        print("level1 finally", x)

for x in [5, 0, -3]:
    try:
        print("got", level1(x))
    except ZeroDivisionError as e:
        print("main caught ZeroDivisionError:", e)
    except ValueError as e:
        print("main caught ValueError:", e)

def nested(a, b):
    try:
        try:
            r = a // b
            print("inner ok", r)
        except ZeroDivisionError:
            print("inner caught zero")
            raise ValueError("converted")
        finally:
            print("inner finally")
        print("after inner")
    except ValueError as e:
        print("outer caught", e)
    finally:
        print("outer finally")
nested(7, 2)
nested(7, 0)

def recurse(n):
    if n == 0:
        raise KeyError("bottom")
    try:
        recurse(n - 1)
    finally:
        print("unwind", n)
try:
    recurse(4)
except KeyError as e:
    print("caught", repr(e))

def handler_raises():
    try:
        raise IndexError("first")
    except IndexError:
        try:
            raise TypeError("second")
        except TypeError as e2:
            print("inner handler", e2)
        print("back in first handler")
    return "ok"
print(handler_raises())
