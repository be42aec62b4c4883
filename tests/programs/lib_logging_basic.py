# logging: levels and their names, the logger hierarchy (parents, placeholders, propagation, effective levels), handlers and their levels, filters (Filter objects and callables), disabled loggers, disable(), hasHandlers, lastResort, exception(), LoggerAdapter, LogRecord and makeLogRecord, extra, the record factory, errors
import contextlib
import io
import logging
import sys


def outline(text):
    """Logged text without traceback frame lines (pith has no frames)."""
    return [line for line in text.splitlines() if not line.startswith("  ")]


print(logging.DEBUG, logging.INFO, logging.WARNING, logging.WARN, logging.ERROR, logging.CRITICAL, logging.FATAL, logging.NOTSET)
for value in (10, 20, 30, 40, 50, 0, 15, "INFO", "WARN", "FATAL", "nope"):
    print(repr(value), "->", repr(logging.getLevelName(value)))
logging.addLevelName(25, "NOTICE")
print(logging.getLevelName(25), logging.getLevelName("NOTICE"), sorted(logging.getLevelNamesMapping().items())[:3])

out = io.StringIO()
handler = logging.StreamHandler(out)
handler.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
root = logging.getLogger()
print(root is logging.root, root.name, logging.getLogger("root") is root, logging.getLogger("") is root)
root.addHandler(handler)
root.setLevel(logging.INFO)

a_b_c = logging.getLogger("a.b.c")
print(a_b_c.parent is root, repr(a_b_c))
a = logging.getLogger("a")
print(a_b_c.parent is a, a.parent is root)
a_b = logging.getLogger("a.b")
print(a_b_c.parent is a_b, a_b.parent is a, a.getChild("b") is a_b, root.getChild("a") is a)
print(sorted(logging.Logger.manager.loggerDict)[:3])

a_b_c.info("info %s %d", "args", 3)
a_b_c.debug("hidden debug")
a.setLevel(logging.DEBUG)
a_b_c.debug("now visible")
print(a_b_c.getEffectiveLevel(), a_b.getEffectiveLevel(), root.getEffectiveLevel(), a_b_c.isEnabledFor(logging.DEBUG))
a_b_c.log(25, "custom level")
a_b_c.warning("dict args %(x)s/%(y)s", {"x": 1, "y": 2})
a_b_c.error("percent only 100%")
a_b_c.critical("critical")
a_b_c.fatal("fatal")
print(repr(out.getvalue()))
out.seek(0)
out.truncate()

only = io.StringIO()
only_handler = logging.StreamHandler(only)
only_handler.setLevel(logging.WARNING)
a_b.addHandler(only_handler)
a_b_c.info("to root only")
a_b_c.warning("to both")
a_b.propagate = False
a_b_c.warning("stops at a.b")
print(repr(out.getvalue()), repr(only.getvalue()))
print(a_b_c.hasHandlers(), logging.getLogger("zz").hasHandlers())
a_b.propagate = True
a_b.removeHandler(only_handler)
a_b.removeHandler(only_handler)
out.seek(0)
out.truncate()


class OnlyEven:
    def filter(self, record):
        return record.args[0] % 2 == 0


a_b.addFilter(OnlyEven())
for i in range(4):
    a_b.info("number %d", i)
a_b.filters.clear()
handler.addFilter(lambda record: "secret" not in record.getMessage())
a_b.info("public")
a_b.info("secret stuff")
handler.filters.clear()
handler.addFilter(logging.Filter("a.b"))
a.info("a is filtered out")
a_b.info("a.b passes")
a_b_c.info("a.b.c passes")
logging.getLogger("a.bc").info("a.bc is filtered out")
handler.filters.clear()
f = logging.Filter("")
print(f.filter(logging.makeLogRecord({"name": "anything"})))
a_b.disabled = True
a_b.info("disabled logger")
a_b.disabled = False
logging.disable(logging.INFO)
a_b.info("disabled level")
a_b.warning("above the disabled level")
logging.disable(logging.NOTSET)
print(repr(out.getvalue()))
out.seek(0)
out.truncate()

try:
    {}["key"]
except KeyError:
    a.exception("lookup failed: %s", "key")
    a.error("no traceback")
    a.error("with exc_info", exc_info=True)
try:
    raise ValueError("given")
except ValueError as e:
    saved = e
a.warning("instance", exc_info=saved)
a.error("no exception", exc_info=True)
print(outline(out.getvalue()))
out.seek(0)
out.truncate()

adapter = logging.LoggerAdapter(a, {"user": "ann"})
handler.setFormatter(logging.Formatter("%(levelname)s %(user)s %(message)s"))
adapter.info("adapted %s", "msg")
adapter.warning("warned")
print(repr(adapter), adapter.name, adapter.isEnabledFor(logging.DEBUG), adapter.getEffectiveLevel())


class Bracketed(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return "[%s] %s" % (self.extra["user"], msg), kwargs


handler.setFormatter(logging.Formatter("%(message)s"))
Bracketed(a, {"user": "bob"}).error("custom process")
a.info("extra field %s", 1, extra={"color": "red"})
print(repr(out.getvalue()))
out.seek(0)
out.truncate()

record = logging.LogRecord("n.m", logging.INFO, "/path/to/prog.py", 42, "hello %s", ("you",), None, "main")
print(repr(record), record.getMessage(), record.filename, record.module, record.funcName, record.lineno, record.levelname)
print(record.msecs == int(record.msecs), record.exc_info, record.exc_text, record.stack_info, record.threadName, record.processName)
print(list(vars(record))[:13])
made = logging.makeLogRecord({"msg": "made %d", "args": (5,), "levelno": 40, "custom": True})
print(made.getMessage(), made.levelno, made.levelname, made.custom, made.name)
print(logging.getLogRecordFactory() is logging.LogRecord)


def factory(*args, **kwargs):
    r = logging.LogRecord(*args, **kwargs)
    r.tag = "factory"
    return r


logging.setLogRecordFactory(factory)
handler.setFormatter(logging.Formatter("%(tag)s %(message)s"))
a.info("through the factory")
logging.setLogRecordFactory(logging.LogRecord)
print(repr(out.getvalue()))
root.removeHandler(handler)

err = io.StringIO()
with contextlib.redirect_stderr(err):
    logging.getLogger("quiet").warning("to lastResort %d", 1)
    logging.getLogger("quiet").info("below lastResort's level")
print(repr(err.getvalue()), logging.lastResort)
null = logging.getLogger("nulled")
null.addHandler(logging.NullHandler())
with contextlib.redirect_stderr(err):
    null.error("nowhere")
print(repr(err.getvalue()))

for bad in [lambda: logging.getLogger("x").setLevel("LOUD"),
            lambda: logging.getLogger("x").setLevel(2.5),
            lambda: logging.getLogger("x").log("INFO", "m"),
            lambda: logging.getLogger(5),
            lambda: a.info("x", extra={"msg": 1}),
            lambda: a.info("x", extra={"message": 1}),
            lambda: logging.Handler().emit(None),
            lambda: logging.setLoggerClass(dict)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
