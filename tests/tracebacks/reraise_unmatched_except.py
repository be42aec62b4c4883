# An except clause that does not match re-raises: the traceback keeps the
# line where the exception happened, not the handler's.
def inner(n):
    try:
        return 10 // n
    except ValueError:
        print("not reached")


def outer():
    try:
        inner(0)
    except KeyError as e:
        print("not reached", e)


outer()
