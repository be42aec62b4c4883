"""unittest.main for pith: TestProgram (unittest.main): loads the tests of
a module (or the ones named on the command line), runs them with a
TextTestRunner and exits with status 0 or 1. The command line is CPython's
(-v, -q, -f, -b, -k PATTERN, test names; -h prints the help); --locals,
-c and test discovery are refused."""
import os
import sys

from unittest import loader, runner

__unittest = True

_OPTIONS = [("-h", "--help", "show this help message and exit"),
            ("-v", "--verbose", "Verbose output"),
            ("-q", "--quiet", "Quiet output"),
            (None, "--locals", "Show local variables in tracebacks"),
            ("-f", "--failfast", "Stop on first fail or error"),
            ("-c", "--catch", "Catch Ctrl-C and display results so far"),
            ("-b", "--buffer", "Buffer stdout and stderr during tests")]

MAIN_EXAMPLES = """\
Examples:
  %(prog)s                           - run default set of tests
  %(prog)s MyTestSuite               - run suite 'MyTestSuite'
  %(prog)s MyTestCase.testSomething  - run MyTestCase.testSomething
  %(prog)s MyTestCase                - run all 'test*' test methods
                                       in MyTestCase
"""


def _parser(prog):
    """The command line as argparse describes it (CPython's parser, for its
    usage and help text; parsing is `_parse_command_line`'s)."""
    import argparse
    parser = argparse.ArgumentParser(prog=prog)
    for short, long, helptext in _OPTIONS[1:]:
        names = [short, long] if short else [long]
        parser.add_argument(*names, action="store_true", help=helptext)
    parser.add_argument("-k", dest="testNamePatterns", action="append",
                        help="Only run tests which match the given substring")
    parser.add_argument("tests", nargs="*",
                        help="a list of any number of test modules, classes and test methods.")
    return parser


def _usage(prog):
    return _parser(prog).format_usage()


def _help(prog):
    return _parser(prog).format_help() + "\n" + MAIN_EXAMPLES % {"prog": prog} + "\n"


class TestProgram:
    """A command-line program that runs a set of tests; this is primarily
    for making test modules conveniently executable."""
    module = None
    verbosity = 1
    failfast = catchbreak = buffer = progName = warnings = testNamePatterns = None
    _discovery_parser = None

    def __init__(self, module="__main__", defaultTest=None, argv=None, testRunner=None,
                 testLoader=loader.defaultTestLoader, exit=True, verbosity=1, failfast=None,
                 catchbreak=None, buffer=None, warnings=None, *, tb_locals=False):
        if isinstance(module, str):
            self.module = __import__(module)
            for part in module.split(".")[1:]:
                self.module = getattr(self.module, part)
        else:
            self.module = module
        if argv is None:
            argv = sys.argv
        self.exit = exit
        self.failfast = failfast
        self.catchbreak = catchbreak
        self.verbosity = verbosity
        self.buffer = buffer
        self.tb_locals = tb_locals
        if warnings is None and not getattr(sys, "warnoptions", []):
            self.warnings = "default"
        else:
            self.warnings = warnings
        self.defaultTest = defaultTest
        self.testRunner = testRunner
        self.testLoader = testLoader
        self.progName = os.path.basename(argv[0])
        self.parseArgs(argv)
        self.runTests()

    def _error(self, message):
        sys.stderr.write(_usage(self.progName))
        sys.stderr.write("%s: error: %s\n" % (self.progName, message))
        sys.exit(2)

    def _parse_command_line(self, args):
        """Sets the options and self.tests from the arguments as argparse
        would (clustered short flags, unique prefixes of long options)."""
        self.tests = []
        longs = [long for _, long, _ in _OPTIONS]
        unknown = []
        only_positional = False
        i = 0
        while i < len(args):
            arg = args[i]
            i += 1
            if only_positional or arg == "-" or not arg.startswith("-"):
                self.tests.append(arg)
                continue
            if arg == "--":
                only_positional = True
                continue
            if arg.startswith("--"):
                name, eq, value = arg.partition("=")
                matches = [long for long in longs if long.startswith(name)]
                if name in longs:
                    matches = [name]
                if len(matches) > 1:
                    self._error("ambiguous option: %s could match %s" % (name, ", ".join(matches)))
                if not matches:
                    unknown.append(arg)
                    continue
                if eq:
                    self._error("argument %s: ignored explicit argument %r" % (self._flag_name(matches[0]), value))
                self._apply(matches[0])
                continue
            flags = arg[1:]
            while flags:
                flag, flags = flags[0], flags[1:]
                if flag == "k":
                    if flags:
                        pattern = flags
                        flags = ""
                    elif i < len(args) and not (args[i].startswith("-") and args[i] != "-"):
                        pattern = args[i]
                        i += 1
                    else:
                        self._error("argument -k: expected one argument")
                    if "*" not in pattern:
                        pattern = "*%s*" % pattern
                    if self.testNamePatterns is None:
                        self.testNamePatterns = []
                    self.testNamePatterns.append(pattern)
                    continue
                long = [long for short, long, _ in _OPTIONS if short == "-" + flag]
                if not long:
                    unknown.append("-" + flag + flags if flag == arg[1] else arg)
                    break
                self._apply(long[0])
        if unknown:
            self._error("unrecognized arguments: %s" % " ".join(unknown))

    def _flag_name(self, long):
        for short, lng, _ in _OPTIONS:
            if lng == long:
                return short + "/" + long if short else long
        return long

    def _apply(self, option):
        if option == "--help":
            sys.stdout.write(_help(self.progName))
            sys.exit(0)
        elif option == "--verbose":
            self.verbosity = 2
        elif option == "--quiet":
            self.verbosity = 0
        elif option == "--locals":
            self.tb_locals = True
        elif option == "--failfast":
            self.failfast = True
        elif option == "--catch":
            self.catchbreak = True
        elif option == "--buffer":
            self.buffer = True

    def parseArgs(self, argv):
        self._parse_command_line(argv[1:])
        if self.module is None and not self.tests:
            raise NotImplementedError("unittest: test discovery (unittest.main(module=None)) is not supported by pith")
        if self.tests:
            self.testNames = self.tests
        elif self.defaultTest is None:
            self.testNames = None
        elif isinstance(self.defaultTest, str):
            self.testNames = (self.defaultTest,)
        else:
            self.testNames = list(self.defaultTest)
        self.createTests()

    def createTests(self, from_discovery=False, Loader=None):
        if self.testNamePatterns:
            self.testLoader.testNamePatterns = self.testNamePatterns
        if self.testNames is None:
            self.test = self.testLoader.loadTestsFromModule(self.module)
        else:
            self.test = self.testLoader.loadTestsFromNames(self.testNames, self.module)

    def runTests(self):
        if self.catchbreak:
            raise NotImplementedError("unittest: -c/--catch (Ctrl-C handling) is not supported by pith")
        if self.tb_locals:
            raise NotImplementedError("unittest: --locals is not supported by pith (it has no traceback objects)")
        if self.testRunner is None:
            self.testRunner = runner.TextTestRunner
        if isinstance(self.testRunner, type):
            try:
                try:
                    testRunner = self.testRunner(verbosity=self.verbosity, failfast=self.failfast, buffer=self.buffer,
                                                 warnings=self.warnings, tb_locals=self.tb_locals)
                except TypeError:
                    testRunner = self.testRunner(verbosity=self.verbosity, failfast=self.failfast,
                                                 buffer=self.buffer, warnings=self.warnings)
            except TypeError:
                testRunner = self.testRunner()
        else:
            testRunner = self.testRunner
        self.result = testRunner.run(self.test)
        if self.exit:
            sys.exit(not self.result.wasSuccessful())


main = TestProgram
