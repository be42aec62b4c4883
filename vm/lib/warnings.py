"""warnings for pith: warn and warn_explicit through the filters (actions
error, ignore, always, default, module, once; the default filters of
CPython 3.11 and PYTHONWARNINGS), filterwarnings, simplefilter,
resetwarnings, showwarning/formatwarning (`file:line: Category: message`
and the source line) and catch_warnings (record=True gives the list of
WarningMessage objects).

warn() finds the line that called it with sys._getframe. Where the VM has
no frames it reports the warning, as CPython does when the stack is
shallower than `stacklevel`, from module "sys" at "sys:1"; warnings that
differ only by where they were issued then share one "default"/"module"
entry. warn_explicit takes the location from its arguments.

The categories pith's builtins lack (PendingDeprecationWarning,
SyntaxWarning, FutureWarning, ImportWarning, UnicodeWarning, BytesWarning,
ResourceWarning, EncodingWarning) are defined here and added to builtins.
"""
import sys
import builtins

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings", "simplefilter",
           "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")


def _builtin_category(name):
    """The builtin Warning subclass `name`, made here when pith lacks it."""
    cls = getattr(builtins, name, None)
    if cls is None:
        cls = type(name, (Warning,), {"__module__": "builtins"})
        setattr(builtins, name, cls)
    return cls


for _name in ("PendingDeprecationWarning", "SyntaxWarning", "FutureWarning", "ImportWarning", "UnicodeWarning",
              "BytesWarning", "ResourceWarning", "EncodingWarning"):
    _builtin_category(_name)
del _name


# --- messages and their display ------------------------------------------

class WarningMessage:
    """One warning as catch_warnings(record=True) records it."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


def _source_line(filename, lineno):
    """Line `lineno` of the file `filename` ('' when it cannot be read)."""
    if not filename or not lineno or filename.startswith("<"):
        return ""
    try:
        with open(filename, encoding="utf-8", errors="replace") as f:
            for i, line in enumerate(f, 1):
                if i == lineno:
                    return line
    except (OSError, ValueError, TypeError):
        return ""
    return ""


def _formatwarnmsg_impl(msg):
    category = msg.category.__name__
    text = f"{msg.filename}:{msg.lineno}: {category}: {msg.message}\n"
    if msg.line is None:
        try:
            line = _source_line(msg.filename, msg.lineno)
        except Exception:
            line = None
    else:
        line = msg.line
    if line:
        text += "  %s\n" % line.strip()
    if msg.source is not None:
        text += f"{category}: Enable tracemalloc to get the object allocation traceback\n"
    return text


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = _formatwarnmsg(msg)
    try:
        file.write(text)
    except OSError:
        pass


def formatwarning(message, category, filename, lineno, line=None):
    """The text showwarning writes: `file:line: Category: message` and the
    source line (read from the file when `line` is None)."""
    return _formatwarnmsg_impl(WarningMessage(message, category, filename, lineno, None, line))


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Writes a warning to `file` (sys.stderr by default)."""
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _formatwarnmsg(msg):
    fw = formatwarning
    if fw is not _formatwarning_orig:
        return fw(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    return _formatwarnmsg_impl(msg)


def _showwarnmsg(msg):
    sw = showwarning
    if sw is not _showwarning_orig:
        if not callable(sw):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        sw(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


# --- filters -----------------------------------------------------------

filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, builtins.PendingDeprecationWarning, None, 0),
    ("ignore", None, builtins.ImportWarning, None, 0),
    ("ignore", None, builtins.ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}
_filters_version = 1


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    """Adds a filter: `message` and `module` are regular expressions matched
    at the start of the text (case-insensitively) and of the module name."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Adds a filter that matches every message and module."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def resetwarnings():
    """Clears the filters (the default action then applies to everything)."""
    filters[:] = []
    _filters_mutated()


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text)


def _action_for(text, category, module, lineno):
    if not isinstance(filters, list):
        raise ValueError("warnings.filters must be a list")
    for i, item in enumerate(filters):
        if not isinstance(item, tuple) or len(item) != 5:
            raise ValueError("warnings.filters item %d isn't a 5-tuple" % i)
        action, msg, cat, mod, ln = item
        if (_matches(msg, text) and issubclass(category, cat) and _matches(mod, module)
                and (ln == 0 or lineno == ln)):
            return action, item
    return defaultaction, None


# --- issuing warnings -------------------------------------------------

def _already_warned(registry, key, mark):
    """Whether `registry` has `key` (the registry is emptied first when the
    filters changed since it was last used); `mark` records the key."""
    version = registry.get("version")
    if type(version) is not int or version != _filters_version:
        registry.clear()
        registry["version"] = _filters_version
    elif registry.get(key):
        return True
    if mark:
        registry[key] = True
    return False


_sys_registry = {}
_no_module = object()


def _is_internal_frame(frame):
    filename = frame.f_code.co_filename
    return "importlib" in filename and "_bootstrap" in filename


def _next_external_frame(frame):
    frame = frame.f_back
    while frame is not None and _is_internal_frame(frame):
        frame = frame.f_back
    return frame


def _caller(stacklevel):
    """(globals, file name, line) of the frame `stacklevel` levels above
    warn's caller's caller; sys's and "sys", 1 past the top of the stack."""
    getframe = getattr(sys, "_getframe", None)
    try:
        if getframe is None:
            raise ValueError
        if stacklevel <= 1 or _is_internal_frame(getframe(2)):
            frame = getframe(stacklevel + 1)
        else:
            frame = getframe(2)
            for _ in range(stacklevel - 1):
                frame = _next_external_frame(frame)
                if frame is None:
                    raise ValueError
    except ValueError:
        return None, "sys", 1
    return frame.f_globals, frame.f_code.co_filename, frame.f_lineno


def warn(message, category=None, stacklevel=1, source=None):
    """Issues a warning from the line `stacklevel` levels up the stack (1:
    the line that called warn)."""
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '{:s}'".format(type(category).__name__))
    globals, filename, lineno = _caller(stacklevel)
    if globals is None:
        module, registry = "sys", _sys_registry
    else:
        module = globals.get("__name__", "<string>")
        registry = globals.setdefault("__warningregistry__", {})
    warn_explicit(message, category, filename, lineno, module, registry, globals, source)


def warn_explicit(message, category, filename, lineno, module=_no_module, registry=None, module_globals=None,
                  source=None):
    """Issues a warning from the given file and line through the filters
    (`module` defaults to the file's name without ".py"; passing None, as
    CPython's code does during shutdown, drops the warning)."""
    lineno = int(lineno)
    if module is None:
        return
    if module is _no_module:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry is not None and _already_warned(registry, key, False):
        return
    action, item = _action_for(text, category, module, lineno)
    if action == "error":
        raise message
    if action == "ignore":
        return
    if action != "always":
        if registry is not None:
            registry[key] = True
        if action == "once":
            if _already_warned(onceregistry if registry is None else registry, (text, category), True):
                return
        elif action == "module":
            if registry is not None and _already_warned(registry, (text, category), True):
                return
        elif action != "default":
            raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %r" % (action, item))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, None, None, source))


class catch_warnings:
    """Saves the filters and showwarning on entry and restores them on exit;
    with record=True, warnings are appended to the list `as` gets instead of
    being shown."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._module = sys.modules["warnings"] if module is None else module
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not sys.modules["warnings"]:
            args.append("module=%r" % self._module)
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        module = self._module
        self._filters = module.filters
        module.filters = self._filters[:]
        module._filters_mutated()
        self._showwarning = module.showwarning
        self._showwarnmsg_impl = module._showwarnmsg_impl
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            module._showwarnmsg_impl = log.append
            module.showwarning = module._showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        module = self._module
        module.filters = self._filters
        module._filters_mutated()
        module.showwarning = self._showwarning
        module._showwarnmsg_impl = self._showwarnmsg_impl


# --- PYTHONWARNINGS ---------------------------------------------------

class _OptionError(Exception):
    pass


def _getaction(action):
    if not action:
        return "default"
    if action == "all":
        return "always"
    for a in _ACTIONS:
        if a.startswith(action):
            return a
    raise _OptionError("invalid action: %r" % (action,))


def _getcategory(category):
    if not category:
        return Warning
    if "." not in category:
        owner, name = builtins, category
    else:
        module_name, _, name = category.rpartition(".")
        try:
            owner = __import__(module_name, None, None, [name])
        except ImportError:
            raise _OptionError("invalid module name: %r" % (module_name,)) from None
    try:
        cat = getattr(owner, name)
    except AttributeError:
        raise _OptionError("unknown warning category: %r" % (category,)) from None
    if not isinstance(cat, type) or not issubclass(cat, Warning):
        raise _OptionError("invalid warning category: %r" % (category,))
    return cat


def _setoption(arg):
    parts = arg.split(":")
    if len(parts) > 5:
        raise _OptionError("too many fields (max 5): %r" % (arg,))
    while len(parts) < 5:
        parts.append("")
    action, message, category, module, lineno = [s.strip() for s in parts]
    action = _getaction(action)
    category = _getcategory(category)
    if message or module:
        import re
    if message:
        message = re.escape(message)
    if module:
        module = re.escape(module) + r"\Z"
    if lineno:
        try:
            lineno = int(lineno)
            if lineno < 0:
                raise ValueError
        except (ValueError, OverflowError):
            raise _OptionError("invalid lineno %r" % (lineno,)) from None
    else:
        lineno = 0
    filterwarnings(action, message, category, module, lineno)


def _processoptions(args):
    for arg in args:
        try:
            _setoption(arg)
        except _OptionError as msg:
            print("Invalid -W option ignored:", msg, file=sys.stderr)


def _environment_options():
    import os
    value = os.environ.get("PYTHONWARNINGS", "")
    return [part for part in value.split(",") if part]


_processoptions(_environment_options())
