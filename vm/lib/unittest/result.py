"""unittest.result for pith: TestResult, which collects the outcomes of
tests (failures, errors, skips, expected failures, unexpected successes).

pith has no traceback objects: an error's report is "Traceback (most
recent call last):" followed by the exception line (and those of the
exceptions it was raised from or during), without the frames.
"""
import io
import sys

from unittest import util

__unittest = True

STDOUT_LINE = "\nStdout:\n%s"
# What stands for the traceback of an exception raised by unittest's own
# code called directly by unittest (a cleanup such as self.fail): CPython
# drops its frames and shows no "Traceback" line for it.
FRAMELESS = object()
STDERR_LINE = "\nStderr:\n%s"


def failfast(method):
    def inner(self, *args, **kw):
        if getattr(self, "failfast", False):
            self.stop()
        return method(self, *args, **kw)
    inner.__name__ = method.__name__
    inner.__doc__ = method.__doc__
    return inner


def _exception_name(exc_type):
    name = exc_type.__qualname__
    module = getattr(exc_type, "__module__", None)
    if module not in ("__main__", "builtins", None):
        name = module + "." + name
    return name


def _exception_only(exc_type, value):
    name = _exception_name(exc_type)
    try:
        text = str(value)
    except Exception:
        text = "<exception str() failed>"
    return name + ": " + text + "\n" if text else name + "\n"


def _format_exception(exc_type, value, frameless=False):
    """The report of an exception: its chain of causes and contexts, each
    with the traceback header and its exception line (the last one without
    the header when it came from unittest's own code, as CPython shows a
    traceback only when the test's frames are in it)."""
    chain = []
    seen = set()
    note = None
    while value is not None and id(value) not in seen:
        seen.add(id(value))
        chain.append((type(value) if value is not None else exc_type, value, note))
        cause = getattr(value, "__cause__", None)
        if cause is not None:
            value, note = cause, "\nThe above exception was the direct cause of the following exception:\n\n"
            continue
        context = getattr(value, "__context__", None)
        if context is not None and not getattr(value, "__suppress_context__", False):
            value, note = context, "\nDuring handling of the above exception, another exception occurred:\n\n"
            continue
        value = None
    if not chain:
        return "Traceback (most recent call last):\n" + _exception_only(exc_type, value)
    lines = []
    for typ, val, note in reversed(chain):
        if not (frameless and val is chain[0][1]):
            lines.append("Traceback (most recent call last):\n")
        lines.append(_exception_only(typ, val))
        if note is not None:
            lines.append(note)
    return "".join(lines)


class TestResult:
    """Holder for test result information: `failures` and `errors` are
    lists of (test, formatted report) pairs, `skipped` of (test, reason)."""
    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failfast = False
        self.failures = []
        self.errors = []
        self.testsRun = 0
        self.skipped = []
        self.expectedFailures = []
        self.unexpectedSuccesses = []
        self.shouldStop = False
        self.buffer = False
        self.tb_locals = False
        self._stdout_buffer = None
        self._stderr_buffer = None
        self._original_stdout = sys.stdout
        self._original_stderr = sys.stderr
        self._mirrorOutput = False

    def printErrors(self):
        "Called by TestRunner after test run"

    def startTest(self, test):
        "Called when the given test is about to be run"
        self.testsRun += 1
        self._mirrorOutput = False
        self._setupStdout()

    def _setupStdout(self):
        if self.buffer:
            if self._stderr_buffer is None:
                self._stderr_buffer = io.StringIO()
                self._stdout_buffer = io.StringIO()
            sys.stdout = self._stdout_buffer
            sys.stderr = self._stderr_buffer

    def startTestRun(self):
        """Called once before any tests are executed."""

    def stopTest(self, test):
        """Called when the given test has been run"""
        self._restoreStdout()
        self._mirrorOutput = False

    def _restoreStdout(self):
        if self.buffer:
            if self._mirrorOutput:
                output = sys.stdout.getvalue()
                error = sys.stderr.getvalue()
                if output:
                    if not output.endswith("\n"):
                        output += "\n"
                    self._original_stdout.write(STDOUT_LINE % output)
                if error:
                    if not error.endswith("\n"):
                        error += "\n"
                    self._original_stderr.write(STDERR_LINE % error)
            sys.stdout = self._original_stdout
            sys.stderr = self._original_stderr
            self._stdout_buffer.seek(0)
            self._stdout_buffer.truncate()
            self._stderr_buffer.seek(0)
            self._stderr_buffer.truncate()

    def stopTestRun(self):
        """Called once after all tests are executed."""

    @failfast
    def addError(self, test, err):
        """Called when an error has occurred: err is a tuple of values as
        returned by sys.exc_info()."""
        self.errors.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    @failfast
    def addFailure(self, test, err):
        """Called when a failure has occurred."""
        self.failures.append((test, self._exc_info_to_string(err, test)))
        self._mirrorOutput = True

    def addSubTest(self, test, subtest, err):
        """Called at the end of a subtest: err is None if it succeeded."""
        if err is not None:
            if getattr(self, "failfast", False):
                self.stop()
            if issubclass(err[0], test.failureException):
                errors = self.failures
            else:
                errors = self.errors
            errors.append((subtest, self._exc_info_to_string(err, test)))
            self._mirrorOutput = True

    def addSuccess(self, test):
        "Called when a test has completed successfully"

    def addSkip(self, test, reason):
        """Called when a test is skipped."""
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        """Called when an expected failure/error occurred."""
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    @failfast
    def addUnexpectedSuccess(self, test):
        """Called when a test was expected to fail, but succeed."""
        self.unexpectedSuccesses.append(test)

    def wasSuccessful(self):
        """Tells whether or not this result was a success."""
        return (len(self.failures) == len(self.errors) == 0
                and (not hasattr(self, "unexpectedSuccesses") or len(self.unexpectedSuccesses) == 0))

    def stop(self):
        """Indicates that the tests should be aborted."""
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        """Converts a sys.exc_info()-style tuple of values into a string."""
        exctype, value, tb = err
        text = _format_exception(exctype, value, tb is FRAMELESS)
        if self.buffer:
            output = sys.stdout.getvalue()
            error = sys.stderr.getvalue()
            if output:
                if not output.endswith("\n"):
                    output += "\n"
                text += STDOUT_LINE % output
            if error:
                if not error.endswith("\n"):
                    error += "\n"
                text += STDERR_LINE % error
        return text

    def __repr__(self):
        return "<%s run=%i errors=%i failures=%i>" % (util.strclass(self.__class__), self.testsRun,
                                                      len(self.errors), len(self.failures))
