# unittest.main (argv, exit, verbosity, -v/-q/-f/-k, test names, defaultTest, help), TestLoader (names, prefixes, patterns, module), TestSuite API, FunctionTestCase, TestCase identity
import contextlib
import io
import re
import sys
import unittest


def clean(text):
    text = re.sub(r"Ran (\d+) tests? in \d+\.\d+s", r"Ran \1 tests in X.XXXs", text)
    return re.sub(r"(Traceback \(most recent call last\):\n)(  .*\n)*", r"\1", text)


class Alpha(unittest.TestCase):
    def test_one(self):
        pass

    def test_two(self):
        self.assertEqual("left", "right")

    def helper(self):
        pass


class Beta(unittest.TestCase):
    def test_b(self):
        pass

    def check_custom(self):
        pass


def main(argv, **kw):
    out = io.StringIO()
    err = io.StringIO()
    code = "no exit"
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            prog = unittest.main(argv=argv, **kw)
            code = "returned " + type(prog).__name__
        except SystemExit as e:
            code = "exit " + repr(e.code)
    print(argv, kw, "->", code)
    if out.getvalue():
        print(clean(out.getvalue()), end="")
    print(clean(err.getvalue()), end="")
    return code


main(["prog.py"])
main(["prog.py", "-v"])
main(["prog.py", "-q"])
main(["prog.py", "Alpha.test_one"])
main(["prog.py", "Beta", "Alpha.test_one", "-v"])
main(["prog.py", "-k", "one"])
main(["prog.py", "-k", "*_b", "-v"])
main(["prog.py", "-k", "nothing"])
main(["prog.py", "-vf"])
main(["prog.py", "NoSuchTest"])
main(["prog.py", "Alpha.nope"])
main(["prog.py"], exit=False, verbosity=2)
main(["prog.py"], defaultTest="Beta")
main(["prog.py"], defaultTest=["Beta.test_b", "Alpha.test_one"], exit=False)
main(["prog.py", "--bogus"])
main(["prog.py", "-k"])
main(["prog.py", "-h"])
prog = unittest.main(argv=["x"], exit=False, testRunner=unittest.TextTestRunner(stream=io.StringIO()))
print(type(prog.result).__name__, prog.result.testsRun, prog.verbosity, prog.progName, prog.testNames)

loader = unittest.TestLoader()
print(loader.getTestCaseNames(Alpha), loader.getTestCaseNames(Beta))
loader.testMethodPrefix = "check"
print(loader.getTestCaseNames(Beta), loader.loadTestsFromTestCase(Beta))
loader = unittest.TestLoader()
loader.sortTestMethodsUsing = lambda a, b: (a < b) - (a > b)
print(loader.getTestCaseNames(Alpha))
loader = unittest.TestLoader()
loader.testNamePatterns = ["*two*"]
print(loader.getTestCaseNames(Alpha))
loader = unittest.TestLoader()
print(loader.loadTestsFromName("Alpha.test_two", sys.modules[__name__]))
print(loader.loadTestsFromNames(["Alpha", "Beta.test_b"], sys.modules[__name__]).countTestCases())
print(unittest.defaultTestLoader.loadTestsFromModule(sys.modules[__name__]).countTestCases())
print(unittest.TestLoader().getTestCaseNames(Beta))
try:
    loader.loadTestsFromTestCase(unittest.TestSuite)
except TypeError as e:
    print(type(e).__name__, e)

suite = unittest.TestSuite()
print(suite, suite.countTestCases())
suite.addTest(Alpha("test_one"))
suite.addTests([Alpha("test_two"), Beta("test_b")])
print(suite.countTestCases(), list(suite) == [Alpha("test_one"), Alpha("test_two"), Beta("test_b")])
for bad in [5, Alpha, "tests"]:
    try:
        if isinstance(bad, str):
            suite.addTests(bad)
        else:
            suite.addTest(bad)
    except TypeError as e:
        print(type(e).__name__, e)
result = unittest.TestResult()
suite.run(result)
print(result, result.testsRun, [str(t) for t, _ in result.failures], suite.countTestCases(), list(suite))

t = Alpha("test_one")
print(str(t), repr(t), t.id(), t.countTestCases(), t.shortDescription())
print(t == Alpha("test_one"), t == Alpha("test_two"), hash(t) == hash(Alpha("test_one")))
try:
    Alpha("missing")
except ValueError as e:
    print(type(e).__name__, e)
result = t.run()
print(type(result).__name__, result.testsRun, result.wasSuccessful())
result = unittest.TestResult()
Alpha("test_two")(result)
print(result.failures[0][1].splitlines()[-1])
Alpha("test_one").debug()
try:
    Alpha("test_two").debug()
except AssertionError as e:
    print("debug raised", repr(str(e).splitlines()[0]))

calls = []
ftc = unittest.FunctionTestCase(lambda: calls.append("test"), setUp=lambda: calls.append("setUp"),
                                tearDown=lambda: calls.append("tearDown"), description="a function test")
result = unittest.TestResult()
ftc.run(result)
print(calls, result.testsRun, ftc.shortDescription(), ftc.countTestCases())
print(unittest.SkipTest.__mro__[1], unittest.TestCase.failureException)
