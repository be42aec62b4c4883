# `except E as e` unbinds e when the handler ends (module, function, class
# body); `raise X from C` takes None, an exception or an exception class
# (called), and refuses anything else.
try:
    1 / 0
except ZeroDivisionError as err:
    print("caught", err)
try:
    print(err)
except NameError as e:
    print("NameError", e)


def last_error():
    for i in range(3):
        try:
            if i == 1:
                raise ValueError(i)
        except ValueError as e:
            last = str(e)
    return last


def leaked():
    try:
        raise KeyError(1)
    except KeyError as e:
        pass
    return e


print(last_error())
try:
    leaked()
except UnboundLocalError as e:
    print("UnboundLocalError", e)


class C:
    try:
        raise KeyError("k")
    except KeyError as ce:
        seen = repr(ce)


print(C.seen, hasattr(C, "ce"))
for cause in (KeyError, KeyError("x"), None, 5, "text"):
    try:
        raise ValueError("v") from cause
    except ValueError as e:
        print("ValueError with cause", repr(e.__cause__))
    except TypeError as e:
        print("TypeError", e)
