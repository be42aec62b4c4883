# logging: Formatter with the %, { and $ styles (defaults, validation errors), asctime with datefmt and msecs (a fixed clock and converter), formatTime, exceptions in the text, BufferingFormatter, basicConfig (format, datefmt, style, level, stream, handlers, filename/filemode, force, argument errors), FileHandler (delay, modes), StreamHandler.setStream, handler names and repr, handleError's report, captureWarnings, module-level shortcuts
import contextlib
import io
import logging
import os
import re
import sys
import tempfile
import time
import warnings

time.time = lambda: 1700000000.625
record = logging.LogRecord("app.db", logging.WARNING, "/src/app/db.py", 12, "query %s took %.1f s", ("q1", 2.25), None, "run")
fixed = lambda secs: (2023, 11, 14, 22, 13, 20, 1, 318, 0)
print(record.created, record.msecs)


def fmt(*args, **kwargs):
    f = logging.Formatter(*args, **kwargs)
    f.converter = fixed
    return f.format(record)


print(fmt())
print(fmt("%(levelname)-8s|%(name)s|%(levelno)03d|%(message)s"))
print(fmt("%(asctime)s %(message)s"))
print(fmt("%(asctime)s %(message)s", datefmt="%d/%m/%Y %I:%M %p %a %b %j"))
print(fmt("{levelname:>9} {name!r} {message}", style="{"))
print(fmt("{asctime} {lineno:04d}", style="{"))
print(fmt("$levelname ${name}: $message $$", style="$"))
print(fmt("${asctime}|$filename|$module|$funcName|$pathname", style="$"))
print(fmt("%(app)s %(message)s", defaults={"app": "demo"}))
print(fmt("{app} {message}", style="{", defaults={"app": "demo2"}))
print(repr(logging.BASIC_FORMAT), logging.Formatter()._fmt, logging.Formatter(style="{")._fmt, logging.Formatter(style="$")._fmt)

f = logging.Formatter("%(asctime)s")
f.converter = fixed
print(f.formatTime(record), f.formatTime(record, "%H:%M:%S"), f.usesTime(), logging.Formatter("%(message)s").usesTime())
f.default_msec_format = "%s.%03d"
print(f.formatTime(record))
f.default_msec_format = None
print(f.formatTime(record))
print(re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,625", logging.Formatter().formatTime(record)) is not None)
logging.Formatter.converter = time.gmtime
print(logging.Formatter("%(asctime)s %(message)s", "%Y-%m-%dT%H:%M:%S%z %Z %a %j").format(record))
print(logging.Formatter("%(asctime)s").formatTime(record))
logging.Formatter.converter = time.localtime

for bad_fmt, style in [("{x", "{"), ("x}", "{"), ("{}", "{"), ("{a!}", "{"), ("{a!rx}", "{"), ("{a[}", "{"),
                       ("{a{b}", "{"), ("{a:{b}", "{"), ("{a!z}", "{"), ("{a:zz}", "{"), ("{a-b}", "{"),
                       ("no fields", "{"), ("%(x)q", "%"), ("plain", "%"), ("$", "$"), ("a $ b", "$"),
                       ("plain", "$"), ("x", "?")]:
    try:
        logging.Formatter(bad_fmt, style=style)
        print(repr(bad_fmt), "accepted")
    except ValueError as e:
        print(repr(bad_fmt), type(e).__name__, e)
for ok_fmt, style in [("{0}", "{"), ("{a.b[c]!r:>10}", "{"), ("{a:{w}.{p}f}", "{"), ("{{literal}} {x}", "{"),
                      ("%(a)s", "%"), ("%(a)-10.3f", "%"), ("${a}", "$")]:
    logging.Formatter(ok_fmt, style=style)
    print(repr(ok_fmt), "accepted")
print(logging.Formatter("no fields", validate=False)._fmt)
try:
    logging.Formatter("%(missing)s").format(record)
except ValueError as e:
    print(type(e).__name__, e)

try:
    raise RuntimeError("exploded")
except RuntimeError:
    exc_record = logging.LogRecord("x", 40, "p.py", 1, "failed", (), sys.exc_info())
text = logging.Formatter("%(message)s").format(exc_record)
print([line for line in text.splitlines() if not line.startswith("  ")], exc_record.exc_text == text[len("failed\n"):])
buffered = logging.BufferingFormatter(logging.Formatter("<%(message)s>"))
print([line for line in buffered.format([record, exc_record]).splitlines() if not line.startswith("  ")],
      repr(logging.BufferingFormatter().format([])))

out = io.StringIO()
logging.basicConfig(stream=out, level="INFO", format="%(levelname)s %(name)s %(message)s")
logging.info("module %s", "info")
logging.debug("module debug hidden")
logging.warning("module warning")
logging.log(logging.ERROR, "module log")
logging.basicConfig(stream=out, format="ignored: root has a handler")
logging.critical("still the first format")
print(repr(out.getvalue()), logging.root.level)
out2 = io.StringIO()
logging.basicConfig(stream=out2, format="{levelname}/{message}", style="{", force=True)
logging.error("forced")
try:
    1 / 0
except ZeroDivisionError:
    logging.exception("module exception")
print([line for line in out2.getvalue().splitlines() if not line.startswith("  ")])
h1 = logging.StreamHandler(out2)
h1.setFormatter(logging.Formatter("own:%(message)s"))
h2 = logging.StreamHandler(out2)
logging.basicConfig(handlers=[h1, h2], format="cfg:%(message)s", force=True, level=logging.DEBUG)
logging.debug("two handlers")
print(out2.getvalue().splitlines()[-2:], logging.root.handlers == [h1, h2])

for kwargs in [dict(stream=out, filename="x.log"), dict(handlers=[h1], stream=out), dict(style="?"),
               dict(bogus=1, other=2)]:
    try:
        logging.basicConfig(force=True, **kwargs)
    except ValueError as e:
        print(type(e).__name__, e)

tmp = tempfile.mkdtemp()
path = os.path.join(tmp, "app.log")
logging.basicConfig(filename=path, filemode="w", format="%(message)s", force=True)
fh = logging.root.handlers[0]
print(type(fh).__name__, fh.baseFilename == os.path.abspath(path), fh.mode, fh.encoding, fh.level)
logging.warning("line one")
logging.error("line two")
fh.close()
with open(path) as f:
    print(repr(f.read()))
late = logging.FileHandler(path, delay=True)
print(late.stream, os.path.getsize(path))
late.setFormatter(logging.Formatter("late %(message)s"))
late.handle(logging.makeLogRecord({"msg": "appended"}))
late.close()
with open(path) as f:
    print(repr(f.read()))
logging.root.handlers.clear()

sh = logging.StreamHandler(sys.stdout)
print(repr(sh), repr(logging.StreamHandler(io.StringIO())), repr(logging.Handler(logging.INFO)), repr(logging.NullHandler()))
old = sh.setStream(out)
print(old is sys.stdout, sh.setStream(out))
sh.name = "console"
print(sh.name, sh.get_name(), logging.Handler().name)

err = io.StringIO()
broken = logging.getLogger("broken")
broken.propagate = False
broken.addHandler(logging.StreamHandler(io.StringIO()))
with contextlib.redirect_stderr(err):
    broken.error("needs %d args %d", 1)
report = err.getvalue().splitlines()
print(report[0], report[-2], report[-1], sep="\n")
logging.raiseExceptions = False
with contextlib.redirect_stderr(err):
    broken.error("silent %d")
logging.raiseExceptions = True
print(len(err.getvalue().splitlines()) == len(report))

captured = io.StringIO()
py_warnings = logging.getLogger("py.warnings")
py_warnings.addHandler(logging.StreamHandler(captured))
py_warnings.propagate = False
logging.captureWarnings(True)
warnings.warn_explicit("captured warning", UserWarning, "mod.py", 7)
logging.captureWarnings(False)
print(repr(captured.getvalue()), warnings.showwarning is warnings._showwarning_orig)

import shutil
shutil.rmtree(tmp)
print(os.path.exists(tmp))
