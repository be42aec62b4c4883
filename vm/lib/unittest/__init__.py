"""unittest for pith: test cases (TestCase with fixtures, subtests and
CPython's assert methods and messages), suites, the loader, the text
runner (CPython's output at every verbosity) and unittest.main.

A failure's report shows "Traceback (most recent call last):" and the
exception lines without the frames. Refused (NotImplementedError): test
discovery, the Ctrl-C handler (-c, installHandler), --locals, and
assertWarns/assertLogs where the warnings/logging modules are missing;
IsolatedAsyncioTestCase and unittest.mock are not provided.
"""

__all__ = ["TestResult", "TestCase", "IsolatedAsyncioTestCase", "TestSuite", "TextTestRunner", "TestLoader",
           "FunctionTestCase", "main", "defaultTestLoader", "SkipTest", "skip", "skipIf", "skipUnless",
           "expectedFailure", "TextTestResult", "installHandler", "registerResult", "removeResult",
           "removeHandler", "addModuleCleanup", "doModuleCleanups", "enterModuleContext",
           "getTestCaseNames", "makeSuite", "findTestCases"]

__unittest = True

from unittest.result import TestResult
from unittest.case import (addModuleCleanup, TestCase, FunctionTestCase, SkipTest, skip, skipIf, skipUnless,
                   expectedFailure, doModuleCleanups, enterModuleContext)
from unittest.suite import BaseTestSuite, TestSuite
from unittest.loader import TestLoader, defaultTestLoader, makeSuite, getTestCaseNames, findTestCases
from unittest.main import main, TestProgram
from unittest.runner import TextTestRunner, TextTestResult
from unittest.signals import installHandler, registerResult, removeResult, removeHandler


def __getattr__(name):
    if name == "IsolatedAsyncioTestCase":
        raise NotImplementedError("unittest: IsolatedAsyncioTestCase is not supported by pith (no asyncio)")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
