# unittest fixtures: setUpModule/tearDownModule (also failing), module/class/test cleanups and their order, enterContext/enterClassContext, errors in cleanups and tearDownClass, doCleanups, skip in setUpModule, expectedFailure with subTest
import io
import re
import sys
import types
import unittest

log = []


def clean(text):
    text = re.sub(r"Ran (\d+) tests? in \d+\.\d+s", r"Ran \1 tests in X.XXXs", text)
    return re.sub(r"(Traceback \(most recent call last\):\n)(  .*\n)*", r"\1", text)


def run(*cases, verbosity=2):
    stream = io.StringIO()
    suite = unittest.TestSuite(unittest.defaultTestLoader.loadTestsFromTestCase(c) for c in cases)
    result = unittest.TextTestRunner(stream=stream, verbosity=verbosity).run(suite)
    print(clean(stream.getvalue()), end="")
    print(log)
    log.clear()
    return result


class Ctx:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        log.append("enter " + self.name)
        return self.name.upper()

    def __exit__(self, *exc):
        log.append("exit " + self.name)


def module_up():
    log.append("setUpModule")
    unittest.addModuleCleanup(log.append, "module cleanup")
    unittest.enterModuleContext(Ctx("module"))


def module_down():
    log.append("tearDownModule")


sys.modules["good_mod"] = types.SimpleNamespace(setUpModule=module_up, tearDownModule=module_down)


class InGoodModule(unittest.TestCase):
    __module__ = "good_mod"

    @classmethod
    def setUpClass(cls):
        log.append("setUpClass")
        cls.value = cls.enterClassContext(Ctx("class"))
        cls.addClassCleanup(log.append, "class cleanup 1")
        cls.addClassCleanup(log.append, "class cleanup 2")

    @classmethod
    def tearDownClass(cls):
        log.append("tearDownClass")

    def setUp(self):
        self.addCleanup(log.append, "cleanup A " + self._testMethodName)
        self.addCleanup(log.append, "cleanup B " + self._testMethodName)

    def tearDown(self):
        log.append("tearDown " + self._testMethodName)

    def test_context(self):
        log.append("test " + self.enterContext(Ctx("test")) + " " + self.value)

    def test_bad_context(self):
        self.enterContext(42)

    def test_failing_cleanup(self):
        self.addCleanup(lambda: log.append("cleanup that raises") or 1 / 0)
        log.append("test_failing_cleanup")

    def test_do_cleanups(self):
        self.addCleanup(log.append, "cleaned early")
        log.append("doCleanups -> %s" % self.doCleanups())
        log.append("after")


run(InGoodModule)


def bad_module_up():
    log.append("bad setUpModule")
    unittest.addModuleCleanup(log.append, "module cleanup after failed setUp")
    raise RuntimeError("module setup broke")


sys.modules["bad_mod"] = types.SimpleNamespace(setUpModule=bad_module_up,
                                               tearDownModule=lambda: log.append("never torn down"))


class InBadModule(unittest.TestCase):
    __module__ = "bad_mod"

    @classmethod
    def setUpClass(cls):
        log.append("class set up in a broken module")

    def test_a(self):
        log.append("test_a in a broken module")


run(InBadModule, InGoodModule)


def skipping_module_up():
    raise unittest.SkipTest("module not wanted")


sys.modules["skip_mod"] = types.SimpleNamespace(setUpModule=skipping_module_up)


class InSkippedModule(unittest.TestCase):
    __module__ = "skip_mod"

    def test_a(self):
        log.append("never")


run(InSkippedModule)


class ClassCleanupErrors(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.addClassCleanup(log.append, "class cleanup ran")
        cls.addClassCleanup(lambda: {}["no key"])

    @classmethod
    def tearDownClass(cls):
        raise ValueError("tearDownClass broke")

    def test_a(self):
        pass


class SetUpClassFailsWithCleanup(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.addClassCleanup(log.append, "cleanup after failed setUpClass")
        cls.addClassCleanup(lambda: [][0])
        raise OSError("setUpClass broke")

    def test_a(self):
        log.append("never")


class ExpectedWithSubtests(unittest.TestCase):
    @unittest.expectedFailure
    def test_expected_in_subtest(self):
        with self.subTest(n=1):
            self.assertEqual(1, 2)
        log.append("not reached: an expected failure stops the test")

    @unittest.expectedFailure
    def test_unexpected_success_with_subtests(self):
        with self.subTest(n=1):
            pass


run(ClassCleanupErrors, SetUpClassFailsWithCleanup, ExpectedWithSubtests)
print(unittest.case._module_cleanups if hasattr(unittest.case, "_module_cleanups") else [])
