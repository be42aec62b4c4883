"""traceback for pith: formatting and printing exceptions (format_exception_only,
format_exception, print_exception, format_exc, print_exc, TracebackException)
with their chains of causes and contexts, tracebacks and stacks as frame
summaries (extract_tb, extract_stack, format_tb, format_stack, print_tb,
print_stack, walk_tb, walk_stack, FrameSummary, StackSummary, format_list,
print_list).

Frames and traceback objects are used when the VM provides them
(`sys._getframe`, `exc.__traceback__`); frame summaries carry no column
positions, so the 3.11 carets under a frame's line are not shown. Without
traceback objects, a formatted exception has the "Traceback (most recent
call last):" header but no frame lines under it (every exception in a chain
is taken as raised); without sys._getframe, the stack functions refuse with
NotImplementedError.
"""
import sys
import collections.abc

__all__ = ["extract_stack", "extract_tb", "format_exception", "format_exception_only", "format_list",
           "format_stack", "format_tb", "print_exc", "format_exc", "print_exception", "print_last",
           "print_stack", "print_tb", "clear_frames", "FrameSummary", "StackSummary", "TracebackException",
           "walk_stack", "walk_tb", "print_list"]

_CAUSE_MESSAGE = "\nThe above exception was the direct cause of the following exception:\n\n"
_CONTEXT_MESSAGE = "\nDuring handling of the above exception, another exception occurred:\n\n"
_HEADER = "Traceback (most recent call last):\n"
_RECURSIVE_CUTOFF = 3
_sentinel = object()


def _no_frames(name):
    raise NotImplementedError("traceback." + name + "() needs stack frames, which pith does not expose")


def _vm_has_tracebacks():
    try:
        raise ValueError
    except ValueError as e:
        return e.__traceback__ is not None


_HAS_TRACEBACKS = _vm_has_tracebacks()


def _caller_frame(depth):
    """The frame `depth` levels above the caller of this function."""
    getframe = getattr(sys, "_getframe", None)
    if getframe is None:
        return None
    return getframe(depth + 1)


def _source_line(filename, lineno):
    """Line `lineno` of the file, or '' when it cannot be read."""
    if not filename or filename.startswith("<") or not lineno:
        return ""
    try:
        with open(filename, encoding="utf-8", errors="replace") as f:
            for i, line in enumerate(f, 1):
                if i == lineno:
                    return line
    except (OSError, ValueError):
        return ""
    return ""


# --- frame summaries ---------------------------------------------------

class FrameSummary:
    """One frame of a traceback: file, line number, function name and the
    source line (read from the file on first use when not given)."""

    __slots__ = ("filename", "lineno", "end_lineno", "colno", "end_colno", "name", "_line", "locals")

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        if colno is not None or end_colno is not None:
            raise NotImplementedError("traceback.FrameSummary: column positions (colno, end_colno) are not supported by pith")
        self.filename = filename
        self.lineno = lineno
        self.end_lineno = end_lineno
        self.colno = None
        self.end_colno = None
        self.name = name
        self._line = line
        if lookup_line:
            self.line
        self.locals = {k: repr(v) for k, v in locals.items()} if locals else None

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno and
                    self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4

    @property
    def _original_line(self):
        self.line
        return self._line

    @property
    def line(self):
        if self._line is None:
            if self.lineno is None:
                return None
            self._line = _source_line(self.filename, self.lineno)
        return self._line.strip()


class StackSummary(list):
    """A list of FrameSummary objects, formatted as a traceback's body."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        """The summary of (frame, line number) pairs, at most `limit` of
        them (the first ones; the last ones for a negative limit)."""
        if limit is None:
            limit = getattr(sys, "tracebacklimit", None)
            if limit is not None and limit < 0:
                limit = 0
        pairs = list(frame_gen)
        if limit is not None:
            pairs = pairs[:limit] if limit >= 0 else pairs[limit:]
        result = klass()
        for f, lineno in pairs:
            code = f.f_code
            f_locals = f.f_locals if capture_locals else None
            result.append(FrameSummary(code.co_filename, lineno, code.co_name, lookup_line=False, locals=f_locals))
        if lookup_lines:
            for frame in result:
                frame.line
        return result

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        text = '  File "{}", line {}, in {}\n'.format(frame_summary.filename, frame_summary.lineno, frame_summary.name)
        if frame_summary.line:
            text += "    {}\n".format(frame_summary.line)
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                text += "    {name} = {value}\n".format(name=name, value=value)
        return text

    def format(self):
        result = []
        last = None
        count = 0
        for frame in self:
            key = (frame.filename, frame.lineno, frame.name)
            if key == last and None not in key:
                count += 1
                if count > _RECURSIVE_CUTOFF:
                    continue
            else:
                if count > _RECURSIVE_CUTOFF:
                    result.append(_repeated_line(count - _RECURSIVE_CUTOFF))
                last = key
                count = 1
            result.append(self.format_frame_summary(frame))
        if count > _RECURSIVE_CUTOFF:
            result.append(_repeated_line(count - _RECURSIVE_CUTOFF))
        return result


def _repeated_line(n):
    return "  [Previous line repeated {} more time{}]\n".format(n, "s" if n > 1 else "")


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    if file is None:
        file = sys.stderr
    for item in StackSummary.from_list(extracted_list).format():
        print(item, file=file, end="")


def walk_tb(tb):
    """(frame, line number) of each level of a traceback, outermost first."""
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def walk_stack(f):
    """(frame, line number) from frame `f` outwards (from the caller when
    `f` is None)."""
    if f is None:
        f = _caller_frame(1)
        if f is None:
            _no_frames("walk_stack")
    while f is not None:
        yield f, f.f_lineno
        f = f.f_back


def extract_tb(tb, limit=None):
    if tb is None:
        return StackSummary()
    return StackSummary.extract(walk_tb(tb), limit=limit)


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def print_tb(tb, limit=None, file=None):
    print_list(extract_tb(tb, limit=limit), file=file)


def extract_stack(f=None, limit=None):
    """The stack from the outermost frame to `f` (the caller by default)."""
    if f is None:
        f = _caller_frame(1)
        if f is None:
            _no_frames("extract_stack")
    stack = StackSummary.extract(walk_stack(f), limit=limit)
    stack.reverse()
    return stack


def format_stack(f=None, limit=None):
    if f is None:
        f = _caller_frame(1)
        if f is None:
            _no_frames("format_stack")
    return format_list(extract_stack(f, limit=limit))


def print_stack(f=None, limit=None, file=None):
    if f is None:
        f = _caller_frame(1)
        if f is None:
            _no_frames("print_stack")
    print_list(extract_stack(f, limit=limit), file=file)


def clear_frames(tb):
    while tb is not None:
        clear = getattr(tb.tb_frame, "clear", None)
        if clear is not None:
            clear()
        tb = tb.tb_next


# --- exceptions -------------------------------------------------------

def _safe_string(value, what, func=str):
    try:
        return func(value)
    except BaseException:
        return "<{} {}() failed>".format(what, func.__name__)


def _type_name(exc_type):
    """The exception's name as a traceback shows it (module-qualified
    unless the class comes from builtins or __main__)."""
    name = exc_type.__qualname__
    module = getattr(exc_type, "__module__", "builtins")
    if module not in ("__main__", "builtins"):
        if not isinstance(module, str):
            module = "<unknown>"
        name = module + "." + name
    return name


def _final_line(type_name, text):
    if text is None or not text:
        return "%s\n" % type_name
    return "%s: %s\n" % (type_name, text)


def _syntax_error_fields(value):
    """(msg, filename, lineno, offset, text, end_offset) of a SyntaxError,
    from its attributes or, when it has none, from its arguments."""
    if hasattr(value, "msg") or hasattr(value, "filename"):
        return (getattr(value, "msg", None), getattr(value, "filename", None), getattr(value, "lineno", None),
                getattr(value, "offset", None), getattr(value, "text", None), getattr(value, "end_offset", None))
    args = value.args
    msg = args[0] if args else None
    if len(args) == 2 and isinstance(args[1], tuple) and len(args[1]) >= 4:
        where = args[1]
        end_offset = where[5] if len(where) >= 6 else None
        return msg, where[0], where[1], where[2], where[3], end_offset
    return msg, None, None, None, None, None


class TracebackException:
    """An exception captured for formatting: its type, text, notes and the
    chain of causes and contexts (`stack` is always empty in pith)."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10, _seen=None):
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        self.stack = StackSummary.extract(walk_tb(exc_traceback), limit=limit, lookup_lines=lookup_lines,
                                          capture_locals=capture_locals)
        self.exc_type = exc_type
        self._raised = bool(self.stack) if _HAS_TRACEBACKS else exc_value is not None
        self._str = _safe_string(exc_value, "exception")
        self.__notes__ = getattr(exc_value, "__notes__", None)
        self.exceptions = None
        if exc_type is not None and issubclass(exc_type, SyntaxError):
            msg, filename, lineno, offset, text, end_offset = _syntax_error_fields(exc_value)
            self.filename = filename
            self.lineno = str(lineno) if lineno is not None else None
            self.end_lineno = None
            self.text = text
            self.offset = offset
            self.end_offset = end_offset
            self.msg = msg
        self.__suppress_context__ = exc_value.__suppress_context__ if exc_value is not None else False
        self.__cause__ = None
        self.__context__ = None
        if exc_value is None:
            return
        cause = exc_value.__cause__
        if cause is not None and id(cause) not in _seen:
            self.__cause__ = TracebackException(type(cause), cause, cause.__traceback__, limit=limit,
                                                lookup_lines=lookup_lines, capture_locals=capture_locals,
                                                _seen=_seen)
        context = exc_value.__context__
        if context is not None and id(context) not in _seen:
            self.__context__ = TracebackException(type(context), context, context.__traceback__, limit=limit,
                                                  lookup_lines=lookup_lines, capture_locals=capture_locals,
                                                  _seen=_seen)

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        """The lines of the exception's last part: `Type: text` (with a
        SyntaxError's location and caret before it) and its notes."""
        if self.exc_type is None:
            yield _final_line(None, self._str)
            return
        type_name = _type_name(self.exc_type)
        if not issubclass(self.exc_type, SyntaxError):
            yield _final_line(type_name, self._str)
        else:
            yield from self._format_syntax_error(type_name)
        notes = self.__notes__
        if isinstance(notes, collections.abc.Sequence):
            for note in notes:
                note = _safe_string(note, "note")
                for line in note.split("\n"):
                    yield line + "\n"
        elif notes is not None:
            yield _safe_string(notes, "__notes__", func=repr)

    def _format_syntax_error(self, type_name):
        suffix = ""
        if self.lineno is not None:
            yield '  File "{}", line {}\n'.format(self.filename or "<string>", self.lineno)
        elif self.filename is not None:
            suffix = " ({})".format(self.filename)
        text = self.text
        if text is not None:
            stripped = text.rstrip("\n")
            shown = stripped.lstrip(" \n\f")
            indent = len(stripped) - len(shown)
            yield "    {}\n".format(shown)
            if self.offset is not None:
                start = self.offset
                end = self.end_offset if self.end_offset not in (None, 0) else start
                if start == end or end == -1:
                    end = start + 1
                col = start - 1 - indent
                end_col = end - 1 - indent
                if col >= 0:
                    pad = "".join(c if c.isspace() else " " for c in shown[:col])
                    yield "    {}{}\n".format(pad, "^" * (end_col - col))
        msg = self.msg or "<no detail available>"
        yield "{}: {}{}\n".format(type_name, msg, suffix)

    def format(self, *, chain=True, _ctx=None):
        """The lines of the whole report, causes and contexts first."""
        parts = []
        exc = self
        while exc is not None:
            if chain:
                if exc.__cause__ is not None:
                    link, nxt = _CAUSE_MESSAGE, exc.__cause__
                elif exc.__context__ is not None and not exc.__suppress_context__:
                    link, nxt = _CONTEXT_MESSAGE, exc.__context__
                else:
                    link, nxt = None, None
            else:
                link, nxt = None, None
            parts.append((link, exc))
            exc = nxt
        for link, exc in reversed(parts):
            if link is not None:
                yield link
            if exc._raised:
                yield _HEADER
                yield from exc.stack.format()
            yield from exc.format_exception_only()

    def print(self, *, file=None, chain=True):
        if file is None:
            file = sys.stderr
        for line in self.format(chain=chain):
            print(line, file=file, end="")


def _value_and_tb(exc, value, tb):
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is _sentinel:
        if exc is None:
            return None, None
        if isinstance(exc, BaseException):
            return exc, exc.__traceback__
        raise TypeError(f"Exception expected for value, {type(exc).__name__} found")
    return value, tb


def format_exception_only(exc, /, value=_sentinel):
    if value is _sentinel:
        value = exc
    te = TracebackException(type(value), value, None, compact=True)
    return list(te.format_exception_only())


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    value, tb = _value_and_tb(exc, value, tb)
    te = TracebackException(type(value), value, tb, limit=limit)
    if value is None:
        te._raised = False
    return list(te.format(chain=chain))


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    value, tb = _value_and_tb(exc, value, tb)
    te = TracebackException(type(value), value, tb, limit=limit)
    if value is None:
        te._raised = False
    te.print(file=file, chain=chain)


def format_exc(limit=None, chain=True):
    return "".join(format_exception(sys.exception(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    print_exception(sys.exception(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    if not hasattr(sys, "last_type"):
        raise ValueError("no last exception")
    print_exception(sys.last_type, sys.last_value, sys.last_traceback, limit, file, chain)
