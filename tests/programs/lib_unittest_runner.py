# unittest runner: TextTestRunner output at verbosity 0/1/2 (time and traceback frames masked), fixtures and their order (setUp/tearDown, setUpClass/tearDownClass, setUpModule/tearDownModule), cleanups, skips, expected failures, subTest, failfast, buffer, errors in fixtures
import io
import re
import sys
import unittest

log = []


def clean(text):
    text = re.sub(r"Ran (\d+) tests? in \d+\.\d+s", r"Ran \1 tests in X.XXXs", text)
    return re.sub(r"(Traceback \(most recent call last\):\n)(  .*\n)*", r"\1", text)


def run(*cases, verbosity=1, **kw):
    stream = io.StringIO()
    loader = unittest.TestLoader()
    suite = unittest.TestSuite(loader.loadTestsFromTestCase(c) for c in cases)
    result = unittest.TextTestRunner(stream=stream, verbosity=verbosity, **kw).run(suite)
    print(clean(stream.getvalue()), end="")
    print("->", result, result.wasSuccessful(), len(result.skipped), len(result.expectedFailures),
          len(result.unexpectedSuccesses))
    return result


def setUpModule():
    log.append("setUpModule")


def tearDownModule():
    log.append("tearDownModule")


class Fixtures(unittest.TestCase):
    """Runs fixtures in order."""

    @classmethod
    def setUpClass(cls):
        log.append("setUpClass")
        cls.addClassCleanup(log.append, "class cleanup")

    @classmethod
    def tearDownClass(cls):
        log.append("tearDownClass")

    def setUp(self):
        log.append("setUp " + self._testMethodName)
        self.addCleanup(log.append, "cleanup " + self._testMethodName)

    def tearDown(self):
        log.append("tearDown " + self._testMethodName)

    def test_one(self):
        """First test.

        Its docstring has more lines."""
        log.append("test_one")

    def test_two(self):
        log.append("test_two")
        self.assertEqual([1, 2], [1, 3])


class Outcomes(unittest.TestCase):
    def test_error(self):
        {}["missing"]

    def test_exit(self):
        sys.exit(4)

    @unittest.skip("not today")
    def test_skipped(self):
        log.append("never")

    @unittest.skipIf(True, "condition held")
    def test_skip_if(self):
        pass

    @unittest.skipUnless(True, "runs")
    def test_skip_unless(self):
        pass

    def test_skip_inside(self):
        self.skipTest("decided at run time")

    @unittest.expectedFailure
    def test_expected_failure(self):
        self.assertEqual(1, 0)

    @unittest.expectedFailure
    def test_unexpected_success(self):
        pass

    def test_chained(self):
        try:
            1 / 0
        except ZeroDivisionError as e:
            raise RuntimeError("while dividing") from e

    def test_context(self):
        try:
            [][1]
        except IndexError:
            raise KeyError("during")


class SubTests(unittest.TestCase):
    def test_values(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertEqual(i % 2, 0)

    def test_nested(self):
        with self.subTest("outer", a=1):
            with self.subTest(b=2):
                raise ValueError("inner")
        with self.subTest():
            self.fail("no params")

    def test_all_pass(self):
        for word in ["a", "b"]:
            with self.subTest(word=word):
                self.assertTrue(word)

    def test_skip_in_subtest(self):
        with self.subTest(case="skipped"):
            self.skipTest("sub skip")
        with self.subTest(case="fails"):
            self.assertIn(3, [1, 2])


class BrokenSetUp(unittest.TestCase):
    def setUp(self):
        raise OSError("no resource")

    def tearDown(self):
        log.append("BrokenSetUp.tearDown must not run")

    def test_a(self):
        log.append("BrokenSetUp.test_a must not run")


class BrokenTearDown(unittest.TestCase):
    def tearDown(self):
        raise RuntimeError("tearDown broke")

    def test_a(self):
        self.addCleanup(self.fail, "cleanup failed")


class BrokenClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise RuntimeError("class setup broke")

    def test_a(self):
        log.append("BrokenClass.test_a must not run")


class SkippedClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise unittest.SkipTest("whole class skipped in setUpClass")

    def test_a(self):
        pass


@unittest.skip("class decorator")
class DecoratedSkip(unittest.TestCase):
    def test_a(self):
        pass

    def test_b(self):
        pass


for v in (0, 1, 2):
    print("== verbosity", v)
    log.clear()
    run(Fixtures, verbosity=v)
    print(log)
log.clear()
run(Outcomes, verbosity=2)
run(Outcomes)
run(SubTests, verbosity=2)
run(SubTests)
run(BrokenSetUp, BrokenTearDown, BrokenClass, SkippedClass, DecoratedSkip, verbosity=2)
print(log)
print("== descriptions off")
run(Fixtures, verbosity=2, descriptions=False)
print("== failfast")
run(Outcomes, SubTests, failfast=True)


class Noisy(unittest.TestCase):
    def test_quiet_pass(self):
        print("hidden output of a passing test")

    def test_loud_fail(self):
        print("shown output of a failing test")
        if buffering:
            sys.stderr.write("and its stderr\n")
        self.fail("with output")


print("== buffer")
buffering = True
real_stdout, real_stderr = sys.stdout, sys.stderr
sys.stdout, sys.stderr = captured, captured_err = io.StringIO(), io.StringIO()
try:
    stream = io.StringIO()
    unittest.TextTestRunner(stream=stream, buffer=True, verbosity=2).run(unittest.TestLoader().loadTestsFromTestCase(Noisy))
finally:
    sys.stdout, sys.stderr = real_stdout, real_stderr
print(clean(stream.getvalue()), end="")
print(repr(captured.getvalue()), repr(captured_err.getvalue()))

buffering = False
print("== module fixtures")
log.clear()
suite = unittest.TestLoader().loadTestsFromModule(sys.modules[__name__])
result = unittest.TestResult()
suite.run(result)
print(log[:3], log[-3:], result.testsRun, len(result.failures), len(result.errors))
print([str(test) for test, _ in result.errors][:3])
print([test for test in suite][:3], suite.countTestCases())
