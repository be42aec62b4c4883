"""unittest.loader for pith: TestLoader (tests from a TestCase class, a
module, names; test name patterns for -k) and defaultTestLoader.
Test discovery in directories (discover) is refused."""
import functools
import re
import sys
import types

from unittest import case, suite, util

__unittest = True


def _fnmatch_regex(pattern):
    """The regular expression of a shell pattern (*, ?, [seq], [!seq])."""
    out = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        i += 1
        if c == "*":
            out.append(".*")
        elif c == "?":
            out.append(".")
        elif c == "[":
            j = i
            if j < n and pattern[j] == "!":
                j += 1
            if j < n and pattern[j] == "]":
                j += 1
            while j < n and pattern[j] != "]":
                j += 1
            if j >= n:
                out.append("\\[")
            else:
                body = pattern[i:j].replace("\\", "\\\\")
                i = j + 1
                if body.startswith("!"):
                    body = "^" + body[1:]
                elif body.startswith("^"):
                    body = "\\" + body
                out.append("[" + body + "]")
        else:
            out.append(re.escape(c))
    return "(?s:" + "".join(out) + r")\Z"


def _fnmatchcase(name, pattern):
    return re.match(_fnmatch_regex(pattern), name) is not None


class _FailedTest(case.TestCase):
    _testMethodName = None

    def __init__(self, method_name, exception):
        self._exception = exception
        super(_FailedTest, self).__init__(method_name)

    def __getattr__(self, name):
        if name != self._testMethodName:
            return super(_FailedTest, self).__getattribute__(name)

        def testFailure():
            raise self._exception
        return testFailure


def _make_failed_test(methodname, exception, suiteClass, message):
    test = _FailedTest(methodname, exception)
    return suiteClass((test,)), message


def _make_failed_load_tests(name, exception, suiteClass):
    message = "Failed to call load_tests:\nTraceback (most recent call last):\n%s: %s\n" % (
        type(exception).__name__, exception)
    return _make_failed_test(name, exception, suiteClass, message)


class TestLoader:
    """This class is responsible for loading tests according to various
    criteria and returning them wrapped in a TestSuite."""
    testMethodPrefix = "test"
    sortTestMethodsUsing = staticmethod(util.three_way_cmp)
    testNamePatterns = None
    suiteClass = suite.TestSuite
    _top_level_dir = None

    def __init__(self):
        super(TestLoader, self).__init__()
        self.errors = []
        self._loading_packages = set()

    def loadTestsFromTestCase(self, testCaseClass):
        """Return a suite of all test cases contained in testCaseClass"""
        if issubclass(testCaseClass, suite.TestSuite):
            raise TypeError("Test cases should not be derived from TestSuite. Maybe you meant to derive from TestCase?")
        testCaseNames = self.getTestCaseNames(testCaseClass)
        if not testCaseNames and hasattr(testCaseClass, "runTest"):
            testCaseNames = ["runTest"]
        return self.suiteClass(map(testCaseClass, testCaseNames))

    def loadTestsFromModule(self, module, *args, pattern=None, **kws):
        """Return a suite of all test cases contained in the given module"""
        if len(args) > 1 or "use_load_tests" in kws and len(args) > 0:
            raise TypeError("loadTestsFromModule() takes 1 positional argument but {} were given".format(len(args) + 1))
        kws.pop("use_load_tests", None)
        if kws:
            complaint = sorted(kws)[0]
            raise TypeError("loadTestsFromModule() got an unexpected keyword argument '{}'".format(complaint))
        tests = []
        for name in sorted(dir(module)):
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, case.TestCase):
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, "load_tests", None)
        tests = self.suiteClass(tests)
        if load_tests is not None:
            try:
                return load_tests(self, tests, pattern)
            except Exception as e:
                error_case, error_message = _make_failed_load_tests(module.__name__, e, self.suiteClass)
                self.errors.append(error_message)
                return error_case
        return tests

    def loadTestsFromName(self, name, module=None):
        """Return a suite of all test cases given a string specifier: a
        dotted name relative to `module` (or an importable one) naming a
        module, a TestCase class, a test method or a callable returning
        tests."""
        parts = name.split(".")
        error_case, error_message = None, None
        if module is None:
            parts_copy = parts[:]
            while parts_copy:
                try:
                    module_name = ".".join(parts_copy)
                    module = __import__(module_name)
                    break
                except ImportError:
                    next_attribute = parts_copy.pop()
                    error_case, error_message = _make_failed_test(
                        next_attribute, ImportError("Failed to import test module: %s" % module_name),
                        self.suiteClass, "Failed to import test module: %s" % module_name)
                    if not parts_copy:
                        self.errors.append(error_message)
                        return error_case
            parts = parts[1:]
        obj = module
        parent = None
        for part in parts:
            try:
                parent, obj = obj, getattr(obj, part)
            except AttributeError as e:
                if getattr(obj, "__path__", None) is not None and error_case is not None:
                    self.errors.append(error_message)
                    return error_case
                error_case, error_message = _make_failed_test(part, e, self.suiteClass,
                                                              "Failed to access attribute:\n%s: %s\n" % (type(e).__name__, e))
                self.errors.append(error_message)
                return error_case
        if isinstance(obj, types.ModuleType):
            return self.loadTestsFromModule(obj)
        elif isinstance(obj, type) and issubclass(obj, case.TestCase):
            return self.loadTestsFromTestCase(obj)
        elif isinstance(obj, types.FunctionType) and isinstance(parent, type) and issubclass(parent, case.TestCase):
            name = parts[-1]
            inst = parent(name)
            # (A static method is called to make its tests, below.)
            if not isinstance(getattr(inst, name), types.FunctionType):
                return self.suiteClass([inst])
        elif isinstance(obj, suite.TestSuite):
            return obj
        if callable(obj):
            test = obj()
            if isinstance(test, suite.TestSuite):
                return test
            elif isinstance(test, case.TestCase):
                return self.suiteClass([test])
            else:
                raise TypeError("calling %s returned %s, not a test" % (obj, test))
        else:
            raise TypeError("don't know how to make test from: %s" % obj)

    def loadTestsFromNames(self, names, module=None):
        """Return a suite of all test cases found using the given sequence
        of string specifiers. See 'loadTestsFromName()'."""
        suites = [self.loadTestsFromName(name, module) for name in names]
        return self.suiteClass(suites)

    def getTestCaseNames(self, testCaseClass):
        """Return a sorted sequence of method names found within testCaseClass"""
        def shouldIncludeMethod(attrname):
            if not attrname.startswith(self.testMethodPrefix):
                return False
            testFunc = getattr(testCaseClass, attrname)
            if not callable(testFunc):
                return False
            fullName = "%s.%s.%s" % (testCaseClass.__module__, testCaseClass.__qualname__, attrname)
            return self.testNamePatterns is None or any(_fnmatchcase(fullName, pattern)
                                                        for pattern in self.testNamePatterns)
        testFnNames = [name for name in dir(testCaseClass) if shouldIncludeMethod(name)]
        if self.sortTestMethodsUsing is util.three_way_cmp:
            testFnNames.sort()
        elif self.sortTestMethodsUsing:
            testFnNames.sort(key=functools.cmp_to_key(self.sortTestMethodsUsing))
        return testFnNames

    def discover(self, start_dir, pattern="test*.py", top_level_dir=None):
        raise NotImplementedError("unittest: TestLoader.discover is not supported by pith")


defaultTestLoader = TestLoader()


def _makeLoader(prefix, sortUsing, suiteClass=None, testNamePatterns=None):
    loader = TestLoader()
    loader.sortTestMethodsUsing = sortUsing
    loader.testMethodPrefix = prefix
    loader.testNamePatterns = testNamePatterns
    if suiteClass:
        loader.suiteClass = suiteClass
    return loader


def getTestCaseNames(testCaseClass, prefix, sortUsing=util.three_way_cmp, testNamePatterns=None):
    return _makeLoader(prefix, sortUsing, testNamePatterns=testNamePatterns).getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix="test", sortUsing=util.three_way_cmp, suiteClass=suite.TestSuite):
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix="test", sortUsing=util.three_way_cmp, suiteClass=suite.TestSuite):
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromModule(module)
