# A bare `raise` in a function called from a handler re-raises the handled
# exception there: that frame shows the `raise` line, the handler's frame
# the line of the call.
def rethrow():
    raise


def main():
    try:
        [][1]
    except IndexError:
        rethrow()


main()
