"""The module's docstring, which __doc__ holds."""
# A module's __doc__ (its docstring, or None), an assigned function
# __module__ (functools.wraps copies it), and co_firstlineno of a decorated
# function (its first decorator's line).
import functools
import json
import sys


def deco(f):
    return f


@deco

@deco
def decorated():
    pass


def plain():
    pass


print(repr(__doc__), sys.modules["__main__"].__doc__ == __doc__, json.__doc__ is not None)
print(decorated.__code__.co_firstlineno, plain.__code__.co_firstlineno)
plain.__module__ = "elsewhere"
print(plain.__module__)


@functools.wraps(plain)
def wrapper():
    pass


print(wrapper.__module__, wrapper.__name__, deco.__module__)
