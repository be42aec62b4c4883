"""atexit: functions to run when the program ends (after the main module
finishes, raises, or calls sys.exit), last registered first."""

_callbacks = []


def register(func, *args, **kwargs):
    _callbacks.append((func, args, kwargs))
    return func


def unregister(func):
    _callbacks[:] = [c for c in _callbacks if c[0] != func]


def _clear():
    del _callbacks[:]


def _ncallbacks():
    return len(_callbacks)


def _run_exitfuncs():
    """Runs the callbacks (the VM calls this at exit); an exception in one is
    reported on stderr and the others still run, as in CPython."""
    import sys
    while _callbacks:
        func, args, kwargs = _callbacks.pop()
        try:
            func(*args, **kwargs)
        except SystemExit:
            pass
        except BaseException as e:
            print("Exception ignored in atexit callback: %r" % (func,), file=sys.stderr)
            print("%s: %s" % (type(e).__name__, e), file=sys.stderr)
