"""unittest.case for pith: TestCase (fixtures, cleanups, subTest, the
assert methods with CPython's messages, assertWarns and assertLogs, the
deprecated aliases), SkipTest, the skip and expectedFailure decorators,
FunctionTestCase and module cleanups.

Warnings need the `warnings` module and assertLogs the `logging` module:
where they cannot be imported, those assertions are refused.
"""
import re
import sys
import types

from unittest.result import FRAMELESS, TestResult
from unittest.util import (safe_repr, strclass, _common_shorten_repr, _count_diff_all_purpose,
                   _count_diff_hashable, _ndiff, _pformat)

__unittest = True

_subtest_msg_sentinel = object()

DIFF_OMITTED = "\nDiff is %s characters long. Set self.maxDiff to None to see it."


class SkipTest(Exception):
    """Raise this exception in a test to skip it."""


class _ShouldStop(Exception):
    """The test should stop."""


class _UnexpectedSuccess(Exception):
    """The test was supposed to fail, but it didn't!"""


def _refuse(name, why):
    return NotImplementedError("unittest: %s is not supported by pith (%s)" % (name, why))


class _Outcome:
    """What the parts of one test run (setUp, the test, subtests, tearDown,
    cleanups) gave: `success` stays true until a part fails."""

    def __init__(self, result=None):
        self.expecting_failure = False
        self.result = result
        self.result_supports_subtests = hasattr(result, "addSubTest")
        self.success = True
        self.expectedFailure = None

    def part(self, test_case, subtest=False, function=None):
        return _TestPart(self, test_case, subtest, function)


def _from_unittest(function):
    """Whether a function is unittest's own (such as TestCase.fail)."""
    module = getattr(function, "__module__", None)
    return isinstance(module, str) and (module == "unittest" or module.startswith("unittest."))


class _TestPart:
    """A context manager around one part of a test: an exception in it is
    recorded in the result (error, failure, skip or expected failure).
    `function` is what the part calls, when unittest calls it directly."""

    def __init__(self, outcome, test_case, subtest, function=None):
        self.outcome = outcome
        self.test_case = test_case
        self.subtest = subtest
        self.frameless = function is not None and _from_unittest(function)

    def __enter__(self):
        self.old_success = self.outcome.success
        self.outcome.success = True
        return self

    def __exit__(self, exc_type, exc_value, tb):
        outcome = self.outcome
        try:
            if exc_type is None:
                if self.subtest and outcome.success:
                    outcome.result.addSubTest(self.test_case.test_case, self.test_case, None)
                return False
            if issubclass(exc_type, KeyboardInterrupt):
                return False
            if issubclass(exc_type, SkipTest):
                outcome.success = False
                _addSkip(outcome.result, self.test_case, str(exc_value))
            elif issubclass(exc_type, _ShouldStop):
                pass
            else:
                exc_info = (exc_type, exc_value, FRAMELESS if self.frameless else tb)
                if outcome.expecting_failure:
                    outcome.expectedFailure = exc_info
                else:
                    outcome.success = False
                    if self.subtest:
                        outcome.result.addSubTest(self.test_case.test_case, self.test_case, exc_info)
                    else:
                        _addError(outcome.result, self.test_case, exc_info)
            return True
        finally:
            outcome.success = outcome.success and self.old_success


def _addSkip(result, test_case, reason):
    addSkip = getattr(result, "addSkip", None)
    if addSkip is not None:
        addSkip(test_case, reason)
    else:
        result.addSuccess(test_case)


def _addError(result, test, exc_info):
    if result is not None and exc_info is not None:
        if issubclass(exc_info[0], test.failureException):
            result.addFailure(test, exc_info)
        else:
            result.addError(test, exc_info)


def _id(obj):
    return obj


def _enter_context(cm, addcleanup):
    cls = type(cm)
    try:
        enter = cls.__enter__
        exit = cls.__exit__
    except AttributeError:
        # (pith's builtin types have no __module__.)
        module = getattr(cls, "__module__", "builtins")
        raise TypeError(f"'{module}.{cls.__qualname__}' object does "
                        f"not support the context manager protocol") from None
    result = enter(cm)
    addcleanup(exit, cm, None, None, None)
    return result


_module_cleanups = []


def addModuleCleanup(function, /, *args, **kwargs):
    """Same as addCleanup, except the cleanup items are called even if
    setUpModule fails (unlike tearDownModule)."""
    _module_cleanups.append((function, args, kwargs))


def enterModuleContext(cm):
    """Same as enterContext, but module-wide."""
    return _enter_context(cm, addModuleCleanup)


def doModuleCleanups():
    """Execute all module cleanup functions. Normally called for you after
    tearDownModule."""
    exceptions = []
    while _module_cleanups:
        function, args, kwargs = _module_cleanups.pop()
        try:
            function(*args, **kwargs)
        except Exception as exc:
            exceptions.append(exc)
    if exceptions:
        raise exceptions[0]


def skip(reason):
    """Unconditionally skip a test."""
    def decorator(test_item):
        if not isinstance(test_item, type):
            item = test_item

            def skip_wrapper(*args, **kwargs):
                raise SkipTest(reason)
            for attr in ("__module__", "__name__", "__qualname__", "__doc__"):
                try:
                    setattr(skip_wrapper, attr, getattr(item, attr))
                except AttributeError:
                    pass
            skip_wrapper.__wrapped__ = item
            test_item = skip_wrapper
        test_item.__unittest_skip__ = True
        test_item.__unittest_skip_why__ = reason
        return test_item
    if isinstance(reason, types.FunctionType):
        test_item = reason
        reason = ""
        return decorator(test_item)
    return decorator


def skipIf(condition, reason):
    """Skip a test if the condition is true."""
    if condition:
        return skip(reason)
    return _id


def skipUnless(condition, reason):
    """Skip a test unless the condition is true."""
    if not condition:
        return skip(reason)
    return _id


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


def _import(name, what):
    try:
        return __import__(name)
    except ImportError:
        raise _refuse(what, "it needs the %s module" % name) from None


def _is_subtype(expected, basetype):
    if isinstance(expected, tuple):
        return all(_is_subtype(e, basetype) for e in expected)
    return isinstance(expected, type) and issubclass(expected, basetype)


class _AssertRaisesContext:
    """What assertRaises and assertRaisesRegex return (and use) as a
    context manager: the exception caught is kept in `exception`."""
    _base_type = BaseException
    _base_type_str = "an exception type or tuple of exception types"

    def __init__(self, expected, test_case, expected_regex=None):
        self.expected = expected
        self.test_case = test_case
        if expected_regex is not None:
            expected_regex = re.compile(expected_regex)
        self.expected_regex = expected_regex
        self.obj_name = None
        self.msg = None

    def _raiseFailure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)

    def handle(self, name, args, kwargs):
        if not _is_subtype(self.expected, self._base_type):
            raise TypeError("%s() arg 1 must be %s" % (name, self._base_type_str))
        if not args:
            self.msg = kwargs.pop("msg", None)
            if kwargs:
                raise TypeError("%r is an invalid keyword argument for this function" % (next(iter(kwargs)),))
            return self
        callable_obj, *args = args
        try:
            self.obj_name = callable_obj.__name__
        except AttributeError:
            self.obj_name = str(callable_obj)
        with self:
            callable_obj(*args, **kwargs)

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            try:
                exc_name = self.expected.__name__
            except AttributeError:
                exc_name = str(self.expected)
            if self.obj_name:
                self._raiseFailure("{} not raised by {}".format(exc_name, self.obj_name))
            else:
                self._raiseFailure("{} not raised".format(exc_name))
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value
        if self.expected_regex is None:
            return True
        if not self.expected_regex.search(str(exc_value)):
            self._raiseFailure('"{}" does not match "{}"'.format(self.expected_regex.pattern, str(exc_value)))
        return True


class _AssertWarnsContext(_AssertRaisesContext):
    """What assertWarns and assertWarnsRegex return (and use) as a context
    manager: the warning caught is kept in `warning`, with its `filename`
    and `lineno`."""
    _base_type = Warning
    _base_type_str = "a warning type or tuple of warning types"

    def __enter__(self):
        warnings = _import("warnings", "assertWarns")
        for module in list(sys.modules.values()):
            if getattr(module, "__warningregistry__", None):
                module.__warningregistry__ = {}
        self.warnings_manager = warnings.catch_warnings(record=True)
        self.warnings = self.warnings_manager.__enter__()
        warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self.warnings_manager.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return False
        try:
            exc_name = self.expected.__name__
        except AttributeError:
            exc_name = str(self.expected)
        first_matching = None
        for m in self.warnings:
            w = m.message
            if not isinstance(w, self.expected):
                continue
            if first_matching is None:
                first_matching = w
            if self.expected_regex is not None and not self.expected_regex.search(str(w)):
                continue
            self.warning = w
            self.filename = m.filename
            self.lineno = m.lineno
            return False
        if first_matching is not None:
            self._raiseFailure('"{}" does not match "{}"'.format(self.expected_regex.pattern, str(first_matching)))
        if self.obj_name:
            self._raiseFailure("{} not triggered by {}".format(exc_name, self.obj_name))
        else:
            self._raiseFailure("{} not triggered".format(exc_name))


class _LogsContext:
    """What assertLogs and assertNoLogs use: the logger's handlers are
    replaced by one that records (records and "LEVEL:name:message" lines)."""
    LOGGING_FORMAT = "%(levelname)s:%(name)s:%(message)s"

    def __init__(self, test_case, logger_name, level, no_logs):
        self.logging = _import("logging", "assertNoLogs" if no_logs else "assertLogs")
        self.test_case = test_case
        self.logger_name = logger_name
        if level:
            self.level = self.logging._nameToLevel.get(level, level)
        else:
            self.level = self.logging.INFO
        self.msg = None
        self.no_logs = no_logs

    def _raiseFailure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)

    def __enter__(self):
        logging = self.logging
        if isinstance(self.logger_name, logging.Logger):
            logger = self.logger = self.logger_name
        else:
            logger = self.logger = logging.getLogger(self.logger_name)
        handler = _capturing_handler(logging)
        handler.setLevel(self.level)
        handler.setFormatter(logging.Formatter(self.LOGGING_FORMAT))
        self.watcher = handler.watcher
        self.old_handlers = logger.handlers[:]
        self.old_level = logger.level
        self.old_propagate = logger.propagate
        logger.handlers = [handler]
        logger.setLevel(self.level)
        logger.propagate = False
        if self.no_logs:
            return None
        return handler.watcher

    def __exit__(self, exc_type, exc_value, tb):
        self.logger.handlers = self.old_handlers
        self.logger.propagate = self.old_propagate
        self.logger.setLevel(self.old_level)
        if exc_type is not None:
            return False
        if self.no_logs:
            if len(self.watcher.records) > 0:
                self._raiseFailure("Unexpected logs found: {!r}".format(self.watcher.output))
        elif len(self.watcher.records) == 0:
            self._raiseFailure("no logs of level {} or higher triggered on {}".format(
                self.logging.getLevelName(self.level), self.logger.name))
        return False


_LoggingWatcher = None


def _capturing_handler(logging):
    """A logging handler that keeps what it is given in `watcher`
    (records, and the formatted lines in `output`)."""
    global _LoggingWatcher
    if _LoggingWatcher is None:
        from collections import namedtuple
        _LoggingWatcher = namedtuple("_LoggingWatcher", ["records", "output"])

    class _CapturingHandler(logging.Handler):
        def __init__(self):
            logging.Handler.__init__(self)
            self.watcher = _LoggingWatcher([], [])

        def flush(self):
            pass

        def emit(self, record):
            self.watcher.records.append(record)
            self.watcher.output.append(self.format(record))

    return _CapturingHandler()


class _SubTest:
    """One subTest() block of a test: reported on its own, with its message
    and parameters."""

    def __init__(self, test_case, message, params):
        self._message = message
        self.test_case = test_case
        self.params = params
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError("subtests cannot be run directly")

    def _subDescription(self):
        parts = []
        if self._message is not _subtest_msg_sentinel:
            parts.append("[{}]".format(self._message))
        if self.params:
            parts.append("({})".format(", ".join("{}={!r}".format(k, v) for k, v in self.params.items())))
        return " ".join(parts) or "(<subtest>)"

    def id(self):
        return "{} {}".format(self.test_case.id(), self._subDescription())

    def shortDescription(self):
        return self.test_case.shortDescription()

    def countTestCases(self):
        return 0

    def __str__(self):
        return "{} {}".format(self.test_case, self._subDescription())


class _Params:
    """The parameters of nested subtests: the innermost first, then the
    ones of the enclosing subtests not given again."""

    def __init__(self, own, parent=None):
        self.own = own
        self.parent = parent

    def items(self):
        seen = {}
        layer = self
        while layer is not None:
            for k, v in layer.own.items():
                if k not in seen:
                    seen[k] = v
            layer = layer.parent
        return seen.items()

    def __len__(self):
        return len(self.items())

    def __bool__(self):
        return len(self) > 0


class _SubTestContext:
    def __init__(self, test, msg, params):
        self.test = test
        self.msg = msg
        self.params = params

    def __enter__(self):
        test = self.test
        outcome = test._outcome
        if outcome is None or not outcome.result_supports_subtests:
            self.part = None
            return None
        self.parent = test._subtest
        params = _Params(self.params, None if self.parent is None else self.parent.params)
        test._subtest = _SubTest(test, self.msg, params)
        self.part = outcome.part(test._subtest, subtest=True)
        self.part.__enter__()
        return None

    def __exit__(self, exc_type, exc_value, tb):
        if self.part is None:
            return False
        test = self.test
        try:
            handled = self.part.__exit__(exc_type, exc_value, tb)
            if exc_type is not None and not handled:
                return False
            outcome = test._outcome
            if not outcome.success:
                result = outcome.result
                if result is not None and result.failfast:
                    raise _ShouldStop
            elif outcome.expectedFailure:
                raise _ShouldStop
            return True
        finally:
            test._subtest = self.parent


class TestCase:
    """A class whose instances are single test cases: one test method
    (`methodName`) run between setUp and tearDown."""

    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16
    _classSetupFailed = False
    _class_cleanups = []

    def __init_subclass__(cls, *args, **kwargs):
        cls._classSetupFailed = False
        cls._class_cleanups = []
        super().__init_subclass__(*args, **kwargs)

    def __init__(self, methodName="runTest"):
        self._testMethodName = methodName
        self._outcome = None
        self._testMethodDoc = "No test"
        try:
            testMethod = getattr(self, methodName)
        except AttributeError:
            if methodName != "runTest":
                raise ValueError("no such test method in %s: %s" % (self.__class__, methodName))
        else:
            self._testMethodDoc = testMethod.__doc__
        self._cleanups = []
        self._subtest = None
        self._type_equality_funcs = {}
        self.addTypeEqualityFunc(dict, "assertDictEqual")
        self.addTypeEqualityFunc(list, "assertListEqual")
        self.addTypeEqualityFunc(tuple, "assertTupleEqual")
        self.addTypeEqualityFunc(set, "assertSetEqual")
        self.addTypeEqualityFunc(frozenset, "assertSetEqual")
        self.addTypeEqualityFunc(str, "assertMultiLineEqual")

    def addTypeEqualityFunc(self, typeobj, function):
        """Add a type specific assertEqual style function to compare a type."""
        self._type_equality_funcs[typeobj] = function

    def addCleanup(self, function, /, *args, **kwargs):
        """Add a function, with arguments, to be called when the test is
        completed. Functions added are called on a LIFO basis."""
        self._cleanups.append((function, args, kwargs))

    def enterContext(self, cm):
        """Enters the supplied context manager; its __exit__ is a cleanup."""
        return _enter_context(cm, self.addCleanup)

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        """Same as addCleanup, except the cleanup items are called even if
        setUpClass fails (unlike tearDownClass)."""
        cls._class_cleanups.append((function, args, kwargs))

    @classmethod
    def enterClassContext(cls, cm):
        """Same as enterContext, but class-wide."""
        return _enter_context(cm, cls.addClassCleanup)

    def setUp(self):
        "Hook method for setting up the test fixture before exercising it."

    def tearDown(self):
        "Hook method for deconstructing the test fixture after testing it."

    @classmethod
    def setUpClass(cls):
        "Hook method for setting up class fixture before running tests in the class."

    @classmethod
    def tearDownClass(cls):
        "Hook method for deconstructing the class fixture after running all tests in the class."

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        return TestResult()

    def shortDescription(self):
        """The first line of the test method's docstring, or None."""
        doc = self._testMethodDoc
        return doc.strip().split("\n")[0].strip() if doc else None

    def id(self):
        return "%s.%s" % (strclass(self.__class__), self._testMethodName)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return "%s (%s.%s)" % (self._testMethodName, strclass(self.__class__), self._testMethodName)

    def __repr__(self):
        return "<%s testMethod=%s>" % (strclass(self.__class__), self._testMethodName)

    def subTest(self, msg=_subtest_msg_sentinel, **params):
        """A context manager: the enclosed block runs as a subtest, reported
        on its own (with the message and parameters) when it fails, and the
        test goes on after it."""
        return _SubTestContext(self, msg, params)

    def _addExpectedFailure(self, result, exc_info):
        addExpectedFailure = getattr(result, "addExpectedFailure", None)
        if addExpectedFailure is not None:
            addExpectedFailure(self, exc_info)
        else:
            result.addSuccess(self)

    def _addUnexpectedSuccess(self, result):
        addUnexpectedSuccess = getattr(result, "addUnexpectedSuccess", None)
        if addUnexpectedSuccess is not None:
            addUnexpectedSuccess(self)
        else:
            try:
                raise _UnexpectedSuccess
            except _UnexpectedSuccess:
                result.addFailure(self, sys.exc_info())

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        if method() is not None:
            warnings = sys.modules.get("warnings") or _import("warnings", "a test returning a value")
            warnings.warn(f"It is deprecated to return a value that is not None from a test case ({method})",
                          DeprecationWarning, stacklevel=3)

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def run(self, result=None):
        if result is None:
            result = self.defaultTestResult()
            startTestRun = getattr(result, "startTestRun", None)
            stopTestRun = getattr(result, "stopTestRun", None)
            if startTestRun is not None:
                startTestRun()
        else:
            stopTestRun = None
        result.startTest(self)
        try:
            testMethod = getattr(self, self._testMethodName)
            if getattr(self.__class__, "__unittest_skip__", False) or getattr(testMethod, "__unittest_skip__", False):
                skip_why = (getattr(self.__class__, "__unittest_skip_why__", "")
                            or getattr(testMethod, "__unittest_skip_why__", ""))
                _addSkip(result, self, skip_why)
                return result
            expecting_failure = (getattr(self, "__unittest_expecting_failure__", False)
                                 or getattr(testMethod, "__unittest_expecting_failure__", False))
            outcome = _Outcome(result)
            try:
                self._outcome = outcome
                with outcome.part(self):
                    self._callSetUp()
                if outcome.success:
                    outcome.expecting_failure = expecting_failure
                    with outcome.part(self, function=testMethod):
                        self._callTestMethod(testMethod)
                    outcome.expecting_failure = False
                    with outcome.part(self):
                        self._callTearDown()
                self.doCleanups()
                if outcome.success:
                    if expecting_failure:
                        if outcome.expectedFailure:
                            self._addExpectedFailure(result, outcome.expectedFailure)
                        else:
                            self._addUnexpectedSuccess(result)
                    else:
                        result.addSuccess(self)
                return result
            finally:
                outcome.expectedFailure = None
                self._outcome = None
        finally:
            result.stopTest(self)
            if stopTestRun is not None:
                stopTestRun()

    def doCleanups(self):
        """Execute all cleanup functions. Normally called for you after
        tearDown."""
        outcome = self._outcome or _Outcome()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            with outcome.part(self, function=function):
                self._callCleanup(function, *args, **kwargs)
        return outcome.success

    @classmethod
    def doClassCleanups(cls):
        """Execute all class cleanup functions. Normally called for you after
        tearDownClass."""
        cls.tearDown_exceptions = []
        while cls._class_cleanups:
            function, args, kwargs = cls._class_cleanups.pop()
            try:
                function(*args, **kwargs)
            except Exception:
                cls.tearDown_exceptions.append(sys.exc_info())

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        """Run the test without collecting errors in a TestResult."""
        testMethod = getattr(self, self._testMethodName)
        if getattr(self.__class__, "__unittest_skip__", False) or getattr(testMethod, "__unittest_skip__", False):
            skip_why = (getattr(self.__class__, "__unittest_skip_why__", "")
                        or getattr(testMethod, "__unittest_skip_why__", ""))
            raise SkipTest(skip_why)
        self._callSetUp()
        self._callTestMethod(testMethod)
        self._callTearDown()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            self._callCleanup(function, *args, **kwargs)

    def skipTest(self, reason):
        """Skip this test."""
        raise SkipTest(reason)

    def fail(self, msg=None):
        """Fail immediately, with the given message."""
        raise self.failureException(msg)

    # --- assertions ----------------------------------------------------------

    def _formatMessage(self, msg, standardMsg):
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        return "%s : %s" % (standardMsg, msg)

    def _truncateMessage(self, message, diff):
        max_diff = self.maxDiff
        if max_diff is None or len(diff) <= max_diff:
            return message + diff
        return message + (DIFF_OMITTED % len(diff))

    def assertFalse(self, expr, msg=None):
        """Check that the expression is false."""
        if expr:
            msg = self._formatMessage(msg, "%s is not false" % safe_repr(expr))
            raise self.failureException(msg)

    def assertTrue(self, expr, msg=None):
        """Check that the expression is true."""
        if not expr:
            msg = self._formatMessage(msg, "%s is not true" % safe_repr(expr))
            raise self.failureException(msg)

    def assertRaises(self, expected_exception, *args, **kwargs):
        """Fail unless an exception of class expected_exception is raised by
        the callable (called with the arguments), or in the with block when
        called without one."""
        context = _AssertRaisesContext(expected_exception, self)
        return context.handle("assertRaises", args, kwargs)

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        """Asserts that the message in a raised exception matches a regex."""
        context = _AssertRaisesContext(expected_exception, self, expected_regex)
        return context.handle("assertRaisesRegex", args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        """Fail unless a warning of class warnClass is triggered by the
        callable (called with the arguments), or in the with block when
        called without one."""
        context = _AssertWarnsContext(expected_warning, self)
        return context.handle("assertWarns", args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        """Asserts that the message in a triggered warning matches a regexp."""
        context = _AssertWarnsContext(expected_warning, self, expected_regex)
        return context.handle("assertWarnsRegex", args, kwargs)

    def assertLogs(self, logger=None, level=None):
        """Fail unless a log message of level *level* or higher is emitted
        on *logger_name* or its children (a context manager)."""
        return _LogsContext(self, logger, level, no_logs=False)

    def assertNoLogs(self, logger=None, level=None):
        """Fail unless no log messages of level *level* or higher are
        emitted on *logger_name* or its children."""
        return _LogsContext(self, logger, level, no_logs=True)

    def _getAssertEqualityFunc(self, first, second):
        if type(first) == type(second):
            asserter = self._type_equality_funcs.get(type(first))
            if asserter is not None:
                if isinstance(asserter, str):
                    asserter = getattr(self, asserter)
                return asserter
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        if not first == second:
            standardMsg = "%s != %s" % _common_shorten_repr(first, second)
            msg = self._formatMessage(msg, standardMsg)
            raise self.failureException(msg)

    def assertEqual(self, first, second, msg=None):
        """Fail if the two objects are unequal as determined by the '=='
        operator."""
        assertion_func = self._getAssertEqualityFunc(first, second)
        assertion_func(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        """Fail if the two objects are equal as determined by the '!='
        operator."""
        if not first != second:
            msg = self._formatMessage(msg, "%s == %s" % (safe_repr(first), safe_repr(second)))
            raise self.failureException(msg)

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        """Fail if the two objects are unequal as determined by their
        difference rounded to the given number of decimal places (default
        7), or by comparing that their difference is more than delta."""
        if first == second:
            return
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            standardMsg = "%s != %s within %s delta (%s difference)" % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            standardMsg = "%s != %s within %r places (%s difference)" % (
                safe_repr(first), safe_repr(second), places, safe_repr(diff))
        msg = self._formatMessage(msg, standardMsg)
        raise self.failureException(msg)

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        """Fail if the two objects are equal as determined by their
        difference rounded to the given number of decimal places (default
        7), or by comparing that their difference is at most delta."""
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            standardMsg = "%s == %s within %s delta (%s difference)" % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            standardMsg = "%s == %s within %r places" % (safe_repr(first), safe_repr(second), places)
        msg = self._formatMessage(msg, standardMsg)
        raise self.failureException(msg)

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        """An equality assertion for ordered sequences (like lists and
        tuples); the message names the first differing element."""
        if seq_type is not None:
            seq_type_name = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException("First sequence is not a %s: %s" % (seq_type_name, safe_repr(seq1)))
            if not isinstance(seq2, seq_type):
                raise self.failureException("Second sequence is not a %s: %s" % (seq_type_name, safe_repr(seq2)))
        else:
            seq_type_name = "sequence"
        differing = None
        try:
            len1 = len(seq1)
        except (TypeError, NotImplementedError):
            differing = "First %s has no length.    Non-sequence?" % seq_type_name
        if differing is None:
            try:
                len2 = len(seq2)
            except (TypeError, NotImplementedError):
                differing = "Second %s has no length.    Non-sequence?" % seq_type_name
        if differing is None:
            if seq1 == seq2:
                return
            differing = "%ss differ: %s != %s\n" % ((seq_type_name.capitalize(),) + _common_shorten_repr(seq1, seq2))
            for i in range(min(len1, len2)):
                try:
                    item1 = seq1[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += "\nUnable to index element %d of first %s\n" % (i, seq_type_name)
                    break
                try:
                    item2 = seq2[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += "\nUnable to index element %d of second %s\n" % (i, seq_type_name)
                    break
                if item1 != item2:
                    differing += "\nFirst differing element %d:\n%s\n%s\n" % ((i,) + _common_shorten_repr(item1, item2))
                    break
            else:
                if len1 == len2 and seq_type is None and type(seq1) != type(seq2):
                    return
            if len1 > len2:
                differing += "\nFirst %s contains %d additional elements.\n" % (seq_type_name, len1 - len2)
                try:
                    differing += "First extra element %d:\n%s\n" % (len2, safe_repr(seq1[len2]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += "Unable to index element %d of first %s\n" % (len2, seq_type_name)
            elif len1 < len2:
                differing += "\nSecond %s contains %d additional elements.\n" % (seq_type_name, len2 - len1)
                try:
                    differing += "First extra element %d:\n%s\n" % (len1, safe_repr(seq2[len1]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += "Unable to index element %d of second %s\n" % (len1, seq_type_name)
        standardMsg = differing
        diffMsg = "\n" + "\n".join(_ndiff(_pformat(seq1).splitlines(), _pformat(seq2).splitlines()))
        standardMsg = self._truncateMessage(standardMsg, diffMsg)
        msg = self._formatMessage(msg, standardMsg)
        self.fail(msg)

    def assertListEqual(self, list1, list2, msg=None):
        """A list-specific equality assertion."""
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        """A tuple-specific equality assertion."""
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        """A set-specific equality assertion: the message lists the items in
        only one of them."""
        try:
            difference1 = set1.difference(set2)
        except TypeError as e:
            self.fail("invalid type when attempting set difference: %s" % e)
        except AttributeError as e:
            self.fail("first argument does not support set difference: %s" % e)
        try:
            difference2 = set2.difference(set1)
        except TypeError as e:
            self.fail("invalid type when attempting set difference: %s" % e)
        except AttributeError as e:
            self.fail("second argument does not support set difference: %s" % e)
        if not (difference1 or difference2):
            return
        lines = []
        if difference1:
            lines.append("Items in the first set but not the second:")
            for item in difference1:
                lines.append(repr(item))
        if difference2:
            lines.append("Items in the second set but not the first:")
            for item in difference2:
                lines.append(repr(item))
        standardMsg = "\n".join(lines)
        self.fail(self._formatMessage(msg, standardMsg))

    def assertIn(self, member, container, msg=None):
        """Just like self.assertTrue(a in b), but with a nicer default message."""
        if member not in container:
            standardMsg = "%s not found in %s" % (safe_repr(member), safe_repr(container))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotIn(self, member, container, msg=None):
        """Just like self.assertTrue(a not in b), but with a nicer default message."""
        if member in container:
            standardMsg = "%s unexpectedly found in %s" % (safe_repr(member), safe_repr(container))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIs(self, expr1, expr2, msg=None):
        """Just like self.assertTrue(a is b), but with a nicer default message."""
        if expr1 is not expr2:
            standardMsg = "%s is not %s" % (safe_repr(expr1), safe_repr(expr2))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsNot(self, expr1, expr2, msg=None):
        """Just like self.assertTrue(a is not b), but with a nicer default message."""
        if expr1 is expr2:
            standardMsg = "unexpectedly identical: %s" % (safe_repr(expr1),)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, "First argument is not a dictionary")
        self.assertIsInstance(d2, dict, "Second argument is not a dictionary")
        if d1 != d2:
            standardMsg = "%s != %s" % _common_shorten_repr(d1, d2)
            diff = "\n" + "\n".join(_ndiff(_pformat(d1).splitlines(), _pformat(d2).splitlines()))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertCountEqual(self, first, second, msg=None):
        """Asserts that two iterables have the same elements, the same
        number of times, without regard to order."""
        first_seq, second_seq = list(first), list(second)
        try:
            first_counts = _count_of(first_seq)
            second_counts = _count_of(second_seq)
        except TypeError:
            differences = _count_diff_all_purpose(first_seq, second_seq)
        else:
            if first_counts == second_counts:
                return
            differences = _count_diff_hashable(first_seq, second_seq)
        if differences:
            standardMsg = "Element counts were not equal:\n"
            lines = ["First has %d, Second has %d:  %r" % tuple(diff) for diff in differences]
            diffMsg = "\n".join(lines)
            standardMsg = self._truncateMessage(standardMsg, diffMsg)
            msg = self._formatMessage(msg, standardMsg)
            self.fail(msg)

    def assertMultiLineEqual(self, first, second, msg=None):
        """Assert that two multi-line strings are equal."""
        self.assertIsInstance(first, str, "First argument is not a string")
        self.assertIsInstance(second, str, "Second argument is not a string")
        if first != second:
            if len(first) > self._diffThreshold or len(second) > self._diffThreshold:
                self._baseAssertEqual(first, second, msg)
            firstlines = first.splitlines(keepends=True)
            secondlines = second.splitlines(keepends=True)
            if len(firstlines) == 1 and first.strip("\r\n") == first:
                firstlines = [first + "\n"]
                secondlines = [second + "\n"]
            standardMsg = "%s != %s" % _common_shorten_repr(first, second)
            diff = "\n" + "".join(_ndiff(firstlines, secondlines))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertLess(self, a, b, msg=None):
        """Just like self.assertTrue(a < b), but with a nicer default message."""
        if not a < b:
            standardMsg = "%s not less than %s" % (safe_repr(a), safe_repr(b))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertLessEqual(self, a, b, msg=None):
        """Just like self.assertTrue(a <= b), but with a nicer default message."""
        if not a <= b:
            standardMsg = "%s not less than or equal to %s" % (safe_repr(a), safe_repr(b))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertGreater(self, a, b, msg=None):
        """Just like self.assertTrue(a > b), but with a nicer default message."""
        if not a > b:
            standardMsg = "%s not greater than %s" % (safe_repr(a), safe_repr(b))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertGreaterEqual(self, a, b, msg=None):
        """Just like self.assertTrue(a >= b), but with a nicer default message."""
        if not a >= b:
            standardMsg = "%s not greater than or equal to %s" % (safe_repr(a), safe_repr(b))
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsNone(self, obj, msg=None):
        """Same as self.assertTrue(obj is None), with a nicer default message."""
        if obj is not None:
            standardMsg = "%s is not None" % (safe_repr(obj),)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsNotNone(self, obj, msg=None):
        """Included for symmetry with assertIsNone."""
        if obj is None:
            standardMsg = "unexpectedly None"
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIsInstance(self, obj, cls, msg=None):
        """Same as self.assertTrue(isinstance(obj, cls)), with a nicer
        default message."""
        if not isinstance(obj, cls):
            standardMsg = "%s is not an instance of %r" % (safe_repr(obj), cls)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotIsInstance(self, obj, cls, msg=None):
        """Included for symmetry with assertIsInstance."""
        if isinstance(obj, cls):
            standardMsg = "%s is an instance of %r" % (safe_repr(obj), cls)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertRegex(self, text, expected_regex, msg=None):
        """Fail the test unless the text matches the regular expression."""
        if isinstance(expected_regex, (str, bytes)):
            assert expected_regex, "expected_regex must not be empty."
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(text):
            standardMsg = "Regex didn't match: %r not found in %r" % (expected_regex.pattern, text)
            msg = self._formatMessage(msg, standardMsg)
            raise self.failureException(msg)

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        """Fail the test if the text matches the regular expression."""
        if isinstance(unexpected_regex, (str, bytes)):
            unexpected_regex = re.compile(unexpected_regex)
        match = unexpected_regex.search(text)
        if match:
            standardMsg = "Regex matched: %r matches %r in %r" % (
                text[match.start():match.end()], unexpected_regex.pattern, text)
            msg = self._formatMessage(msg, standardMsg)
            raise self.failureException(msg)


def _deprecate(original_func):
    def deprecated_func(*args, **kwargs):
        _import("warnings", original_func.__name__).warn(
            "Please use {0} instead.".format(original_func.__name__), DeprecationWarning, 2)
        return original_func(*args, **kwargs)
    deprecated_func.__name__ = original_func.__name__
    return deprecated_func


def _assertDictContainsSubset(self, subset, dictionary, msg=None):
    """Checks whether dictionary is a superset of subset."""
    _import("warnings", "assertDictContainsSubset").warn("assertDictContainsSubset is deprecated", DeprecationWarning)
    missing = []
    mismatched = []
    for key, value in subset.items():
        if key not in dictionary:
            missing.append(key)
        elif value != dictionary[key]:
            mismatched.append("%s, expected: %s, actual: %s" % (safe_repr(key), safe_repr(value),
                                                                 safe_repr(dictionary[key])))
    if not (missing or mismatched):
        return
    standardMsg = ""
    if missing:
        standardMsg = "Missing: %s" % ",".join(safe_repr(m) for m in missing)
    if mismatched:
        if standardMsg:
            standardMsg += "; "
        standardMsg += "Mismatched values: %s" % ",".join(mismatched)
    self.fail(self._formatMessage(msg, standardMsg))


TestCase.assertDictContainsSubset = _assertDictContainsSubset
TestCase.failUnlessEqual = TestCase.assertEquals = _deprecate(TestCase.assertEqual)
TestCase.failIfEqual = TestCase.assertNotEquals = _deprecate(TestCase.assertNotEqual)
TestCase.failUnlessAlmostEqual = TestCase.assertAlmostEquals = _deprecate(TestCase.assertAlmostEqual)
TestCase.failIfAlmostEqual = TestCase.assertNotAlmostEquals = _deprecate(TestCase.assertNotAlmostEqual)
TestCase.failUnless = TestCase.assert_ = _deprecate(TestCase.assertTrue)
TestCase.failUnlessRaises = _deprecate(TestCase.assertRaises)
TestCase.failIf = _deprecate(TestCase.assertFalse)
TestCase.assertRaisesRegexp = _deprecate(TestCase.assertRaisesRegex)
TestCase.assertRegexpMatches = _deprecate(TestCase.assertRegex)
TestCase.assertNotRegexpMatches = _deprecate(TestCase.assertNotRegex)


def _count_of(items):
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return counts


class FunctionTestCase(TestCase):
    """A test case that wraps a test function (with optional set-up and
    tear-down functions)."""

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super(FunctionTestCase, self).__init__()
        self._setUpFunc = setUp
        self._tearDownFunc = tearDown
        self._testFunc = testFunc
        self._description = description

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return (self._setUpFunc == other._setUpFunc and self._tearDownFunc == other._tearDownFunc
                and self._testFunc == other._testFunc and self._description == other._description)

    def __hash__(self):
        return hash((type(self), self._setUpFunc, self._tearDownFunc, self._testFunc, self._description))

    def __str__(self):
        return "%s (%s)" % (strclass(self.__class__), self._testFunc.__name__)

    def __repr__(self):
        return "<%s tec=%s>" % (strclass(self.__class__), self._testFunc)

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        return doc and doc.split("\n")[0].strip() or None
