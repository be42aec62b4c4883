"""timeit for pith: Timer (timeit, repeat, autorange, print_exc), timeit(),
repeat() and default_timer, with the statement and setup given as strings
(compiled into a timing function, as CPython does) or as callables. The
garbage collector is off while a statement is timed.

Refused by name: the command-line interface (main)."""
import gc
import itertools
import sys
import time

__all__ = ["Timer", "timeit", "repeat", "default_timer"]

dummy_src_name = "<timeit-src>"
default_number = 1000000
default_repeat = 5
default_timer = time.perf_counter

_globals = globals


def reindent(src, indent):
    """Indent every line of src after the first by `indent` spaces."""
    return src.replace("\n", "\n" + " " * indent)


try:
    _compile_builtin = compile
except NameError:
    _compile_builtin = None


def _compile(source):
    compile_ = _compile_builtin
    if compile_ is None:
        raise NotImplementedError("timeit: a statement given as a string needs compile(), which this pith lacks; "
                                  "pass a callable instead")
    return compile_(source, dummy_src_name, "exec")


class Timer:
    """Times a statement: `stmt` runs `number` times after `setup` ran once."""

    def __init__(self, stmt="pass", setup="pass", timer=default_timer, globals=None):
        self.timer = timer
        namespace = {}
        global_ns = _globals() if globals is None else globals
        params = ""
        if isinstance(setup, str):
            _compile(setup)
            prefix = setup + "\n"
            setup_code = reindent(setup, 4)
        elif callable(setup):
            namespace["_setup"] = setup
            params += ", _setup=_setup"
            prefix = ""
            setup_code = "_setup()"
        else:
            raise ValueError("setup is neither a string nor callable")
        if isinstance(stmt, str):
            _compile(prefix + stmt)
            stmt_code = reindent(stmt, 8)
        elif callable(stmt):
            namespace["_stmt"] = stmt
            params += ", _stmt=_stmt"
            stmt_code = "_stmt()"
        else:
            raise ValueError("stmt is neither a string nor callable")
        lines = ["", "def inner(_it, _timer%s):" % params,
                 "    " + setup_code,
                 "    _t0 = _timer()",
                 "    for _i in _it:",
                 "        " + stmt_code,
                 "        pass",
                 "    _t1 = _timer()",
                 "    return _t1 - _t0",
                 ""]
        self.src = "\n".join(lines)
        if callable(stmt) and (callable(setup) or setup == "pass"):
            # the same function, defined without compiling its source
            self.inner = _callable_inner(stmt, setup if callable(setup) else _nothing)
        else:
            exec(_compile(self.src), global_ns, namespace)
            self.inner = namespace["inner"]

    def print_exc(self, file=None):
        """Print the traceback of the exception being handled."""
        import traceback
        traceback.print_exc(file=file)

    def timeit(self, number=default_number):
        """Seconds taken by `number` runs of the statement."""
        if type(number) is int and number <= 10000000:
            runs = [None] * number      # iterates faster here than itertools.repeat
        else:
            runs = itertools.repeat(None, number)
        collecting = gc.isenabled()
        gc.disable()
        try:
            return self.inner(runs, self.timer)
        finally:
            if collecting:
                gc.enable()

    def repeat(self, repeat=default_repeat, number=default_number):
        """A list of `repeat` timeit(number) results."""
        return [self.timeit(number) for _ in range(repeat)]

    def autorange(self, callback=None):
        """(number, seconds) for the first number in 1, 2, 5, 10, 20, 50, ...
        whose runs take at least 0.2 seconds; callback(number, seconds) sees
        each try."""
        scale = 1
        while True:
            for factor in (1, 2, 5):
                number = scale * factor
                taken = self.timeit(number)
                if callback:
                    callback(number, taken)
                if taken >= 0.2:
                    return number, taken
            scale *= 10


def _nothing():
    pass


def _callable_inner(stmt, setup):
    def inner(_it, _timer):
        setup()
        _t0 = _timer()
        for _i in _it:
            stmt()
        _t1 = _timer()
        return _t1 - _t0
    return inner


def timeit(stmt="pass", setup="pass", timer=default_timer, number=default_number, globals=None):
    """Seconds taken by `number` runs of stmt."""
    return Timer(stmt, setup, timer, globals).timeit(number)


def repeat(stmt="pass", setup="pass", timer=default_timer, repeat=default_repeat, number=default_number,
           globals=None):
    """A list of `repeat` timings of `number` runs of stmt."""
    return Timer(stmt, setup, timer, globals).repeat(repeat, number)


def main(args=None, *, _wrap_timer=None):
    raise NotImplementedError("timeit: the command-line interface is not supported by pith")
