"""unittest.signals for pith: registerResult and removeResult (kept for
the API); installHandler (Ctrl-C stops the run and reports the results so
far) is refused."""

__unittest = True


def registerResult(result):
    """Remembers a result for installHandler, which pith does not support."""


def removeResult(result):
    return False


def installHandler():
    raise NotImplementedError("unittest: installHandler (the -c/--catch Ctrl-C handler) is not supported by pith")


def removeHandler(method=None):
    if method is not None:
        return method
