# try/except/else/finally in all combinations.
def run(x):
    log = []
    try:
        log.append("try")
        r = 10 // x
        log.append("r=" + str(r))
    except ZeroDivisionError:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log
print(run(2))
print(run(0))

def only_finally(x):
    out = []
    try:
        out.append(100 // x)
    finally:
        out.append("done")
    return out
print(only_finally(5))

def try_else(x):
    try:
        v = [1, 2, 3][x]
    except IndexError:
        print("index error for", x)
        v = -1
    else:
        print("no error, v =", v)
        v = v * 10
    return v
print(try_else(1), try_else(7))

for val in ["12", "x", "3.5", "-4"]:
    try:
        n = int(val)
    except ValueError as e:
        print("bad:", val, "->", e)
    else:
        print("good:", n)
    finally:
        print("checked", repr(val))

try:
    pass
except Exception:
    print("never")
else:
    print("else after empty try")
finally:
    print("finally after empty try")

def multi(k):
    try:
        if k == 0:
            raise KeyError("k0")
        if k == 1:
            raise ValueError("v1")
        if k == 2:
            raise TypeError("t2")
        return "none"
    except KeyError as e:
        return "KeyError " + repr(e)
    except ValueError as e:
        return "ValueError " + str(e)
    except Exception as e:
        return "Exception " + type(e).__name__
for k in range(4):
    print(k, multi(k))
