# Exception chaining: raise ... from ..., raise ... from None, implicit
# __context__, bare raise re-raising the current exception (also from a
# nested function call and after a nested handler), and re-raising with a
# different type.
class AppError(Exception):
    pass

class ConfigError(AppError):
    def __init__(self, key, reason):
        super().__init__(key, reason)
        self.key = key
        self.reason = reason
    def __str__(self):
        return f"bad config key {self.key!r}: {self.reason}"

def parse_port(text):
    try:
        return int(text)
    except ValueError as e:
        raise ConfigError("port", "not a number") from e

def load(cfg):
    try:
        return parse_port(cfg["port"])
    except KeyError:
        raise ConfigError("port", "missing") from None

for cfg in [{"port": "8080"}, {"port": "eighty"}, {}]:
    try:
        print("port", load(cfg))
    except AppError as e:
        cause = e.__cause__
        print(type(e).__name__, "|", e, "|", e.args, "|", type(cause).__name__, "|",
              e.__suppress_context__, "|", type(e.__context__).__name__)

# explicit cause differs from context
try:
    try:
        {}["missing"]
    except KeyError as ke:
        raise RuntimeError("wrapped") from ValueError("explicit cause")
except RuntimeError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)

# bare raise re-raises the exception being handled
def risky(n):
    if n < 0:
        raise ValueError(f"negative: {n}")
    return n

def wrapper(n, log):
    try:
        return risky(n)
    except ValueError:
        log.append("logged")
        raise

log = []
for n in (3, -2):
    try:
        print("wrapper", wrapper(n, log))
    except ValueError as e:
        print("caught again", e, log)

# bare raise after a nested, fully handled exception re-raises the outer one
def nested_then_reraise():
    try:
        raise KeyError("outer")
    except KeyError:
        try:
            raise IndexError("inner")
        except IndexError:
            pass
        raise
try:
    nested_then_reraise()
except LookupError as e:
    print("nested reraise ->", type(e).__name__, e)

# bare raise outside a handler
try:
    raise
except RuntimeError as e:
    print(type(e).__name__, e)

# raise a class (instantiated implicitly) and raise with an instance
for thing in (ValueError, ValueError("inst"), StopIteration):
    try:
        raise thing
    except Exception as e:
        print(type(e).__name__, repr(e), e.args)

# raising a non-exception
try:
    raise 42
except TypeError as e:
    print("TypeError", e)
try:
    raise ValueError from 5
except TypeError as e:
    print("TypeError", e)

# chain walking
def chain_of(e):
    names = []
    while e is not None:
        names.append(type(e).__name__ + ":" + str(e))
        e = e.__cause__ or e.__context__
    return names

try:
    try:
        try:
            1 // 0
        except ZeroDivisionError as z:
            raise ValueError("level1") from z
    except ValueError as v:
        raise TypeError("level2")
except TypeError as t:
    print(chain_of(t))

# exception attributes survive re-raise
try:
    try:
        raise ConfigError("host", "empty")
    except AppError as e:
        e.note = "annotated"
        raise
except ConfigError as e2:
    print(e2.note, e2.key, str(e2))
