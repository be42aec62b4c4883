# doctest.testfile: a text file of examples (module-relative through package=, or a plain path), name/globs/extraglobs/verbose/report/raise_on_error/encoding, the reports of unexpected exceptions, errors for bad paths, and the master runner's summary
import doctest
import io
import os
import shutil
import sys
import tempfile

NOTES = """Notes on arithmetic.

    >>> 1 + 1
    2
    >>> total = 10
    >>> total
    11
    >>> print(greeting)
    hello

A second part, with an exception expected and one not.

    >>> [1, 2][5]
    Traceback (most recent call last):
    IndexError: list index out of range
    >>> {}['missing']
    >>> 'caf\u00e9'
    'caf\u00e9'
"""

PASSING = """
>>> x = [3, 1, 2]
>>> sorted(x)
[1, 2, 3]
>>> for i in x:
...     i * 10
30
10
20
"""

directory = tempfile.mkdtemp()


def without_frames(text):
    """Output without the frame lines of tracebacks (they name the file of
    the doctest module)."""
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


def capture(call):
    saved = sys.stdout
    sys.stdout = buffer = io.StringIO()
    try:
        result = call()
    finally:
        sys.stdout = saved
    print(without_frames(buffer.getvalue()).replace(directory + os.sep, "DIR/"), end="")
    return result


try:
    notes = os.path.join(directory, "notes.txt")
    with open(notes, "w", encoding="utf-8") as f:
        f.write(NOTES)
    with open(os.path.join(directory, "passing.txt"), "w", encoding="utf-8") as f:
        f.write(PASSING)
    with open(os.path.join(directory, "latin.txt"), "w", encoding="latin-1") as f:
        f.write(">>> 'd\u00e9j\u00e0'\n'd\u00e9j\u00e0'\n")

    print(capture(lambda: doctest.testfile(notes, module_relative=False, globs={"greeting": "hello"})))
    print(capture(lambda: doctest.testfile(notes, module_relative=False, name="N",
                                           extraglobs={"greeting": "hi"}, report=False)))
    print(capture(lambda: doctest.testfile(os.path.join(directory, "passing.txt"), False, verbose=True)))
    print(capture(lambda: doctest.testfile(os.path.join(directory, "latin.txt"), False, encoding="latin-1")))

    # module-relative: the path is taken from the directory of the package's file
    with open(os.path.join(directory, "doctest_demo_package.py"), "w", encoding="utf-8") as f:
        f.write("VALUE = 1\n")
    sys.path.insert(0, directory)
    import doctest_demo_package as package
    sys.path.pop(0)
    print(capture(lambda: doctest.testfile("passing.txt", package=package)))
    print(capture(lambda: doctest.testfile("notes.txt", package="doctest_demo_package",
                                           optionflags=doctest.FAIL_FAST)))

    try:
        doctest.testfile(notes, module_relative=False, raise_on_error=True, globs={"greeting": "hello"})
    except doctest.DocTestFailure as e:
        print(type(e).__name__, e.test.name, repr(e.example.source), repr(e.got))
    for args, kwargs in [(("/absolute/notes.txt",), {}),
                         (("notes.txt",), {"module_relative": False, "package": package})]:
        try:
            doctest.testfile(*args, **kwargs)
        except ValueError as e:
            print(type(e).__name__, e)
    try:
        doctest.testfile(os.path.join(directory, "missing.txt"), module_relative=False)
    except OSError as e:
        print(type(e).__name__, e.errno)

    print(capture(lambda: doctest.master.summarize(verbose=True)))
finally:
    shutil.rmtree(directory)
print(os.path.exists(directory))
