# doctest.testmod on this module: the docstrings it finds (module, functions, classes, methods, static and class methods, properties, nested classes, __test__), failure reports with their lines in this file, summaries, verbose mode, name/globs/extraglobs/optionflags/report/raise_on_error/exclude_empty, run_docstring_examples and DocTestFinder
"""Module docstring.

>>> double(4)
8
>>> double(4)
9
"""
import doctest
import functools
import io
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__)) + os.sep


def capture(call):
    """Runs call() with sys.stdout captured and prints what it wrote, this
    file's directory left out of the paths; returns what call returned."""
    saved = sys.stdout
    sys.stdout = buffer = io.StringIO()
    try:
        result = call()
    finally:
        sys.stdout = saved
    print(buffer.getvalue().replace(HERE, ""), end="")
    return result


def double(x):
    """Twice x.

    >>> double(2)
    4
    >>> [double(i) for i in range(3)]
    [0, 2, 4]
    >>> double('ab')
    'abab'
    """
    return x * 2


def decorate(f):
    return f


@decorate
def wrong(a,
          b):
    """Wrong on purpose.

    >>> wrong(1, 2)
    4
    >>> print('x')
    >>> wrong(0, 0)
    """
    return a + b


class Shape:
    """A shape.

    >>> Shape().area()
    0
    """

    sides = 0

    def area(self):
        """
        >>> Shape().area() + 1
        2
        """
        return 0

    @staticmethod
    def unit():
        """
        >>> Shape.unit()
        1
        """
        return 1

    @classmethod
    @decorate
    def make(cls):
        """
        >>> Shape.make().sides
        1
        """
        return cls()

    @property
    def name(self):
        """
        >>> Shape().name
        'circle'
        """
        return "shape"

    class Inner:
        """
        >>> Shape.Inner.z
        3
        """
        z = 3


def one_line(): '>>> 1 + 1\n3\n'


@functools.lru_cache(maxsize=None)
def cached(n):
    """
    >>> cached(2)
    5
    """
    return n


def no_docstring():
    return None


def empty_docstring():
    """No examples here."""


LIMIT = 10

__test__ = {
    "text": """
    >>> LIMIT
    11
    """,
    "function": no_docstring,
}

def quietly(call):
    """Runs call() with sys.stdout captured and thrown away."""
    saved = sys.stdout
    sys.stdout = io.StringIO()
    try:
        return call()
    finally:
        sys.stdout = saved


print(capture(doctest.testmod))
print(capture(lambda: doctest.testmod(verbose=True)))
print(capture(lambda: doctest.testmod(name="renamed", report=False,
                                      optionflags=doctest.REPORT_ONLY_FIRST_FAILURE)))
print(quietly(lambda: doctest.testmod(extraglobs={"LIMIT": 11, "double": lambda x: 9})))
print(quietly(lambda: doctest.testmod(optionflags=doctest.FAIL_FAST)))
print(quietly(lambda: doctest.testmod(exclude_empty=True, globs={"double": double, "wrong": lambda a, b: 4,
                                                                 "Shape": Shape, "LIMIT": 11})))
try:
    doctest.testmod(raise_on_error=True)
except doctest.DocTestFailure as e:
    print(type(e).__name__, e.test.name, repr(e.example.source), repr(e.example.want), repr(e.got))
try:
    doctest.testmod(m="not a module")
except TypeError as e:
    print(type(e).__name__, e)

# run_docstring_examples: one docstring, no summary
capture(lambda: doctest.run_docstring_examples(double, {"double": double}))
capture(lambda: doctest.run_docstring_examples(wrong, {"wrong": wrong}, name="W"))
capture(lambda: doctest.run_docstring_examples(Shape, {"Shape": Shape}, verbose=True))

# the finder on its own
finder = doctest.DocTestFinder()
tests = finder.find(sys.modules["__main__"])
for test in tests:
    print(test.name, len(test.examples), test.lineno, os.path.basename(test.filename))
print([t.name for t in doctest.DocTestFinder(recurse=False).find(Shape)])
print([t.name for t in doctest.DocTestFinder(exclude_empty=False).find(Shape, "S")])
try:
    doctest.DocTestFinder().find(42)
except ValueError as e:
    print(type(e).__name__, e)
