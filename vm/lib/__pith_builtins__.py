"""Builtins that pith writes in Python (the interpreter imports this module
when it needs one; programs have no reason to).

callable_iterator: what iter(callable, sentinel) returns.
"""


class callable_iterator:
    __module__ = "builtins"

    def __init__(self, func, sentinel):
        self._func = func
        self._sentinel = sentinel

    def __iter__(self):
        return self

    def __next__(self):
        if self._func is None:
            raise StopIteration
        value = self._func()
        if value == self._sentinel:
            self._func = None
            raise StopIteration
        return value
