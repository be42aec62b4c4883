# The last line of a traceback names the exception's class as CPython
# does: its qualified name, after its module unless that is builtins or
# __main__ (json.decoder.JSONDecodeError, Outer.Inner).
import json


class Outer:
    class Inner(ValueError):
        pass


try:
    raise Outer.Inner("nested")
except ValueError as e:
    print(type(e).__qualname__, type(e).__module__)
raise json.JSONDecodeError("Expecting value", "{}", 1)
