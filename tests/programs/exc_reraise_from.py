# Re-raise with bare raise, raise X from Y, __cause__.
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError("could not parse " + repr(s)) from e

for s in ["42", "abc"]:
    try:
        print("parsed", parse(s))
    except RuntimeError as e:
        print("error:", e)
        print("cause:", repr(e.__cause__))
        print("cause type:", type(e.__cause__).__name__)

def logger():
    try:
        [1, 2][9]
    except IndexError:
        print("logging and re-raising")
        raise

try:
    logger()
except IndexError as e:
    print("re-raised:", repr(e))

def reraise_named():
    try:
        raise KeyError("kk")
    except KeyError as err:
        print("got", repr(err))
        raise err

try:
    reraise_named()
except KeyError as e:
    print("outer", e.args)

try:
    try:
        raise ValueError("inner")
    except ValueError as v:
        raise TypeError("outer") from v
except TypeError as t:
    print(repr(t), "<-", repr(t.__cause__))
    print(t.__cause__.args)

e = ValueError("plain")
print(repr(e.__cause__))
try:
    raise e
except ValueError as caught:
    print(caught is e, repr(caught.__cause__))

try:
    raise ZeroDivisionError("zd") from None
except ZeroDivisionError as z:
    print("from None cause:", z.__cause__)

def multi_reraise(n):
    try:
        if n:
            raise LookupError(n)
        return "clean"
    except LookupError:
        if n > 1:
            raise
        return "handled " + str(n)
for n in [0, 1, 2]:
    try:
        print(multi_reraise(n))
    except LookupError as e:
        print("propagated", e)
