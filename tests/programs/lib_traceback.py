# traceback: format_exception_only (builtin, user, module-qualified and SyntaxError types, empty and failing str, notes), format_exception/print_exception/format_exc/print_exc chains (frame lines left out: only the header, exception lines and chain messages are compared), TracebackException, FrameSummary/StackSummary/format_list, argument errors
import contextlib
import io
import json
import sys
import traceback


class AppError(Exception):
    pass


class BadStr(Exception):
    def __str__(self):
        raise RuntimeError("no str")


def show(lines):
    print(repr("".join(lines)))


def outline(text):
    """The report without its frame lines (which pith does not have)."""
    return [line for line in text.splitlines() if not line.startswith("  ")]


show(traceback.format_exception_only(ValueError("bad value")))
show(traceback.format_exception_only(ValueError()))
show(traceback.format_exception_only(KeyError("k")))
show(traceback.format_exception_only(AppError("app")))
show(traceback.format_exception_only(BadStr()))
show(traceback.format_exception_only(json.JSONDecodeError("Expecting value", "x", 0)))
show(traceback.format_exception_only(ValueError, ValueError("old form")))
show(traceback.format_exception_only(None))
show(traceback.format_exception_only(StopIteration(3)))
show(traceback.format_exception_only(SystemExit(2)))
show(traceback.format_exception_only(SyntaxError("invalid syntax", ("prog.py", 3, 9, "  x = 1 +* 2\n"))))
show(traceback.format_exception_only(SyntaxError("bad", ("prog.py", 1, 1, "(\n", 1, 5))))
show(traceback.format_exception_only(SyntaxError("no place")))
show(traceback.format_exception_only(SyntaxError("tabs", ("<stdin>", 2, 4, "\tab c\n"))))
noted = ValueError("with notes")
noted.__notes__ = ["first note", "two\nlines", 42]
show(traceback.format_exception_only(noted))

try:
    int("x1")
except ValueError:
    text = traceback.format_exc()
    lines = text.splitlines()
    print(lines[0])
    print(lines[-1])
    print(outline(text))

try:
    try:
        {}["missing"]
    except KeyError:
        raise AppError("while handling")
except AppError as e:
    print(outline("".join(traceback.format_exception(e))))
    print(outline("".join(traceback.format_exception(type(e), e, e.__traceback__))))
    print(outline("".join(traceback.format_exception(e, chain=False))))
    buf = io.StringIO()
    traceback.print_exc(file=buf)
    print(outline(buf.getvalue()))

try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise RuntimeError("wrapped") from z
except RuntimeError as e:
    print(outline("".join(traceback.format_exception(e))))
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        traceback.print_exception(e)
    print(outline(err.getvalue()))

try:
    try:
        raise OSError("inner")
    except OSError:
        raise ValueError("outer") from None
except ValueError as e:
    print(outline(traceback.format_exc()))
    te = traceback.TracebackException.from_exception(e)
    print(te.exc_type.__name__, str(te), te.__cause__, te.__context__ is not None, te.__suppress_context__)
    print(list(te.format_exception_only()))
    print(outline("".join(te.format())))

print(repr(traceback.format_exc()))
print(traceback.format_exception(None))

frames = [("a.py", 1, "<module>", "main()"), ("a.py", 5, "main", "  run(1)  "), ("b.py", 9, "run", "")]
show(traceback.format_list(frames))
deep = [("r.py", 2, "rec", "return rec(n - 1)")] * 6 + [("r.py", 4, "rec", "raise E")]
show(traceback.format_list(deep))
show(traceback.format_list([("r.py", 2, "rec", "x")] * 4))
summary = traceback.StackSummary.from_list(frames)
print(len(summary), summary[1].name, summary[1].line, list(summary[0]), summary[0] == frames[0])
fs = traceback.FrameSummary("lib_traceback.py", 1, "<module>")
print(repr(fs), fs.line)
fs = traceback.FrameSummary("no/such/file.py", 3, "f")
print(repr(fs.line), len(fs), fs[2])
buf = io.StringIO()
traceback.print_list(frames[:1], file=buf)
print(repr(buf.getvalue()))
print(traceback.format_tb(None), list(traceback.extract_tb(None)))

for bad in [lambda: traceback.format_exception(ValueError("x"), ValueError("y")),
            lambda: traceback.format_exception(5),
            lambda: traceback.print_last()]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
