# unittest assertWarns/assertWarnsRegex (call and context forms, .warning), assertLogs/assertNoLogs (records, output, levels), the deprecated aliases and the runner's warning filter
import io
import logging
import re
import unittest
import warnings


class Probe(unittest.TestCase):
    def runTest(self):
        pass


t = Probe()


def attempt(label, func):
    try:
        func()
        print(label, "passed")
    except AssertionError as e:
        print(label, "failed:", e)
    except Exception as e:
        print(label, "raised", type(e).__name__, e)


def warn_user(text="careful"):
    warnings.warn(text, UserWarning)


def warn_nothing():
    pass


attempt("warns call", lambda: t.assertWarns(UserWarning, warn_user))
attempt("warns tuple", lambda: t.assertWarns((DeprecationWarning, UserWarning), warn_user))
attempt("warns missing", lambda: t.assertWarns(UserWarning, warn_nothing))
attempt("warns wrong category", lambda: t.assertWarns(DeprecationWarning, warn_user))
attempt("warns not a warning", lambda: t.assertWarns(ValueError, warn_user))
attempt("warns regex", lambda: t.assertWarnsRegex(UserWarning, "car.ful", warn_user))
attempt("warns regex mismatch", lambda: t.assertWarnsRegex(UserWarning, "^x", warn_user))
with t.assertWarns(RuntimeWarning) as cm:
    warnings.warn("first", RuntimeWarning)
    warnings.warn("second", RuntimeWarning)
print(type(cm.warning).__name__, cm.warning, type(cm.filename).__name__, type(cm.lineno).__name__)
try:
    with t.assertWarns(UserWarning, msg="extra words"):
        pass
except AssertionError as e:
    print("context:", e)
with t.assertWarnsRegex(UserWarning, r"\d+"):
    warnings.warn("no digits", UserWarning)
    warnings.warn("7 digits", UserWarning)
print("regex found the second warning")
try:
    with t.assertWarns(UserWarning):
        raise KeyError("passes through")
except KeyError as e:
    print("escaped:", repr(e))

log = logging.getLogger("app.part")
with t.assertLogs("app", level="INFO") as cm:
    log.info("first %s", "message")
    log.warning("second")
    log.debug("not at INFO")
print(cm.output, [r.getMessage() for r in cm.records], [r.levelname for r in cm.records])
with t.assertLogs() as cm:
    logging.getLogger().error("on the root")
print(cm.output)
with t.assertLogs(log, logging.DEBUG) as cm:
    log.debug("debug too")
print(cm.output)
try:
    with t.assertLogs("app", level="ERROR"):
        log.warning("too low")
except AssertionError as e:
    print("assertLogs:", e)
try:
    with t.assertLogs("quiet"):
        pass
except AssertionError as e:
    print("assertLogs:", e)
with t.assertNoLogs("app", level="ERROR"):
    log.warning("below ERROR")
try:
    with t.assertNoLogs("app"):
        log.info("noise")
        log.error("more noise")
except AssertionError as e:
    print("assertNoLogs:", e)
print(log.handlers, logging.getLogger("app").handlers, logging.getLogger("app").propagate)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    t.assertEquals(1, 1)
    t.failUnless(True)
    t.assertNotEquals(1, 2)
    t.assertRegexpMatches("abc", "b")
    t.assertRaisesRegexp(ValueError, "x", int, "x")
    t.assertDictContainsSubset({"a": 1}, {"a": 1, "b": 2})
    try:
        t.assertDictContainsSubset({"a": 2, "c": 3}, {"a": 1})
    except AssertionError as e:
        print("subset:", e)
    try:
        t.failIf(True)
    except AssertionError as e:
        print("failIf:", e)
print([(w.category.__name__, str(w.message)) for w in caught])


class ReturnsValue(unittest.TestCase):
    def test_returns(self):
        return 42

    def test_warns_inside(self):
        warnings.warn("seen by the test only", UserWarning)


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("ignore")
    stream = io.StringIO()
    result = unittest.TextTestRunner(stream=stream, verbosity=2).run(
        unittest.TestLoader().loadTestsFromTestCase(ReturnsValue))
print(re.sub(r"\d+\.\d+s", "X.XXXs", stream.getvalue()))
print(sorted((w.category.__name__, str(w.message).split(" (")[0]) for w in caught))
print(unittest.TextTestRunner(stream=io.StringIO()).warnings, unittest.TextTestRunner(stream=io.StringIO(), warnings="ignore").warnings)
