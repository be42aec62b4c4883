"""doctest for pith: testmod, testfile, run_docstring_examples and the
classes behind them (DocTestParser, Example, DocTest, DocTestFinder,
DocTestRunner, OutputChecker, DebugRunner with DocTestFailure and
UnexpectedException), with CPython 3.11's parsing of examples, option flags
and `# doctest:` directives, comparison of output and exceptions, and its
reports and summaries.

An example runs as CPython's interactive mode ('single') runs it: an
expression's value is shown by repr() (and kept in `builtins._`), and so is
every expression statement at the top level of a compound statement; a
second statement is a SyntaxError. pith has no 'single' mode in compile(),
so an example is compiled in 'eval' mode when it is one expression and in
'exec' mode otherwise, with its top-level expression statements rewritten
to show their values.

The line of a function's docstring is found from its
`__code__.co_firstlineno` (moved up to its first decorator, as pith gives
the line of the `def`) or, without `__code__`, from the module's source
file, where the function is found by its qualified name; pith's `__main__`
has no `__doc__`, so its docstring is read from the source file too. The
traceback of an exception in a report has the frames pith keeps, without
CPython's carets; its first frame is this module's runner. testfile() takes
module-relative paths from the directory of `__main__` when pith cannot
tell the calling module (no sys._getframe).

Refused by name: the REPORT_UDIFF, REPORT_CDIFF and REPORT_NDIFF reports
(no difflib), the unittest integration (DocTestSuite, DocFileSuite,
DocTestCase, set_unittest_reportflags), the debugger entry points (debug,
debug_src, debug_script) and script_from_examples / testsource.
"""
import builtins
import inspect
import os
import re
import sys
import types
from collections import namedtuple
from io import StringIO

__all__ = [
    "register_optionflag", "DONT_ACCEPT_TRUE_FOR_1", "DONT_ACCEPT_BLANKLINE", "NORMALIZE_WHITESPACE",
    "ELLIPSIS", "SKIP", "IGNORE_EXCEPTION_DETAIL", "COMPARISON_FLAGS", "REPORT_UDIFF", "REPORT_CDIFF",
    "REPORT_NDIFF", "REPORT_ONLY_FIRST_FAILURE", "REPORTING_FLAGS", "FAIL_FAST", "Example", "DocTest",
    "DocTestParser", "DocTestFinder", "DocTestRunner", "OutputChecker", "DocTestFailure",
    "UnexpectedException", "DebugRunner", "testmod", "testfile", "run_docstring_examples",
    "DocTestSuite", "DocFileSuite", "set_unittest_reportflags", "script_from_examples", "testsource",
    "debug_src", "debug",
]

TestResults = namedtuple("TestResults", "failed attempted")


# --- option flags --------------------------------------------------------

OPTIONFLAGS_BY_NAME = {}


def register_optionflag(name):
    """The flag of `name`, a new bit the first time the name is seen."""
    return OPTIONFLAGS_BY_NAME.setdefault(name, 1 << len(OPTIONFLAGS_BY_NAME))


DONT_ACCEPT_TRUE_FOR_1 = register_optionflag("DONT_ACCEPT_TRUE_FOR_1")
DONT_ACCEPT_BLANKLINE = register_optionflag("DONT_ACCEPT_BLANKLINE")
NORMALIZE_WHITESPACE = register_optionflag("NORMALIZE_WHITESPACE")
ELLIPSIS = register_optionflag("ELLIPSIS")
SKIP = register_optionflag("SKIP")
IGNORE_EXCEPTION_DETAIL = register_optionflag("IGNORE_EXCEPTION_DETAIL")

COMPARISON_FLAGS = (DONT_ACCEPT_TRUE_FOR_1 | DONT_ACCEPT_BLANKLINE | NORMALIZE_WHITESPACE |
                    ELLIPSIS | SKIP | IGNORE_EXCEPTION_DETAIL)

REPORT_UDIFF = register_optionflag("REPORT_UDIFF")
REPORT_CDIFF = register_optionflag("REPORT_CDIFF")
REPORT_NDIFF = register_optionflag("REPORT_NDIFF")
REPORT_ONLY_FIRST_FAILURE = register_optionflag("REPORT_ONLY_FIRST_FAILURE")
FAIL_FAST = register_optionflag("FAIL_FAST")

REPORTING_FLAGS = (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF | REPORT_ONLY_FIRST_FAILURE | FAIL_FAST)

BLANKLINE_MARKER = "<BLANKLINE>"
ELLIPSIS_MARKER = "..."

_DIFF_NAMES = ((REPORT_UDIFF, "REPORT_UDIFF"), (REPORT_CDIFF, "REPORT_CDIFF"), (REPORT_NDIFF, "REPORT_NDIFF"))


def _refuse(what):
    return NotImplementedError("doctest." + what + " is not supported by pith")


# --- small text helpers --------------------------------------------------

def _indent(s, indent=4):
    """`s` with `indent` spaces before every line that is not empty."""
    pad = " " * indent
    return "\n".join(pad + line if line else line for line in s.split("\n"))


def _is_word_char(c):
    return c.isalnum() or c == "_"


def _ellipsis_match(want, got):
    """Whether `got` matches `want`, where each "..." of `want` stands for
    any text (the pieces between are found leftmost first)."""
    if ELLIPSIS_MARKER not in want:
        return want == got
    pieces = want.split(ELLIPSIS_MARKER)
    start, end = 0, len(got)
    first, last = pieces[0], pieces[-1]
    if first:
        if not got.startswith(first):
            return False
        start = len(first)
    if last:
        if not got.endswith(last):
            return False
        end -= len(last)
    if start > end:
        return False
    for piece in pieces[1:-1]:
        start = got.find(piece, start, end)
        if start < 0:
            return False
        start += len(piece)
    return True


def _strip_exception_details(msg):
    """The bare exception name of an `ExcType: message` line: no module
    path and no message ("foo.bar.MyError: la di da" gives "MyError")."""
    end = msg.find("\n")
    if end < 0:
        end = len(msg)
    colon = msg.find(":", 0, end)
    if colon >= 0:
        end = colon
    return msg[msg.rfind(".", 0, end) + 1:end]


_LOCATION_SUFFIX = re.compile(r" \(([^\n]*), line (\d+)\)$")


def _with_location(exc, source=None, filename=None):
    """A SyntaxError of pith's compile() carries its place only in its
    message ("invalid syntax (<doctest f[0]>, line 1)"): the same error
    with the place as CPython keeps it (filename, line and text), to be
    formatted as CPython formats it. Other exceptions are returned as they
    are."""
    if not isinstance(exc, SyntaxError) or len(exc.args) != 1 or not isinstance(exc.args[0], str):
        return exc
    if getattr(exc, "lineno", None) is not None:
        return exc
    m = _LOCATION_SUFFIX.search(exc.args[0])
    if m is None:
        return exc
    where, lineno = m.group(1), int(m.group(2))
    text = None
    if source is not None and where == filename:
        lines = source.split("\n")
        if 0 < lineno <= len(lines):
            text = lines[lineno - 1] + "\n"
    located = type(exc)(exc.args[0][:m.start()], (where, lineno, None, text))
    located.__cause__ = exc.__cause__
    located.__context__ = exc.__context__
    located.__suppress_context__ = exc.__suppress_context__
    return located


def _exception_line(exc_type, exc):
    """The last line of traceback.format_exception_only() of the exception,
    as CPython writes it."""
    import traceback
    exc = _with_location(exc)
    return traceback.format_exception_only(type(exc) if exc is not None else exc_type, exc)[-1]


_RUNNER_FRAMES = ("_run_interactive", "_display", "_shown_expressions")


def _exception_traceback(exc_info, example=None, filename=None):
    """The traceback of an exception as print_exception writes it, without
    the frames of the functions that run an example, and with the lines of
    the example's source under its frames."""
    import traceback
    exc_type, exc, tb = exc_info
    source = example.source if example is not None else None
    located = _with_location(exc, source, filename)
    if located is not exc:
        exc_type, exc = type(located), located
    report = traceback.TracebackException(exc_type, exc, tb)
    if report.stack:
        source_lines = source.split("\n") if source is not None else []
        frames = []
        for frame in report.stack:
            if frame.filename == __file__ and frame.name in _RUNNER_FRAMES:
                continue
            if frame.filename == filename and frame.lineno and 0 < frame.lineno <= len(source_lines):
                frame = traceback.FrameSummary(frame.filename, frame.lineno, frame.name,
                                               line=source_lines[frame.lineno - 1])
            frames.append(frame)
        report.stack = traceback.StackSummary.from_list(frames)
    return "".join(report.format())


class _SpoofOut(StringIO):
    """sys.stdout while an example runs: what it printed, ending with a
    newline when it printed anything."""

    def getvalue(self):
        value = StringIO.getvalue(self)
        if value and not value.endswith("\n"):
            value += "\n"
        return value

    def truncate(self, size=None):
        self.seek(size)
        StringIO.truncate(self)


# --- Python source: tokens and logical lines -----------------------------

_TOKEN_RE = re.compile(r"""
    (?P<string> (?:[rRuUbBfF]{1,2})?
        (?: '''(?:[^'\\]|\\.|'(?!''))*'''
          | \"\"\"(?:[^"\\]|\\.|"(?!""))*\"\"\"
          | '(?:[^'\\\n]|\\.)*'
          | "(?:[^"\\\n]|\\.)*" ) )
  | (?P<comment> \#[^\n]* )
  | (?P<newline> \n )
  | (?P<join> \\\r?\n )
  | (?P<name> \w+ )
  | (?P<op> \*\*= | //= | >>= | <<= | \.\.\. | -> | := | [-+*/%&|^@<>=!]= | \*\* | // | >> | << | [^\s\w] )
  | (?P<space> [^\S\n]+ )
""", re.VERBOSE | re.DOTALL)

_DEPTH_CHANGE = {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}
_ASSIGN_OPS = {"=", "+=", "-=", "*=", "/=", "//=", "%=", "@=", "&=", "|=", "^=", ">>=", "<<=", "**="}
_SIMPLE_KEYWORDS = {"pass", "break", "continue", "return", "raise", "global", "nonlocal", "del",
                    "assert", "import", "from", "yield", "await"}
_COMPOUND_KEYWORDS = {"if", "elif", "else", "for", "while", "try", "except", "finally", "with"}
_CLAUSE_KEYWORDS = {"elif", "else", "except", "finally"}


def _logical_lines(text):
    """The logical lines of Python source: (index of the first physical
    line, indentation width, tokens). A token is (kind, text, start, end,
    depth), its depth the number of brackets open around it."""
    result = []
    tokens = []
    depth = 0
    row = 0
    row_start = 0
    first_row = indent = 0
    for m in _TOKEN_RE.finditer(text):
        kind = m.lastgroup
        if kind == "space" or kind == "comment":
            continue
        start, end = m.span()
        if kind == "newline" or kind == "join":
            row += 1
            row_start = end
            if kind == "newline" and depth == 0 and tokens:
                result.append((first_row, indent, tokens))
                tokens = []
            continue
        value = m.group()
        if not tokens:
            first_row = row
            indent = len(text[row_start:start].expandtabs())
        if kind == "op":
            change = _DEPTH_CHANGE.get(value, 0)
            if change < 0 and depth > 0:
                depth -= 1
            tokens.append((kind, value, start, end, depth))
            if change > 0:
                depth += 1
            continue
        tokens.append((kind, value, start, end, depth))
        if kind == "string":
            newlines = value.count("\n")
            if newlines:
                row += newlines
                row_start = start + value.rfind("\n") + 1
    if tokens:
        result.append((first_row, indent, tokens))
    return result


def _header_colon(tokens):
    """The index of the colon ending a compound statement's header (the
    first colon outside brackets that no lambda takes), or -1."""
    lambdas = 0
    for i, (kind, value, start, end, depth) in enumerate(tokens):
        if depth:
            continue
        if kind == "name" and value == "lambda":
            lambdas += 1
        elif kind == "op" and value == ":":
            if not lambdas:
                return i
            lambdas -= 1
    return -1


def _is_compound_header(tokens):
    first_kind, first = tokens[0][0], tokens[0][1]
    if first_kind != "name":
        return False
    if first in _COMPOUND_KEYWORDS or first in ("def", "class", "async"):
        return True
    if first in ("match", "case") and len(tokens) > 2 and tokens[1][1] != ":":
        return _header_colon(tokens) > 1
    return False


def _simple_statements(tokens):
    """The statements of a line of simple statements, split at the `;`
    outside brackets."""
    statements = []
    current = []
    for token in tokens:
        if token[4] == 0 and token[0] == "op" and token[1] == ";":
            if current:
                statements.append(current)
            current = []
        else:
            current.append(token)
    if current:
        statements.append(current)
    return statements


def _is_expression_statement(tokens):
    kind, value = tokens[0][0], tokens[0][1]
    if kind == "name" and value in _SIMPLE_KEYWORDS:
        return False
    lambdas = 0
    for kind, value, start, end, depth in tokens:
        if depth:
            continue
        if kind == "name" and value == "lambda":
            lambdas += 1
        elif kind == "op":
            if value == ":":
                if not lambdas:
                    return False
                lambdas -= 1
            elif value in _ASSIGN_OPS and not lambdas:
                return False
    return True


_DISPLAY_NAME = "__doctest_display__"


def _second_statement_error(source, filename, compound, first_end, second_start):
    """The SyntaxError of 'single' mode for a second statement: after a
    compound statement, "invalid syntax" at the second one; after simple
    statements, at the end of their line (where its comment starts)."""
    if compound:
        at = second_start
        msg = "invalid syntax"
    else:
        line_end = source.find("\n", first_end)
        rest = source[first_end:line_end]
        at = first_end + rest.find("#") if "#" in rest else line_end
        msg = "multiple statements found while compiling a single statement"
    line_start = source.rfind("\n", 0, at) + 1
    line_end = source.find("\n", at)
    text = source[line_start:line_end + 1]
    return SyntaxError(msg, (filename, source.count("\n", 0, at) + 1, at - line_start + 1, text))


def _shown_expressions(source, filename):
    """The (start, end) spans of the expression statements whose values
    interactive mode shows: those outside function and class bodies.
    Raises SyntaxError as 'single' mode does for a second statement."""
    spans = []
    statements = 0
    compound = False
    after_decorator = False
    skip_deeper_than = None
    first_end = 0
    for row, indent, tokens in _logical_lines(source):
        if skip_deeper_than is not None:
            if indent > skip_deeper_than:
                continue
            skip_deeper_than = None
        first_kind, first = tokens[0][0], tokens[0][1]
        if indent == 0:
            continues = after_decorator or (first_kind == "name" and first in _CLAUSE_KEYWORDS)
            if not continues:
                statements += 1
                if statements > 1:
                    raise _second_statement_error(source, filename, compound, first_end, tokens[0][2])
                compound = _is_compound_header(tokens) or first == "@"
            after_decorator = first_kind == "op" and first == "@"
        if statements == 1:
            first_end = tokens[-1][3]
        if first_kind == "op" and first == "@":
            continue
        if first_kind == "name" and (first in ("def", "class") or
                                     (first == "async" and len(tokens) > 1 and tokens[1][1] == "def")):
            skip_deeper_than = indent
            continue
        if _is_compound_header(tokens):
            colon = _header_colon(tokens)
            tokens = tokens[colon + 1:]
        for statement in _simple_statements(tokens):
            if _is_expression_statement(statement):
                spans.append((statement[0][2], statement[-1][3]))
    return spans


def _display(value):
    """What sys.displayhook does with the value of an expression statement."""
    if value is None:
        return
    builtins._ = None
    sys.stdout.write(repr(value))
    sys.stdout.write("\n")
    builtins._ = value


def _run_interactive(source, filename, globs, flags):
    """Runs an example's source as interactive mode ('single') would."""
    if source[:1] not in (" ", "\t", "\f"):
        try:
            code = compile(source, filename, "eval", flags, True)
        except SyntaxError:
            code = None
        if code is not None:
            _display(eval(code, globs))
            return
    code = compile(source, filename, "exec", flags, True)
    body = source.rstrip("\n")
    if "\n" not in body and ";" not in body and ":" not in body:
        exec(code, globs)
        return
    spans = _shown_expressions(source, filename)
    if not spans:
        exec(code, globs)
        return
    pieces = []
    done = 0
    for start, end in spans:
        pieces.append(source[done:start])
        pieces.append(_DISPLAY_NAME + "((" + source[start:end] + "))")
        done = end
    pieces.append(source[done:])
    code = compile("".join(pieces), filename, "exec", flags, True)
    had = hasattr(builtins, _DISPLAY_NAME)
    setattr(builtins, _DISPLAY_NAME, _display)
    try:
        exec(code, globs)
    finally:
        if not had:
            delattr(builtins, _DISPLAY_NAME)


def _future_flags(globs):
    """The compiler flags of the __future__ features imported into globs."""
    import __future__
    flags = 0
    for name in __future__.all_feature_names:
        feature = globs.get(name)
        if feature is getattr(__future__, name):
            flags |= feature.compiler_flag
    return flags


# --- examples and tests --------------------------------------------------

class Example:
    """One example: its source (ending with a newline), the output it
    should print (`want`), the exception message it should raise
    (`exc_msg`), its line in the docstring (from 0), its indentation and
    its option directives (flag: on or off)."""

    def __init__(self, source, want, exc_msg=None, lineno=0, indent=0, options=None):
        if not source.endswith("\n"):
            source += "\n"
        if want and not want.endswith("\n"):
            want += "\n"
        if exc_msg is not None and not exc_msg.endswith("\n"):
            exc_msg += "\n"
        self.source = source
        self.want = want
        self.lineno = lineno
        self.indent = indent
        if options is None:
            options = {}
        self.options = options
        self.exc_msg = exc_msg

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return (self.source == other.source and self.want == other.want and
                self.lineno == other.lineno and self.indent == other.indent and
                self.options == other.options and self.exc_msg == other.exc_msg)

    def __hash__(self):
        return hash((self.source, self.want, self.lineno, self.indent, self.exc_msg))


class DocTest:
    """The examples of one docstring, with the globals they run in (a copy),
    its name, file and line (from 0) in the file."""

    def __init__(self, examples, globs, name, filename, lineno, docstring):
        assert not isinstance(examples, str), "DocTest no longer accepts str; use DocTestParser instead"
        self.examples = examples
        self.docstring = docstring
        self.globs = globs.copy()
        self.name = name
        self.filename = filename
        self.lineno = lineno

    def __repr__(self):
        n = len(self.examples)
        if n == 0:
            examples = "no examples"
        elif n == 1:
            examples = "1 example"
        else:
            examples = "%d examples" % n
        return "<%s %s from %s:%s (%s)>" % (type(self).__name__, self.name, self.filename,
                                            self.lineno, examples)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return (self.examples == other.examples and self.docstring == other.docstring and
                self.globs == other.globs and self.name == other.name and
                self.filename == other.filename and self.lineno == other.lineno)

    def __hash__(self):
        return hash((self.docstring, self.name, self.filename, self.lineno))

    def __lt__(self, other):
        if not isinstance(other, DocTest):
            return NotImplemented
        return ((self.name, self.filename, self.lineno, id(self)) <
                (other.name, other.filename, other.lineno, id(other)))


# --- parsing docstrings --------------------------------------------------

_OPTION_DIRECTIVE_RE = re.compile(r"#\s*doctest:\s*([^\n'\"]*)$", re.MULTILINE)
_TRACEBACK_HEADERS = ("Traceback (most recent call last):", "Traceback (innermost last):")


def _is_blank_or_comment(source):
    if source.endswith("\n"):
        source = source[:-1]
    if "\n" in source:
        return False
    rest = source.lstrip(" ")
    return rest == "" or rest.startswith("#")


def _expected_exception(want):
    """The `ExcType: message` part of an expected traceback (from the first
    line after the header that starts with a letter, digit or underscore),
    or None when `want` is no traceback."""
    lines = want.split("\n")
    header = lines[0]
    if not header.startswith("Traceback ("):
        return None
    if header.rstrip() not in _TRACEBACK_HEADERS:
        return None
    for i in range(1, len(lines)):
        line = lines[i]
        if line and _is_word_char(line[0]):
            return "\n".join(lines[i:])
    return None


class DocTestParser:
    """Finds the examples of a docstring: a `>>> ` line and its `... `
    lines, then the expected output up to a blank line or the next prompt."""

    def parse(self, string, name="<string>"):
        """The text between the examples and the examples (Example
        objects), in order."""
        string = string.expandtabs()
        lines = string.split("\n")
        margin = self._min_indent(lines)
        if margin > 0:
            lines = [line[margin:] for line in lines]
            string = "\n".join(lines)
        output = []
        offsets = []
        pos = 0
        for line in lines:
            offsets.append(pos)
            pos += len(line) + 1
        text_start = 0
        i, n = 0, len(lines)
        while i < n:
            stripped = lines[i].lstrip(" ")
            if not stripped.startswith(">>>"):
                i += 1
                continue
            indent = len(lines[i]) - len(stripped)
            j = i + 1
            while j < n and lines[j].lstrip(" ").startswith("..."):
                j += 1
            k = j
            while k < n:
                rest = lines[k].lstrip(" ")
                if not rest or rest.startswith(">>>"):
                    break
                k += 1
            output.append(string[text_start:offsets[i]])
            source, options, want, exc_msg = self._parse_example(lines[i:j], lines[j:k], indent, name, i)
            if not _is_blank_or_comment(source):
                output.append(Example(source, want, exc_msg, lineno=i, indent=margin + indent,
                                      options=options))
            text_start = offsets[k] if k < n else len(string)
            i = k
        output.append(string[text_start:])
        return output

    def get_doctest(self, string, globs, name, filename, lineno):
        return DocTest(self.get_examples(string, name), globs, name, filename, lineno, string)

    def get_examples(self, string, name="<string>"):
        return [x for x in self.parse(string, name) if isinstance(x, Example)]

    def _min_indent(self, lines):
        """The smallest indentation of the lines that have something other
        than spaces."""
        smallest = None
        for line in lines:
            rest = line.lstrip(" ")
            if rest and not rest[0].isspace():
                width = len(line) - len(rest)
                if smallest is None or width < smallest:
                    smallest = width
        return smallest or 0

    def _parse_example(self, source_lines, want_lines, indent, name, lineno):
        self._check_prompt_blank(source_lines, indent, name, lineno)
        self._check_prefix(source_lines[1:], " " * indent + ".", name, lineno)
        source = "\n".join(line[indent + 4:] for line in source_lines)
        self._check_prefix(want_lines, " " * indent, name, lineno + len(source_lines))
        want = "\n".join(line[indent:] for line in want_lines)
        exc_msg = _expected_exception(want)
        options = self._find_options(source, name, lineno)
        return source, options, want, exc_msg

    def _find_options(self, source, name, lineno):
        options = {}
        for m in _OPTION_DIRECTIVE_RE.finditer(source):
            for option in m.group(1).replace(",", " ").split():
                if option[0] not in "+-" or option[1:] not in OPTIONFLAGS_BY_NAME:
                    raise ValueError("line %r of the doctest for %s has an invalid option: %r"
                                     % (lineno + 1, name, option))
                options[OPTIONFLAGS_BY_NAME[option[1:]]] = option[0] == "+"
        if options and _is_blank_or_comment(source):
            raise ValueError("line %r of the doctest for %s has an option directive on a line with no example: %r"
                             % (lineno, name, source))
        return options

    def _check_prompt_blank(self, lines, indent, name, lineno):
        for i, line in enumerate(lines):
            if len(line) >= indent + 4 and line[indent + 3] != " ":
                raise ValueError("line %r of the docstring for %s lacks blank after %s: %r"
                                 % (lineno + i + 1, name, line[indent:indent + 3], line))

    def _check_prefix(self, lines, prefix, name, lineno):
        for i, line in enumerate(lines):
            if line and not line.startswith(prefix):
                raise ValueError("line %r of the docstring for %s has inconsistent leading whitespace: %r"
                                 % (lineno + i + 1, name, line))


# --- where docstrings are ------------------------------------------------

# CPython looks for a class by r'^\s*class\s*NAME\b' and for the start of
# a docstring by r'(^|.*:)\s*\w*("|\')', line by line; here the same
# patterns search the whole text, their spaces kept within a line.
_DOCSTRING_START = re.compile(r"^(?:.*:)?[^\S\n]*\w*[\"']", re.MULTILINE)


class _SourceFile:
    """The lines of a module's source file, and where its functions are
    defined (the first line of each definition, its decorators included,
    by qualified name), read when first needed."""

    def __init__(self, filename, lines):
        self.filename = filename
        self.lines = lines
        self._definitions = None
        self._text = None
        self._starts = None

    def _line_starts(self):
        if self._starts is None:
            starts = [0]
            for line in self.lines:
                starts.append(starts[-1] + len(line))
            self._starts = starts
        return self._starts

    def _line_of(self, offset):
        return self.text().count("\n", 0, offset)

    def class_line(self, name):
        """The first line that starts a class of that name, or None."""
        pattern = re.compile(r"^[^\S\n]*class[^\S\n]*%s\b" % re.escape(name), re.MULTILINE)
        m = pattern.search(self.text())
        return None if m is None else self._line_of(m.start())

    def docstring_line(self, lineno):
        """The first line from `lineno` on where a docstring may start, or
        None."""
        starts = self._line_starts()
        if lineno >= len(self.lines):
            return None
        m = _DOCSTRING_START.search(self.text(), starts[lineno])
        return None if m is None else self._line_of(m.start())

    def is_file(self, filename):
        return bool(filename) and os.path.abspath(filename) == os.path.abspath(self.filename)

    def text(self):
        if self._text is None:
            self._text = "".join(self.lines)
        return self._text

    def definitions(self):
        if self._definitions is None:
            self._definitions = self._index()
        return self._definitions

    def _index(self):
        found = {}
        self._decorated = {}
        enclosing = []
        decorated_from = None
        logical = _logical_lines(self.text())
        for n, (row, indent, tokens) in enumerate(logical):
            while enclosing and enclosing[-1][0] >= indent:
                enclosing.pop()
            kind, first = tokens[0][0], tokens[0][1]
            if kind == "op" and first == "@":
                if decorated_from is None:
                    decorated_from = row
                continue
            start = row if decorated_from is None else decorated_from
            decorated_from = None
            if kind != "name":
                continue
            at = 1
            if first == "async" and len(tokens) > 2 and tokens[1][1] == "def":
                first, at = "def", 2
            if first not in ("def", "class") or at >= len(tokens) or tokens[at][0] != "name":
                continue
            prefix = enclosing[-1][1] if enclosing else ""
            qualname = prefix + tokens[at][1]
            if start != row:
                self._decorated[row] = start
            found.setdefault(qualname, []).append((start, n))
            inner = qualname + (".<locals>." if first == "def" else ".")
            enclosing.append((indent, inner))
        self._logical = logical
        return found

    def definition_start(self, row):
        """The first line of the definition whose `def` is on line `row`:
        that of its first decorator (pith's co_firstlineno is the line of
        the `def`, CPython's that of the first decorator)."""
        if "@" not in self.text():
            return row
        self.definitions()
        return self._decorated.get(row, row)

    def docstring_after(self, n):
        """The value of the docstring of the definition on logical line n,
        or None."""
        logical = self._logical
        row, indent, tokens = logical[n]
        body = tokens[_header_colon(tokens) + 1:]
        if not body and n + 1 < len(logical):
            body = logical[n + 1][2]
        statements = _simple_statements(body)
        if not statements:
            return None
        return _literal_string(self.text(), statements[0])

    def function_line(self, func):
        """The line (from 0) where `func` is defined, or None."""
        candidates = self.definitions().get(getattr(func, "__qualname__", None))
        if not candidates:
            return None
        doc = getattr(func, "__doc__", None)
        for start, n in reversed(candidates):
            if self.docstring_after(n) == doc:
                return start
        return candidates[-1][0]

    def module_docstring(self):
        self.definitions()
        if not self._logical:
            return None
        statements = _simple_statements(self._logical[0][2])
        return _literal_string(self.text(), statements[0]) if statements else None


def _literal_string(text, tokens):
    """The value of a statement that is a string literal (or adjacent ones,
    in parentheses or not), or None."""
    if tokens and tokens[0][1] == "(" and tokens[-1][1] == ")":
        inner = tokens[1:-1]
    else:
        inner = tokens
    if not inner:
        return None
    for kind, value, start, end, depth in inner:
        if kind != "string":
            return None
        prefix = value[:len(value) - len(value.lstrip("rRuUbBfF"))].lower()
        if "f" in prefix or "b" in prefix:
            return None
    try:
        value = eval(text[tokens[0][2]:tokens[-1][3]], {})
    except Exception:
        return None
    return value if isinstance(value, str) else None


def _read_source(filename):
    if not filename or filename.endswith((".pyc", ".so")):
        return None
    try:
        with open(filename, encoding="utf-8") as f:
            lines = f.readlines()
    except (OSError, ValueError):
        return None
    return _SourceFile(filename, lines) if lines else None


def _module_file(module):
    """A module's __file__, made absolute as CPython's are (pith keeps the
    path of the main module as it was given)."""
    filename = getattr(module, "__file__", None)
    if filename and not filename.startswith("<") and not os.path.isabs(filename):
        filename = os.path.abspath(filename)
    return filename


def _defining_module_name(func):
    """The module name of a function; for a wrapper, that of the function
    it wraps (functools.wraps copies it, but pith's functions keep the
    __module__ they were made with)."""
    seen = set()
    while hasattr(func, "__wrapped__") and id(func) not in seen:
        seen.add(id(func))
        func = func.__wrapped__
    return getattr(func, "__module__", None)


_METHOD_WRAPPER = getattr(types, "MethodWrapperType", None)

# Where pith's own modules are (those of the wrappers that CPython makes in C).
_LIBRARY_DIR = os.path.dirname(__file__) + "/"


def _is_routine(obj):
    try:
        obj = inspect.unwrap(obj)
    except ValueError:
        pass
    return inspect.isroutine(obj)


class DocTestFinder:
    """Finds the docstrings of an object and of what it holds (a module's
    functions and classes defined in it and its __test__ dictionary, a
    class's methods, properties and nested classes) and makes a DocTest of
    each."""

    def __init__(self, verbose=False, parser=DocTestParser(), recurse=True, exclude_empty=True):
        self._parser = parser
        self._verbose = verbose
        self._recurse = recurse
        self._exclude_empty = exclude_empty

    def find(self, obj, name=None, module=None, globs=None, extraglobs=None):
        if name is None:
            name = getattr(obj, "__name__", None)
            if name is None:
                raise ValueError("DocTestFinder.find: name must be given when obj.__name__ doesn't exist: %r"
                                 % (type(obj),))
        if module is False:
            module = None
        elif module is None:
            module = inspect.getmodule(obj)
        source = self._source_of(obj, module)
        if globs is None:
            globs = {} if module is None else module.__dict__.copy()
        else:
            globs = globs.copy()
        if extraglobs is not None:
            globs.update(extraglobs)
        if "__name__" not in globs:
            globs["__name__"] = "__main__"
        tests = []
        self._find(tests, obj, name, module, source, globs, {})
        tests.sort()
        return tests

    def _source_of(self, obj, module):
        if isinstance(obj, types.ModuleType):
            owner = obj
        elif inspect.isclass(obj) or inspect.isfunction(obj) or inspect.ismethod(obj):
            owner = sys.modules.get(getattr(obj, "__module__", None))
        else:
            return None
        if owner is None:
            return None
        return _read_source(_module_file(owner))

    def _from_module(self, module, obj):
        """Whether `obj` was defined in `module`."""
        if module is None:
            return True
        if inspect.isbuiltin(obj) and not hasattr(obj, "__module__"):
            return module.__name__ == "builtins"
        if inspect.isfunction(obj) and hasattr(obj, "__wrapped__"):
            return _defining_module_name(obj) == module.__name__
        owner = inspect.getmodule(obj)
        if owner is not None:
            return module is owner
        if inspect.isfunction(obj):
            return _defining_module_name(obj) == module.__name__
        if inspect.ismethoddescriptor(obj) or (_METHOD_WRAPPER is not None and isinstance(obj, _METHOD_WRAPPER)):
            if hasattr(obj, "__objclass__"):
                owner_name = obj.__objclass__.__module__
            elif hasattr(obj, "__module__"):
                owner_name = obj.__module__
            else:
                return True
            return module.__name__ == owner_name
        if inspect.isclass(obj) or hasattr(obj, "__module__"):
            return module.__name__ == obj.__module__
        if isinstance(obj, property):
            return True
        raise ValueError("object must be a class or function")

    def _find(self, tests, obj, name, module, source, globs, seen):
        if self._verbose:
            print("Finding tests in %s" % name)
        if id(obj) in seen:
            return
        seen[id(obj)] = 1
        test = self._get_test(obj, name, module, globs, source)
        if test is not None:
            tests.append(test)
        if not self._recurse:
            return
        if isinstance(obj, types.ModuleType):
            for valname, val in list(obj.__dict__.items()):
                if (_is_routine(val) or inspect.isclass(val)) and self._from_module(module, val):
                    self._find(tests, val, "%s.%s" % (name, valname), module, source, globs, seen)
            for valname, val in list(getattr(obj, "__test__", {}).items()):
                if not isinstance(valname, str):
                    raise ValueError("DocTestFinder.find: __test__ keys must be strings: %r" % (type(valname),))
                if not (inspect.isroutine(val) or inspect.isclass(val) or
                        isinstance(val, types.ModuleType) or isinstance(val, str)):
                    raise ValueError("DocTestFinder.find: __test__ values must be strings, functions, methods, "
                                     "classes, or modules: %r" % (type(val),))
                self._find(tests, val, "%s.__test__.%s" % (name, valname), module, source, globs, seen)
        elif inspect.isclass(obj):
            for valname, val in list(obj.__dict__.items()):
                if isinstance(val, (staticmethod, classmethod)):
                    val = val.__func__
                if ((inspect.isroutine(val) or inspect.isclass(val) or isinstance(val, property)) and
                        self._from_module(module, val)):
                    self._find(tests, val, "%s.%s" % (name, valname), module, source, globs, seen)

    def _raw_docstring(self, obj, source):
        """obj.__doc__ (a module's docstring is read from its source when
        the module has no __doc__)."""
        try:
            return obj.__doc__
        except AttributeError:
            if isinstance(obj, types.ModuleType) and source is not None:
                return source.module_docstring()
        except TypeError:
            pass
        return None

    def _get_test(self, obj, name, module, globs, source):
        if isinstance(obj, str):
            doc = docstring = obj
        else:
            doc = self._raw_docstring(obj, source)
            if doc is None:
                docstring = ""
            else:
                docstring = doc if isinstance(doc, str) else str(doc)
        lineno = self._find_lineno(obj, source, doc)
        if self._exclude_empty and not docstring:
            return None
        if module is None:
            filename = None
        else:
            filename = _module_file(module) or module.__name__
            if filename[-4:] == ".pyc":
                filename = filename[:-1]
        return self._parser.get_doctest(docstring, globs, name, filename, lineno)

    def _find_lineno(self, obj, source, doc=None):
        """The line (from 0) of the file where the docstring of `obj`
        starts, found as CPython finds it: from the object's first line,
        the first line that starts with a quote or has one after a colon."""
        lineno = None
        if isinstance(obj, types.ModuleType) and doc is not None:
            lineno = 0
        if inspect.isclass(obj) and doc is not None:
            if source is None:
                return None
            lineno = source.class_line(getattr(obj, "__name__", "-"))
        if inspect.ismethod(obj):
            obj = obj.__func__
        if inspect.isfunction(obj) and getattr(obj, "__doc__", None):
            lineno = self._function_lineno(obj, source)
        if lineno is None:
            return None
        if source is None:
            return lineno + 1
        return source.docstring_line(lineno)

    def _function_lineno(self, func, source):
        """The line (from 0) where a function's definition starts: from its
        code, else found in the source by its qualified name. A wrapper
        made by a module bundled with pith (as functools.lru_cache makes,
        which is no Python function in CPython) has none."""
        code = getattr(func, "__code__", None)
        first = getattr(code, "co_firstlineno", None)
        wrapper = hasattr(func, "__wrapped__")
        if isinstance(first, int):
            if source is None:
                return first - 1
            code_file = getattr(code, "co_filename", None)
            if not source.is_file(code_file):
                if wrapper and (not code_file or code_file.startswith(("<", _LIBRARY_DIR))):
                    return None
                return first - 1
            return source.definition_start(first - 1)
        if source is None or wrapper:
            return None
        return source.function_line(func)


# --- comparing output ----------------------------------------------------

def _to_ascii(s):
    if s.isascii():
        return s
    return s.encode("ascii", "backslashreplace").decode("ascii")


def _blank_lines_to_empty(text):
    """Lines of only whitespace made empty."""
    if "\n" not in text and not text.isspace():
        return text
    return "\n".join("" if line.isspace() else line for line in text.split("\n"))


def _blankline_markers_to_empty(text):
    """<BLANKLINE> lines (trailing whitespace allowed) made empty."""
    if BLANKLINE_MARKER not in text:
        return text
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.startswith(BLANKLINE_MARKER):
            rest = line[len(BLANKLINE_MARKER):]
            if not rest or rest.isspace():
                lines[i] = ""
    return "\n".join(lines)


class OutputChecker:
    """Compares the output an example printed with the one it expected,
    under the comparison flags."""

    def check_output(self, want, got, optionflags):
        got = _to_ascii(got)
        want = _to_ascii(want)
        if got == want:
            return True
        if not optionflags & DONT_ACCEPT_TRUE_FOR_1:
            if (got, want) == ("True\n", "1\n") or (got, want) == ("False\n", "0\n"):
                return True
        if not optionflags & DONT_ACCEPT_BLANKLINE:
            want = _blankline_markers_to_empty(want)
            got = _blank_lines_to_empty(got)
            if got == want:
                return True
        if optionflags & NORMALIZE_WHITESPACE:
            got = " ".join(got.split())
            want = " ".join(want.split())
            if got == want:
                return True
        if optionflags & ELLIPSIS:
            if _ellipsis_match(want, got):
                return True
        return False

    def _do_a_fancy_diff(self, want, got, optionflags):
        if not optionflags & (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF):
            return False
        if optionflags & REPORT_NDIFF:
            return True
        return want.count("\n") > 2 and got.count("\n") > 2

    def output_difference(self, example, got, optionflags):
        """The "Expected:" / "Got:" part of a failure report."""
        want = example.want
        if not optionflags & DONT_ACCEPT_BLANKLINE:
            lines = got.split("\n")
            for i in range(len(lines) - 1):
                if not lines[i].strip(" "):
                    lines[i] = BLANKLINE_MARKER
            got = "\n".join(lines)
        if self._do_a_fancy_diff(want, got, optionflags):
            for flag, flag_name in _DIFF_NAMES:
                if optionflags & flag:
                    raise _refuse(flag_name + " (a diff of the expected and actual output)")
        if want and got:
            return "Expected:\n%sGot:\n%s" % (_indent(want), _indent(got))
        if want:
            return "Expected:\n%sGot nothing\n" % _indent(want)
        if got:
            return "Expected nothing\nGot:\n%s" % _indent(got)
        return "Expected nothing\nGot nothing\n"


# --- running -------------------------------------------------------------

class DocTestRunner:
    """Runs the examples of DocTests, reports each failure (and in verbose
    mode each example) and keeps the count of tries and failures of each
    test by name for summarize()."""

    DIVIDER = "*" * 70

    def __init__(self, checker=None, verbose=None, optionflags=0):
        self._checker = checker or OutputChecker()
        if verbose is None:
            verbose = "-v" in sys.argv
        self._verbose = verbose
        self.optionflags = optionflags
        self.original_optionflags = optionflags
        self.tries = 0
        self.failures = 0
        self._name2ft = {}
        self._fakeout = _SpoofOut()

    def report_start(self, out, test, example):
        if self._verbose:
            if example.want:
                out("Trying:\n" + _indent(example.source) + "Expecting:\n" + _indent(example.want))
            else:
                out("Trying:\n" + _indent(example.source) + "Expecting nothing\n")

    def report_success(self, out, test, example, got):
        if self._verbose:
            out("ok\n")

    def report_failure(self, out, test, example, got):
        out(self._failure_header(test, example) +
            self._checker.output_difference(example, got, self.optionflags))

    def report_unexpected_exception(self, out, test, example, exc_info):
        filename = getattr(self, "_example_file", None)
        out(self._failure_header(test, example) + "Exception raised:\n" +
            _indent(_exception_traceback(exc_info, example, filename)))

    def _failure_header(self, test, example):
        out = [self.DIVIDER]
        if test.filename:
            if test.lineno is not None and example.lineno is not None:
                lineno = test.lineno + example.lineno + 1
            else:
                lineno = "?"
            out.append('File "%s", line %s, in %s' % (test.filename, lineno, test.name))
        else:
            out.append("Line %s, in %s" % (example.lineno + 1, test.name))
        out.append("Failed example:")
        out.append(_indent(example.source))
        return "\n".join(out)

    def _run_examples(self, test, compileflags, out):
        failures = tries = 0
        original_optionflags = self.optionflags
        # The traceback of an expected exception is part of the output a
        # report shows; the default report of a success does not show it.
        self._sees_success = type(self).report_success is not DocTestRunner.report_success
        check = self._checker.check_output
        for examplenum, example in enumerate(test.examples):
            quiet = self.optionflags & REPORT_ONLY_FIRST_FAILURE and failures > 0
            self.optionflags = original_optionflags
            for flag, on in example.options.items():
                if on:
                    self.optionflags |= flag
                else:
                    self.optionflags &= ~flag
            if self.optionflags & SKIP:
                continue
            tries += 1
            if not quiet:
                self.report_start(out, test, example)
            filename = "<doctest %s[%d]>" % (test.name, examplenum)
            self._example_file = filename
            try:
                _run_interactive(example.source, filename, test.globs, compileflags)
                exception = None
            except KeyboardInterrupt:
                raise
            except BaseException:
                exception = sys.exc_info()
            got = self._fakeout.getvalue()
            self._fakeout.truncate(0)
            outcome = "failure"
            if exception is None:
                if check(example.want, got, self.optionflags):
                    outcome = "success"
            else:
                exc_msg = _exception_line(exception[0], exception[1])
                if example.exc_msg is None:
                    outcome = "boom"
                elif check(example.exc_msg, exc_msg, self.optionflags):
                    outcome = "success"
                elif self.optionflags & IGNORE_EXCEPTION_DETAIL:
                    if check(_strip_exception_details(example.exc_msg), _strip_exception_details(exc_msg),
                             self.optionflags):
                        outcome = "success"
                if not quiet and (outcome == "failure" or (outcome == "success" and self._sees_success)):
                    got += _exception_traceback(exception, example, filename)
            if outcome == "success":
                if not quiet:
                    self.report_success(out, test, example, got)
            elif outcome == "failure":
                if not quiet:
                    self.report_failure(out, test, example, got)
                failures += 1
            else:
                if not quiet:
                    self.report_unexpected_exception(out, test, example, exception)
                failures += 1
            if failures and self.optionflags & FAIL_FAST:
                break
        self.optionflags = original_optionflags
        self._record_outcome(test, failures, tries)
        return TestResults(failures, tries)

    def _record_outcome(self, test, failures, tries):
        f, t = self._name2ft.get(test.name, (0, 0))
        self._name2ft[test.name] = (f + failures, t + tries)
        self.failures += failures
        self.tries += tries

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        """Runs the examples of `test` with sys.stdout captured, writing the
        reports with `out` (the real sys.stdout by default)."""
        self.test = test
        if compileflags is None:
            compileflags = _future_flags(test.globs)
        save_stdout = sys.stdout
        if out is None:
            encoding = getattr(save_stdout, "encoding", None)
            if encoding is None or encoding.lower() == "utf-8":
                out = save_stdout.write
            else:
                def out(s):
                    save_stdout.write(s.encode(encoding, "backslashreplace").decode(encoding))
        sys.stdout = self._fakeout
        try:
            return self._run_examples(test, compileflags, out)
        finally:
            sys.stdout = save_stdout
            if clear_globs:
                test.globs.clear()
                builtins._ = None

    def summarize(self, verbose=None):
        """Prints the totals (in verbose mode, the tests without examples and
        those that passed too) and returns TestResults(failed, attempted)."""
        if verbose is None:
            verbose = self._verbose
        notests = []
        passed = []
        failed = []
        totalt = totalf = 0
        for name, (f, t) in self._name2ft.items():
            totalt += t
            totalf += f
            if t == 0:
                notests.append(name)
            elif f == 0:
                passed.append((name, t))
            else:
                failed.append((name, (f, t)))
        if verbose:
            if notests:
                print(len(notests), "items had no tests:")
                notests.sort()
                for name in notests:
                    print("   ", name)
            if passed:
                print(len(passed), "items passed all tests:")
                passed.sort()
                for name, count in passed:
                    print(" %3d tests in %s" % (count, name))
        if failed:
            print(self.DIVIDER)
            print(len(failed), "items had failures:")
            failed.sort()
            for name, (f, t) in failed:
                print(" %3d of %3d in %s" % (f, t, name))
        if verbose:
            print(totalt, "tests in", len(self._name2ft), "items.")
            print(totalt - totalf, "passed and", totalf, "failed.")
        if totalf:
            print("***Test Failed***", totalf, "failures.")
        elif verbose:
            print("Test passed.")
        return TestResults(totalf, totalt)

    def merge(self, other):
        counts = self._name2ft
        for name, (f, t) in other._name2ft.items():
            if name in counts:
                f2, t2 = counts[name]
                f += f2
                t += t2
            counts[name] = (f, t)


class DocTestFailure(Exception):
    """Raised by DebugRunner when an example's output is not the expected one."""

    def __init__(self, test, example, got):
        self.test = test
        self.example = example
        self.got = got

    def __str__(self):
        return str(self.test)


class UnexpectedException(Exception):
    """Raised by DebugRunner when an example raises an exception it did not
    expect (`exc_info` holds it)."""

    def __init__(self, test, example, exc_info):
        self.test = test
        self.example = example
        self.exc_info = exc_info

    def __str__(self):
        return str(self.test)


class DebugRunner(DocTestRunner):
    """A runner that raises at the first failure instead of reporting it."""

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        result = DocTestRunner.run(self, test, compileflags, out, False)
        if clear_globs:
            test.globs.clear()
        return result

    def report_unexpected_exception(self, out, test, example, exc_info):
        raise UnexpectedException(test, example, exc_info)

    def report_failure(self, out, test, example, got):
        raise DocTestFailure(test, example, got)


# --- entry points --------------------------------------------------------

master = None


def _merge_into_master(runner):
    global master
    if master is None:
        master = runner
    else:
        master.merge(runner)


def testmod(m=None, name=None, globs=None, verbose=None, report=True, optionflags=0,
            extraglobs=None, raise_on_error=False, exclude_empty=False):
    """Runs the examples of the docstrings of module `m` (__main__ by
    default) and of its functions and classes, and returns
    TestResults(failed, attempted)."""
    if m is None:
        m = sys.modules.get("__main__")
    if not isinstance(m, types.ModuleType):
        raise TypeError("testmod: module required; %r" % (m,))
    if name is None:
        name = m.__name__
    finder = DocTestFinder(exclude_empty=exclude_empty)
    if raise_on_error:
        runner = DebugRunner(verbose=verbose, optionflags=optionflags)
    else:
        runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(m, name, globs=globs, extraglobs=extraglobs):
        runner.run(test)
    if report:
        runner.summarize()
    _merge_into_master(runner)
    return TestResults(runner.failures, runner.tries)


def _calling_module():
    """The module that called testfile (the main one when pith cannot tell)."""
    getframe = getattr(sys, "_getframe", None)
    if getframe is not None:
        try:
            name = getframe(3).f_globals["__name__"]
        except (AttributeError, KeyError, ValueError):
            name = "__main__"
    else:
        name = "__main__"
    return sys.modules[name]


def _module_relative_path(module, path):
    if not isinstance(module, types.ModuleType):
        raise TypeError("Expected a module: %r" % module)
    if path.startswith("/"):
        raise ValueError("Module-relative files may not have absolute paths")
    path = os.path.join(*path.split("/"))
    if hasattr(module, "__file__"):
        basedir = os.path.split(_module_file(module))[0]
    elif module.__name__ == "__main__":
        if len(sys.argv) > 0 and sys.argv[0] != "":
            basedir = os.path.split(sys.argv[0])[0]
        else:
            basedir = os.curdir
    else:
        if hasattr(module, "__path__"):
            for directory in module.__path__:
                fullpath = os.path.join(directory, path)
                if os.path.exists(fullpath):
                    return fullpath
        raise ValueError("Can't resolve paths relative to the module %r (it has no __file__)" % module.__name__)
    return os.path.join(basedir, path)


def _normalize_module(module):
    if isinstance(module, types.ModuleType):
        return module
    if isinstance(module, str):
        return __import__(module, globals(), locals(), ["*"])
    if module is None:
        return _calling_module()
    raise TypeError("Expected a module, string, or None")


def testfile(filename, module_relative=True, name=None, package=None, globs=None, verbose=None,
             report=True, optionflags=0, extraglobs=None, raise_on_error=False, parser=DocTestParser(),
             encoding=None):
    """Runs the examples of a text file (by default relative to the
    directory of the calling module) and returns TestResults(failed,
    attempted)."""
    if package and not module_relative:
        raise ValueError("Package may only be specified for module-relative paths.")
    if module_relative:
        filename = _module_relative_path(_normalize_module(package), filename)
    with open(filename, encoding=encoding or "utf-8") as f:
        text = f.read()
    if name is None:
        name = os.path.basename(filename)
    globs = {} if globs is None else globs.copy()
    if extraglobs is not None:
        globs.update(extraglobs)
    if "__name__" not in globs:
        globs["__name__"] = "__main__"
    if raise_on_error:
        runner = DebugRunner(verbose=verbose, optionflags=optionflags)
    else:
        runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    test = parser.get_doctest(text, globs, name, filename, 0)
    runner.run(test)
    if report:
        runner.summarize()
    _merge_into_master(runner)
    return TestResults(runner.failures, runner.tries)


def run_docstring_examples(f, globs, verbose=False, name="NoName", compileflags=None, optionflags=0):
    """Runs the examples of the docstring of `f` alone (not of what it
    holds), with the globals `globs`."""
    finder = DocTestFinder(verbose=verbose, recurse=False)
    runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(f, name, globs=globs):
        runner.run(test, compileflags=compileflags)


# --- refused -------------------------------------------------------------

def _unittest_refused(name):
    def refused(*args, **kwargs):
        raise _refuse(name + " (the unittest integration)")
    refused.__name__ = refused.__qualname__ = name
    return refused


DocTestSuite = _unittest_refused("DocTestSuite")
DocFileSuite = _unittest_refused("DocFileSuite")
DocTestCase = _unittest_refused("DocTestCase")
set_unittest_reportflags = _unittest_refused("set_unittest_reportflags")


def _debugger_refused(name):
    def refused(*args, **kwargs):
        raise _refuse(name + " (the pdb debugger)")
    refused.__name__ = refused.__qualname__ = name
    return refused


debug = _debugger_refused("debug")
debug_src = _debugger_refused("debug_src")
debug_script = _debugger_refused("debug_script")


def script_from_examples(s):
    raise _refuse("script_from_examples")


def testsource(module, name):
    raise _refuse("testsource")
