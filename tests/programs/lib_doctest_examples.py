# doctest on strings: DocTestParser (examples, want, exceptions, directives, indentation, parse errors), DocTestRunner (interactive display, output comparison with every comparison flag, expected exceptions, reports, verbose, FAIL_FAST, REPORT_ONLY_FIRST_FAILURE, summarize, merge), Example/DocTest basics, DebugRunner, refusals
import doctest
import sys

parser = doctest.DocTestParser()


def without_frames(text):
    """A report without the frame lines of its tracebacks (they name the
    file of the doctest module)."""
    kept = []
    in_frame = False
    for line in text.splitlines(True):
        if line.startswith('      File "'):
            in_frame = True
            continue
        if in_frame and line.startswith("        "):
            continue
        in_frame = False
        kept.append(line)
    return "".join(kept)


def run(text, flags=0, verbose=False, name="demo", filename="demo.py", lineno=10, globs=None):
    if globs is None:
        globs = {"__name__": "__main__"}
    test = parser.get_doctest(text, globs, name, filename, lineno)
    runner = doctest.DocTestRunner(verbose=verbose, optionflags=flags)
    report = []
    result = runner.run(test, out=report.append)
    print(without_frames("".join(report)), end="")
    print("->", result)
    return runner


# --- parsing ---
parts = parser.parse("""Intro text.
    >>> x = 1
    >>> x + 1
    2
    >>> for i in range(2):
    ...     print(i)
    0
    1

    Some prose.
    >>> raise ValueError("bad")
    Traceback (most recent call last):
      File "x", line 1
    ValueError: bad
    >>> print('a')  # doctest: +ELLIPSIS, -NORMALIZE_WHITESPACE
    a
    >>> # just a comment
    >>> 3
""", "parsed")
for part in parts:
    if isinstance(part, doctest.Example):
        print("Example", repr(part.source), repr(part.want), repr(part.exc_msg), part.lineno, part.indent,
              sorted(part.options.items()))
    else:
        print("Text", repr(part))

print(len(parser.get_examples(">>> 1\n1\n>>> 2\n")), parser.get_examples("no examples here"))
t = parser.get_doctest(">>> 1\n1\n", {"a": 1}, "name", "file.py", 3)
print(t, t.name, t.filename, t.lineno, t.globs, repr(t.docstring))
print(parser.get_doctest("", {}, "empty", None, None))
print(parser.get_doctest(">>> 1\n>>> 2\n", {}, "two", "f", 0))

for bad in [">>>x = 1", ">>> if x:\n  ...     y", "  >>> x\n 1", ">>> x  # doctest: +BOGUS",
            ">>> # doctest: +ELLIPSIS", ">>> x  # doctest: ELLIPSIS", "\t>>> 1\n\t1"]:
    try:
        print("parsed", len(parser.get_examples(bad, "bad")))
    except ValueError as e:
        print(type(e).__name__, e)

ex = doctest.Example("print(1)", "1", lineno=4)
print(repr(ex.source), repr(ex.want), ex.exc_msg, ex.lineno, ex.indent, ex.options)
print(ex == doctest.Example("print(1)\n", "1\n", lineno=4), ex == doctest.Example("print(2)", "1"))
print(repr(doctest.Example("raise X", "", exc_msg="X: y").exc_msg))

# --- running: interactive display and output comparison ---
run("""
>>> 1 + 1
2
>>> x = 5; x * 2
10
>>> for i in range(3): i
0
1
2
>>> _
2
>>> if x > 1:
...     'big'
... else:
...     'small'
'big'
>>> def f():
...     'not shown'
...     return 7
>>> f()
7
>>> class K:
...     value = 3
...     value
>>> K.value
3
>>> None
>>> print('a'); 'b'
a
'b'
>>> print('no newline', end='')
no newline
>>> print('a\\n\\nb')
a
<BLANKLINE>
b
>>> True
1
>>> 'caf\\xe9'
'café'
>>> print('caf\\xe9')
caf\\xe9
>>> list(range(30))  # doctest: +ELLIPSIS
[0, 1, 2, ..., 29]
>>> print(list(range(12)))  # doctest: +NORMALIZE_WHITESPACE
[0, 1, 2, 3,
 4, 5, 6, 7,   8, 9, 10, 11]
>>> undefined_thing()  # doctest: +SKIP
whatever
>>> k = lambda y=1: y; k()
1
>>> try:
...     1 / 0
... except ZeroDivisionError:
...     'caught'
'caught'
""", verbose=False)

# --- expected exceptions ---
run("""
>>> raise ValueError('bad value')
Traceback (most recent call last):
  ...
ValueError: bad value
>>> int('x')
Traceback (most recent call last):
ValueError: invalid literal for int() with base 10: 'x'
>>> raise KeyError('k')  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
some.module.KeyError: 'other'
>>> raise TypeError  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
TypeError
>>> raise ValueError('a long message')  # doctest: +ELLIPSIS
Traceback (most recent call last):
ValueError: a ... message
>>> raise ValueError('two\\nlines')
Traceback (most recent call last):
ValueError: two
lines
>>> raise ValueError('old style')
Traceback (innermost last):
ValueError: old style
>>> x = 1
... y = 2
Traceback (most recent call last):
SyntaxError: multiple statements found while compiling a single statement
>>> if 1: pass
... y
Traceback (most recent call last):
SyntaxError: invalid syntax
>>> raise SystemExit(3)
Traceback (most recent call last):
SystemExit: 3
>>> class MyError(Exception): pass
>>> raise MyError('mine')
Traceback (most recent call last):
MyError: mine
""")

# --- failures and their reports ---
run("""
>>> 1 + 1
3
>>> print('x')
>>> None
1
>>> 6 * 7  # doctest: +DONT_ACCEPT_TRUE_FOR_1
42
>>> True  # doctest: +DONT_ACCEPT_TRUE_FOR_1
1
>>> print('')  # doctest: +DONT_ACCEPT_BLANKLINE
<BLANKLINE>
>>> print('a\\n  \\nb')
a
b
>>> raise KeyError('k')
Traceback (most recent call last):
KeyError: 'other'
>>> raise ValueError('detail')  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
TypeError: detail
>>> 'abc'  # doctest: +ELLIPSIS
'x...'
>>> print('a   b')
a b
""", lineno=None)
run(">>> 1\n2\n", filename=None)
run(">>> 1\n2\n>>> 3\n4\n>>> 5\n6\n", flags=doctest.FAIL_FAST)
run(">>> 1\n2\n>>> 3\n4\n>>> 5\n6\n", flags=doctest.REPORT_ONLY_FIRST_FAILURE)
run(">>> 1  # doctest: +FAIL_FAST\n2\n>>> 3\n4\n")
run(">>> 1\n1\n>>> 2  # doctest: -ELLIPSIS\n2...\n", flags=doctest.ELLIPSIS)

# --- verbose mode and summaries ---
runner = run(">>> x = 2\n>>> x * 3\n6\n>>> x\n3\n", verbose=True, name="verbose_demo")
runner2 = run(">>> 1\n1\n", verbose=True, name="other")
print(runner.summarize())
runner.merge(runner2)
print(runner.summarize(verbose=True))
print(runner2.summarize(verbose=False))
print(runner.failures, runner.tries)

# globals: a copy for each test, cleared after the run unless asked not to
shared = {"base": 100}
test = parser.get_doctest(">>> base + 1\n101\n>>> made = 5\n", shared, "globs", "g.py", 0)
doctest.DocTestRunner().run(test, clear_globs=False)
print(sorted(k for k in test.globs if not k.startswith("__")), sorted(shared))
doctest.DocTestRunner().run(test)
print(test.globs)

# a custom output function and checker
lines = []
test = parser.get_doctest(">>> 'A'\n'a'\n", {}, "custom", "c.py", 0)


class CaseInsensitive(doctest.OutputChecker):
    def check_output(self, want, got, optionflags):
        return want.lower() == got.lower()


print(doctest.DocTestRunner(checker=CaseInsensitive()).run(test, out=lines.append), lines)
test = parser.get_doctest(">>> 'A'\n'a'\n", {}, "custom", "c.py", 0)
print(doctest.DocTestRunner().run(test, out=lines.append), len(lines))
print(lines[-1])

# the output checker on its own
checker = doctest.OutputChecker()
for want, got, flags in [("a...z\n", "abcz\n", doctest.ELLIPSIS), ("aa...aa\n", "aaa\n", doctest.ELLIPSIS),
                         ("...\n", "anything\n", doctest.ELLIPSIS), ("a...b...c\n", "axxbyyc\n", doctest.ELLIPSIS),
                         ("a...b...c\n", "axxcyyb\n", doctest.ELLIPSIS), ("True\n", "1\n", 0),
                         ("1\n", "True\n", 0), ("0\n", "False\n", 0), ("1\n", "True\n", doctest.DONT_ACCEPT_TRUE_FOR_1),
                         ("a\n<BLANKLINE>\nb\n", "a\n\nb\n", 0), ("a\n<BLANKLINE>  \nb\n", "a\n   \nb\n", 0),
                         ("a b\n", "a\n\tb\n", doctest.NORMALIZE_WHITESPACE), ("é\n", "\\xe9\n", 0),
                         ("a  ...  b\n", "a x\ny b\n", doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)]:
    print(repr(want), repr(got), flags, checker.check_output(want, got, flags))
print(repr(checker.output_difference(doctest.Example("x", "a\n\nb\n"), "a\n  \nb\n", 0)))
print(repr(checker.output_difference(doctest.Example("x", "a\n"), "\n", doctest.DONT_ACCEPT_BLANKLINE)))
print(repr(checker.output_difference(doctest.Example("x", ""), "", 0)))

# DebugRunner raises at the first failure
for text in [">>> 1\n2\n", ">>> 1/0\n"]:
    test = parser.get_doctest(text, {}, "debug", "d.py", 0)
    try:
        doctest.DebugRunner(verbose=False).run(test)
    except doctest.DocTestFailure as e:
        print(type(e).__name__, e, repr(e.example.source), repr(e.got))
    except doctest.UnexpectedException as e:
        print(type(e).__name__, e, repr(e.example.source), e.exc_info[0].__name__, e.exc_info[1])

# option flags
print(doctest.OPTIONFLAGS_BY_NAME)
print(doctest.COMPARISON_FLAGS, doctest.REPORTING_FLAGS, doctest.BLANKLINE_MARKER, doctest.ELLIPSIS_MARKER)
flag = doctest.register_optionflag("MY_FLAG")
print(flag, doctest.register_optionflag("MY_FLAG"), doctest.OPTIONFLAGS_BY_NAME["MY_FLAG"])
print(doctest.TestResults(1, 2), doctest.TestResults(failed=0, attempted=3).attempted)

# what pith refuses, and what needs no refusal
test = parser.get_doctest(">>> 1\n1\n", {}, "nd", "nd.py", 0)
print(doctest.DocTestRunner(optionflags=doctest.REPORT_NDIFF).run(test))
sys.stdout.flush()
