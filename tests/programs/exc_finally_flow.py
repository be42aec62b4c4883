# finally running on return, break and continue.
def ret_in_try():
    try:
        print("in try")
        return "from try"
    finally:
        print("finally on return")
print(ret_in_try())

def ret_override():
    try:
        return 1
    finally:
        print("finally runs, try value discarded?")
print(ret_override())

def ret_in_except():
    try:
        raise ValueError("x")
    except ValueError:
        print("in except")
        return "from except"
    finally:
        print("finally after except return")
print(ret_in_except())

for i in range(5):
    try:
        if i == 1:
            print("continue at", i)
            continue
        if i == 3:
            print("break at", i)
            break
        print("body", i)
    finally:
        print("finally", i)
print("loop done")

n = 0
while True:
    n += 1
    try:
        if n % 2 == 0:
            continue
        if n > 6:
            break
    finally:
        print("while finally n =", n)
print("n after while", n)

def nested_finally():
    out = []
    for i in range(3):
        try:
            try:
                if i == 1:
                    return out
                out.append(i)
            finally:
                out.append("inner" + str(i))
        finally:
            out.append("outer" + str(i))
    return out
r = nested_finally()
print(r)

def find(items, target):
    for idx, v in enumerate(items):
        try:
            if v == target:
                return idx
        finally:
            print("checked", v)
    return -1
print(find(["a", "b", "c"], "b"))
print(find(["a"], "z"))

def swallow():
    for i in range(3):
        try:
            raise KeyError(i)
        except KeyError:
            continue
        finally:
            print("swallow finally", i)
    return "swallowed"
print(swallow())
