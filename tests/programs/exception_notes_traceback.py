# BaseException.with_traceback and add_note (notes print after the exception line).
import sys
e = ValueError("v")
print(e.with_traceback(None) is e, e.__traceback__)
try:
    raise KeyError("k")
except KeyError as k:
    tb = k.__traceback__
e2 = RuntimeError("r").with_traceback(tb)
print(e2.__traceback__ is tb)
e.add_note("first note")
e.add_note("second note")
print(e.__notes__)
try:
    e.add_note(5)
except TypeError as t:
    print(t)
import traceback
print("".join(traceback.format_exception_only(type(e), e)), end="")
raise e
