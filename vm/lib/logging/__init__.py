"""logging for pith: loggers in a dotted hierarchy under the root logger
(levels, propagation, filters, disabled, getChild, LoggerAdapter), records
(LogRecord, makeLogRecord, the record factory), handlers (Handler,
StreamHandler, FileHandler, NullHandler, the lastResort handler), Formatter
with the %, { and $ styles, asctime, datefmt and exceptions, Filter,
basicConfig, captureWarnings, and shutdown at exit.

A record's caller (pathname, lineno, funcName, stack_info) comes from
sys._getframe; where the VM has no frames it is unknown, as CPython reports
when it cannot find the frame ("(unknown file)", 0, "(unknown function)"),
and stack_info=True is refused. pith runs one thread: records carry the
process id as `thread` and "MainThread" as `threadName`. The
logging.handlers and logging.config modules are not provided.
"""
import sys
import os
import io
import time
import atexit
import re
import collections.abc
from string import Template
import string as _string

__all__ = ["BASIC_FORMAT", "BufferingFormatter", "CRITICAL", "DEBUG", "ERROR", "FATAL", "FileHandler", "Filter",
           "Formatter", "Handler", "INFO", "LogRecord", "Logger", "LoggerAdapter", "NOTSET", "NullHandler",
           "StreamHandler", "WARN", "WARNING", "addLevelName", "basicConfig", "captureWarnings", "critical",
           "debug", "disable", "error", "exception", "fatal", "getLevelName", "getLogger", "getLoggerClass",
           "info", "log", "makeLogRecord", "setLoggerClass", "shutdown", "warn", "warning", "getLogRecordFactory",
           "setLogRecordFactory", "lastResort", "raiseExceptions", "getLevelNamesMapping"]

_startTime = time.time()

raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True

# --- levels -----------------------------------------------------------

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO", DEBUG: "DEBUG",
                NOTSET: "NOTSET"}
_nameToLevel = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING, "WARNING": WARNING,
                "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}


def getLevelNamesMapping():
    return _nameToLevel.copy()


def getLevelName(level):
    """The name of a level number, the number of a level name, or
    "Level N" for a number without a name."""
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return "Level %s" % level


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


class _NoLock:
    """The lock of a handler or of the module: pith runs one thread."""

    def acquire(self, blocking=True, timeout=-1):
        return True

    def release(self):
        pass

    def __enter__(self):
        return True

    def __exit__(self, *exc):
        return False


_lock = _NoLock()


def _acquireLock():
    pass


def _releaseLock():
    pass


# --- callers ----------------------------------------------------------

def _current_frame():
    """The frame of the function calling this one, or None without frames."""
    getframe = getattr(sys, "_getframe", None)
    if getframe is None:
        return None
    return getframe(1)


def _source_file():
    """This module's file name as its frames give it (None without frames)."""
    getframe = getattr(sys, "_getframe", None)
    if getframe is None:
        return None
    return getframe(0).f_code.co_filename


_srcfile = _source_file()
_srcdir = os.path.dirname(_srcfile) if _srcfile is not None else None


def _is_internal_frame(frame):
    """Whether the frame is this module's (or the import machinery's)."""
    filename = frame.f_code.co_filename
    return filename == _srcfile or ("importlib" in filename and "_bootstrap" in filename)


# --- records ----------------------------------------------------------

class LogRecord:
    """One logging event: who logged it, at what level, the message and its
    arguments, when, and the exception being reported."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None, sinfo=None, **kwargs):
        ct = time.time()
        self.name = name
        self.msg = msg
        if (args and len(args) == 1 and isinstance(args[0], collections.abc.Mapping) and args[0]):
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        try:
            self.filename = os.path.basename(pathname)
            self.module = os.path.splitext(self.filename)[0]
        except (TypeError, ValueError, AttributeError):
            self.filename = pathname
            self.module = "Unknown module"
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = ct
        self.msecs = int((ct - int(ct)) * 1000) + 0.0
        self.relativeCreated = (self.created - _startTime) * 1000
        if logThreads:
            self.thread = os.getpid()
            self.threadName = "MainThread"
        else:
            self.thread = None
            self.threadName = None
        self.processName = "MainProcess" if logMultiprocessing else None
        self.process = os.getpid() if logProcesses else None

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno, self.pathname, self.lineno, self.msg)

    def getMessage(self):
        """The message with its arguments merged in (`msg % args`)."""
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


_logRecordFactory = LogRecord


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    """A record whose attributes are the items of `dict`."""
    rv = _logRecordFactory(None, None, "", 0, "", (), None, None)
    rv.__dict__.update(dict)
    return rv


# --- formatting styles --------------------------------------------------



_PERCENT_FIELD = re.compile(r"%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]", re.I)
_BRACE_SPEC = re.compile(r"^(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?[bcdefgnosx%]?$", re.I)
_BRACE_FIELD = re.compile(r"^(\d+|\w+)(\.\w+|\[[^\]]+\])*$")


class PercentStyle:
    default_format = "%(message)s"
    asctime_format = "%(asctime)s"
    asctime_search = "%(asctime)"
    validation_pattern = _PERCENT_FIELD

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def validate(self):
        if not self.validation_pattern.search(self._fmt):
            raise ValueError("Invalid format '%s' for '%s' style" % (self._fmt, self.default_format[0]))

    def _values(self, record):
        if self._defaults:
            return self._defaults | record.__dict__
        return record.__dict__

    def _format(self, record):
        return self._fmt % self._values(record)

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as e:
            raise ValueError("Formatting field not found in record: %s" % e)


def _brace_fields(fmt):
    """(field name, conversion, spec) of each replacement field of a
    str.format string, with str.format's errors for malformed ones."""
    return [(name, conversion, spec) for _, name, spec, conversion in _string.Formatter().parse(fmt)
            if name is not None]


class StrFormatStyle(PercentStyle):
    default_format = "{message}"
    asctime_format = "{asctime}"
    asctime_search = "{asctime"
    fmt_spec = _BRACE_SPEC
    field_spec = _BRACE_FIELD

    def _format(self, record):
        return self._fmt.format(**self._values(record))

    def validate(self):
        fields = set()
        try:
            for name, conversion, spec in _brace_fields(self._fmt):
                if name:
                    if not self.field_spec.match(name):
                        raise ValueError("invalid field name/expression: %r" % name)
                    fields.add(name)
                if conversion and conversion not in "rsa":
                    raise ValueError("invalid conversion: %r" % conversion)
                if spec and not self.fmt_spec.match(spec):
                    raise ValueError("bad specifier: %r" % spec)
        except ValueError as e:
            raise ValueError("invalid format: %s" % e)
        if not fields:
            raise ValueError("invalid format: no fields")


class StringTemplateStyle(PercentStyle):
    default_format = "${message}"
    asctime_format = "${asctime}"
    asctime_search = "${asctime}"

    def __init__(self, *args, **kwargs):
        PercentStyle.__init__(self, *args, **kwargs)
        self._tpl = Template(self._fmt)

    def usesTime(self):
        fmt = self._fmt
        return fmt.find("$asctime") >= 0 or fmt.find(self.asctime_search) >= 0

    def validate(self):
        if not self._tpl.is_valid():
            raise ValueError("invalid format: bare '$' not allowed")
        if not self._tpl.get_identifiers():
            raise ValueError("invalid format: no fields")

    def _format(self, record):
        return self._tpl.substitute(**self._values(record))


BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"

_STYLES = {
    "%": (PercentStyle, BASIC_FORMAT),
    "{": (StrFormatStyle, "{levelname}:{name}:{message}"),
    "$": (StringTemplateStyle, "${levelname}:${name}:${message}"),
}


class Formatter:
    """Turns a record into text with a format string; asctime with
    `datefmt` (time.strftime's directives) and a reported exception's
    traceback follow the message."""

    converter = staticmethod(time.localtime)
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        if style not in _STYLES:
            raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
        self._style = _STYLES[style][0](fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def formatTime(self, record, datefmt=None):
        converter = self.converter
        if getattr(getattr(converter, "__func__", None), "__module__", None) == "time":
            # time.localtime and time.gmtime are builtins in CPython: set on
            # the class, they are called without the formatter.
            converter = converter.__func__
        ct = converter(record.created)
        if datefmt:
            return time.strftime(datefmt, ct)
        s = time.strftime(self.default_time_format, ct)
        if self.default_msec_format:
            s = self.default_msec_format % (s, record.msecs)
        return s

    def formatException(self, ei):
        import traceback
        sio = io.StringIO()
        traceback.print_exception(ei[0], ei[1], ei[2], None, sio)
        s = sio.getvalue()
        sio.close()
        if s[-1:] == "\n":
            s = s[:-1]
        return s

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


_defaultFormatter = Formatter()


class BufferingFormatter:
    """Formats a batch of records: a header, each record, a footer."""

    def __init__(self, linefmt=None):
        self.linefmt = linefmt if linefmt else _defaultFormatter

    def formatHeader(self, records):
        return ""

    def formatFooter(self, records):
        return ""

    def format(self, records):
        rv = ""
        if len(records) > 0:
            rv = rv + self.formatHeader(records)
            for record in records:
                rv = rv + self.linefmt.format(record)
            rv = rv + self.formatFooter(records)
        return rv


# --- filters ----------------------------------------------------------

class Filter:
    """Passes the records of the logger `name` and of its descendants."""

    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0:
            return True
        if self.name == record.name:
            return True
        if record.name.find(self.name, 0, self.nlen) != 0:
            return False
        return record.name[self.nlen] == "."


class Filterer:
    """Holds filters (objects with a filter method, or callables)."""

    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if not (filter in self.filters):
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            if hasattr(f, "filter"):
                result = f.filter(record)
            else:
                result = f(record)
            if not result:
                return False
        return True


# --- handlers ---------------------------------------------------------

_handlers = {}
_handlerList = []


def _addHandlerRef(handler):
    _handlerList.append(handler)


class Handler(Filterer):
    """Where records go: subclasses write them in emit()."""

    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None
        self._closed = False
        _addHandlerRef(self)
        self.createLock()

    def get_name(self):
        return self._name

    def set_name(self, name):
        if self._name in _handlers:
            del _handlers[self._name]
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    def createLock(self):
        self.lock = _NoLock()

    def _at_fork_reinit(self):
        pass

    def acquire(self):
        if self.lock:
            self.lock.acquire()

    def release(self):
        if self.lock:
            self.lock.release()

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        fmt = self.formatter if self.formatter else _defaultFormatter
        return fmt.format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        rv = self.filter(record)
        if rv:
            self.acquire()
            try:
                self.emit(record)
            finally:
                self.release()
        return rv

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name and self._name in _handlers:
            del _handlers[self._name]

    def handleError(self, record):
        """Reports an exception raised while emitting (on stderr, when
        raiseExceptions is true) and carries on."""
        if raiseExceptions and sys.stderr:
            import traceback
            t, v, tb = sys.exc_info()
            try:
                sys.stderr.write("--- Logging error ---\n")
                traceback.print_exception(t, v, tb, None, sys.stderr)
                sys.stderr.write("Call stack:\n")
                frame = tb.tb_frame if tb is not None else None
                while frame and os.path.dirname(frame.f_code.co_filename) == _srcdir:
                    frame = frame.f_back
                if frame:
                    traceback.print_stack(frame, file=sys.stderr)
                else:
                    sys.stderr.write("Logged from file %s, line %s\n" % (record.filename, record.lineno))
                try:
                    sys.stderr.write("Message: %r\nArguments: %s\n" % (record.msg, record.args))
                except RecursionError:
                    raise
                except Exception:
                    sys.stderr.write("Unable to print the message and arguments - possible formatting error.\n"
                                     "Use the traceback above to help find the error.\n")
            except OSError:
                pass

    def __repr__(self):
        level = getLevelName(self.level)
        return "<%s (%s)>" % (self.__class__.__name__, level)


class StreamHandler(Handler):
    """Writes each formatted record and `terminator` to a stream
    (sys.stderr, as it is when the handler is made, by default)."""

    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is None:
            stream = sys.stderr
        self.stream = stream

    def flush(self):
        if self.stream and hasattr(self.stream, "flush"):
            self.stream.flush()

    def emit(self, record):
        try:
            msg = self.format(record)
            stream = self.stream
            stream.write(msg + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        if stream is self.stream:
            return None
        result = self.stream
        self.flush()
        self.stream = stream
        return result

    def __repr__(self):
        level = getLevelName(self.level)
        name = str(getattr(self.stream, "name", ""))
        if name:
            name += " "
        return "<%s %s(%s)>" % (self.__class__.__name__, name, level)


class FileHandler(StreamHandler):
    """Appends (or writes, by `mode`) records to a file, opened at once or
    on the first record when `delay` is true."""

    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        filename = os.fspath(filename)
        self.baseFilename = os.path.abspath(filename)
        self.mode = mode
        self.encoding = encoding
        if "b" not in mode and encoding is None:
            self.encoding = "locale"
        self.errors = errors
        self.delay = delay
        self._builtin_open = open
        if delay:
            Handler.__init__(self)
            self.stream = None
        else:
            StreamHandler.__init__(self, self._open())

    def close(self):
        try:
            if self.stream:
                try:
                    self.flush()
                finally:
                    stream = self.stream
                    self.stream = None
                    if hasattr(stream, "close"):
                        stream.close()
        finally:
            StreamHandler.close(self)

    def _open(self):
        encoding = None if self.encoding == "locale" else self.encoding
        return self._builtin_open(self.baseFilename, self.mode, encoding=encoding, errors=self.errors)

    def emit(self, record):
        if self.stream is None:
            if self.mode != "w" or not self._closed:
                self.stream = self._open()
        if self.stream:
            StreamHandler.emit(self, record)

    def __repr__(self):
        level = getLevelName(self.level)
        return "<%s %s (%s)>" % (self.__class__.__name__, self.baseFilename, level)


class _StderrHandler(StreamHandler):
    """The handler of last resort: writes to whatever sys.stderr is now."""

    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


_defaultLastResort = _StderrHandler(WARNING)
lastResort = _defaultLastResort


class NullHandler(Handler):
    """Discards every record (for libraries that leave output to the program)."""

    def handle(self, record):
        pass

    def emit(self, record):
        pass

    def createLock(self):
        self.lock = None

    def _at_fork_reinit(self):
        pass


# --- loggers ----------------------------------------------------------

class PlaceHolder:
    """Stands for a logger not yet made that has descendants waiting for it."""

    def __init__(self, alogger):
        self.loggerMap = {alogger: None}

    def append(self, alogger):
        if alogger not in self.loggerMap:
            self.loggerMap[alogger] = None


def setLoggerClass(klass):
    if klass != Logger:
        if not issubclass(klass, Logger):
            raise TypeError("logger not derived from logging.Logger: " + klass.__name__)
    global _loggerClass
    _loggerClass = klass


def getLoggerClass():
    return _loggerClass


class Manager:
    """Holds the loggers by name and links each to its nearest ancestor."""

    def __init__(self, rootnode):
        self.root = rootnode
        self.disable = 0
        self.emittedNoHandlerWarning = False
        self.loggerDict = {}
        self.loggerClass = None
        self.logRecordFactory = None

    @property
    def disable(self):
        return self._disable

    @disable.setter
    def disable(self, value):
        self._disable = _checkLevel(value)

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError("A logger name must be a string")
        rv = self.loggerDict.get(name)
        if rv is None or isinstance(rv, PlaceHolder):
            placeholder = rv
            rv = (self.loggerClass or _loggerClass)(name)
            rv.manager = self
            self.loggerDict[name] = rv
            if placeholder is not None:
                self._adopt_children(placeholder, rv)
            self._set_parent(rv)
        return rv

    def setLoggerClass(self, klass):
        if klass != Logger:
            if not issubclass(klass, Logger):
                raise TypeError("logger not derived from logging.Logger: " + klass.__name__)
        self.loggerClass = klass

    def setLogRecordFactory(self, factory):
        self.logRecordFactory = factory

    def _set_parent(self, alogger):
        """Links `alogger` to its nearest existing ancestor, leaving
        placeholders for the missing ones between them."""
        name = alogger.name
        parent = None
        i = name.rfind(".")
        while i > 0 and parent is None:
            prefix = name[:i]
            obj = self.loggerDict.get(prefix)
            if obj is None:
                self.loggerDict[prefix] = PlaceHolder(alogger)
            elif isinstance(obj, Logger):
                parent = obj
            else:
                obj.append(alogger)
            i = name.rfind(".", 0, i - 1)
        alogger.parent = parent if parent is not None else self.root

    def _adopt_children(self, placeholder, alogger):
        """Puts `alogger` between the waiting descendants and their parents."""
        name = alogger.name
        for child in placeholder.loggerMap.keys():
            if child.parent.name[:len(name)] != name:
                alogger.parent = child.parent
                child.parent = alogger

    def _clear_cache(self):
        for logger in self.loggerDict.values():
            if isinstance(logger, Logger):
                logger._cache.clear()
        self.root._cache.clear()


class Logger(Filterer):
    """A named channel for records: those at or above its effective level
    go to its handlers and, while `propagate` is true, its ancestors'."""

    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False
        self._cache = {}

    def setLevel(self, level):
        self.level = _checkLevel(level)
        self.manager._clear_cache()

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' method is deprecated, use 'warning' instead", DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if raiseExceptions:
                raise TypeError("level must be an integer")
            return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def findCaller(self, stack_info=False, stacklevel=1):
        """(file, line, function, stack) of the code that logged: the
        `stacklevel`-th frame outside this module."""
        f = _current_frame()
        if f is None:
            if stack_info:
                raise NotImplementedError("logging: stack_info=True needs stack frames, which pith does not expose")
            return "(unknown file)", 0, "(unknown function)", None
        while stacklevel > 0:
            next_f = f.f_back
            if next_f is None:
                break
            f = next_f
            if not _is_internal_frame(f):
                stacklevel -= 1
        code = f.f_code
        sinfo = None
        if stack_info:
            import traceback
            sio = io.StringIO()
            sio.write("Stack (most recent call last):\n")
            traceback.print_stack(f, file=sio)
            sinfo = sio.getvalue()
            if sinfo[-1] == "\n":
                sinfo = sinfo[:-1]
            sio.close()
        return code.co_filename, f.f_lineno, code.co_name, sinfo

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None, extra=None, sinfo=None):
        rv = _logRecordFactory(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is not None:
            for key in extra:
                if (key in ["message", "asctime"]) or (key in rv.__dict__):
                    raise KeyError("Attempt to overwrite %r in LogRecord" % key)
                rv.__dict__[key] = extra[key]
        return rv

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1):
        fn, lno, func, sinfo = self.findCaller(stack_info, stacklevel)
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc_info = sys.exc_info()
        record = self.makeRecord(self.name, level, fn, lno, msg, args, exc_info, func, extra, sinfo)
        self.handle(record)

    def handle(self, record):
        if (not self.disabled) and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if not (hdlr in self.handlers):
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        while c:
            if c.handlers:
                return True
            if not c.propagate:
                break
            c = c.parent
        return False

    def callHandlers(self, record):
        """Passes the record to the handlers up the hierarchy (to lastResort
        when there are none at all)."""
        c = self
        found = 0
        while c:
            for hdlr in c.handlers:
                found = found + 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            if not c.propagate:
                c = None
            else:
                c = c.parent
        if found == 0:
            if lastResort:
                if record.levelno >= lastResort.level:
                    lastResort.handle(record)
            elif raiseExceptions and not self.manager.emittedNoHandlerWarning:
                sys.stderr.write('No handlers could be found for logger "%s"\n' % self.name)
                self.manager.emittedNoHandlerWarning = True

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        try:
            return self._cache[level]
        except KeyError:
            if self.manager.disable >= level:
                is_enabled = self._cache[level] = False
            else:
                is_enabled = self._cache[level] = (level >= self.getEffectiveLevel())
            return is_enabled

    def getChild(self, suffix):
        if self.root is not self:
            suffix = ".".join((self.name, suffix))
        return self.manager.getLogger(suffix)

    def __repr__(self):
        level = getLevelName(self.getEffectiveLevel())
        return "<%s %s (%s)>" % (self.__class__.__name__, self.name, level)


class RootLogger(Logger):
    """The logger at the top of the hierarchy, named "root"."""

    def __init__(self, level):
        Logger.__init__(self, "root", level)


_loggerClass = Logger


class LoggerAdapter:
    """Logs through a logger, adding `extra` to each record (process()
    decides how)."""

    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        import warnings
        warnings.warn("The 'warn' method is deprecated, use 'warning' instead", DeprecationWarning, 2)
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False):
        return self.logger._log(level, msg, args, exc_info=exc_info, extra=extra, stack_info=stack_info)

    @property
    def manager(self):
        return self.logger.manager

    @manager.setter
    def manager(self, value):
        self.logger.manager = value

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        logger = self.logger
        level = getLevelName(logger.getEffectiveLevel())
        return "<%s %s (%s)>" % (self.__class__.__name__, logger.name, level)


root = RootLogger(WARNING)
Logger.root = root
Logger.manager = Manager(Logger.root)


# --- module-level configuration and shortcuts ---------------------------

def basicConfig(**kwargs):
    """Gives the root logger a handler (a StreamHandler, or a FileHandler
    for `filename`, or `handlers`) with a Formatter, unless it has one
    already (or `force` is true); sets the root's level."""
    force = kwargs.pop("force", False)
    encoding = kwargs.pop("encoding", None)
    errors = kwargs.pop("errors", "backslashreplace")
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if len(root.handlers) != 0:
        return
    handlers = kwargs.pop("handlers", None)
    if handlers is None:
        if "stream" in kwargs and "filename" in kwargs:
            raise ValueError("'stream' and 'filename' should not be specified together")
    elif "stream" in kwargs or "filename" in kwargs:
        raise ValueError("'stream' or 'filename' should not be specified together with 'handlers'")
    if handlers is None:
        filename = kwargs.pop("filename", None)
        mode = kwargs.pop("filemode", "a")
        if filename:
            if "b" in mode:
                errors = None
            h = FileHandler(filename, mode, encoding=encoding, errors=errors)
        else:
            h = StreamHandler(kwargs.pop("stream", None))
        handlers = [h]
    dfs = kwargs.pop("datefmt", None)
    style = kwargs.pop("style", "%")
    if style not in _STYLES:
        raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
    fs = kwargs.pop("format", _STYLES[style][1])
    fmt = Formatter(fs, dfs, style)
    for h in handlers:
        if h.formatter is None:
            h.setFormatter(fmt)
        root.addHandler(h)
    level = kwargs.pop("level", None)
    if level is not None:
        root.setLevel(level)
    if kwargs:
        keys = ", ".join(kwargs.keys())
        raise ValueError("Unrecognised argument(s): %s" % keys)


def getLogger(name=None):
    """The logger called `name` (made on first use); the root logger when
    `name` is empty or "root"."""
    if not name or isinstance(name, str) and name == root.name:
        return root
    return Logger.manager.getLogger(name)


def critical(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.critical(msg, *args, **kwargs)


fatal = critical


def error(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    import warnings
    warnings.warn("The 'warn' function is deprecated, use 'warning' instead", DeprecationWarning, 2)
    warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    """Drops every record at or below `level`, whatever the loggers' levels."""
    root.manager.disable = level
    root.manager._clear_cache()


def shutdown(handlerList=_handlerList):
    """Flushes and closes every handler, newest first (run at exit)."""
    for h in reversed(handlerList[:]):
        try:
            if h:
                try:
                    h.acquire()
                    h.flush()
                    h.close()
                except (OSError, ValueError):
                    pass
                finally:
                    h.release()
        except:
            if raiseExceptions:
                raise


atexit.register(shutdown)


# --- warnings through logging -------------------------------------------

_warnings_showwarning = None


def _showwarning(message, category, filename, lineno, file=None, line=None):
    if file is not None:
        if _warnings_showwarning is not None:
            _warnings_showwarning(message, category, filename, lineno, file, line)
    else:
        import warnings
        s = warnings.formatwarning(message, category, filename, lineno, line)
        logger = getLogger("py.warnings")
        if not logger.handlers:
            logger.addHandler(NullHandler())
        logger.warning("%s", str(s))


def captureWarnings(capture):
    """Sends warnings to the "py.warnings" logger (or stops doing so)."""
    import warnings
    global _warnings_showwarning
    if capture:
        if _warnings_showwarning is None:
            _warnings_showwarning = warnings.showwarning
            warnings.showwarning = _showwarning
    else:
        if _warnings_showwarning is not None:
            warnings.showwarning = _warnings_showwarning
            _warnings_showwarning = None
