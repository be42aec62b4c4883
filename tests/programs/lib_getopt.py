# getopt: getopt and gnu_getopt with short clusters, attached and separate values, long options with = and abbreviations, "--", "-", POSIXLY_CORRECT-style '+', and every GetoptError message
import getopt
import os


def run(fn, args, short, longs=[]):
    try:
        opts, rest = fn(args, short, longs)
        print(fn.__name__, args, "->", opts, rest)
    except getopt.GetoptError as e:
        print(fn.__name__, args, "->", type(e).__name__, e, "| opt =", repr(e.opt), "| msg =", repr(e.msg))


run(getopt.getopt, ["-a", "-b", "x", "rest", "-c"], "ab:c")
run(getopt.getopt, ["-abx", "y"], "ab:")
run(getopt.getopt, ["-ab", "x", "y"], "ab:")
run(getopt.getopt, ["-b"], "ab:")
run(getopt.getopt, ["-z"], "ab:")
run(getopt.getopt, ["-a", "--", "-b", "x"], "ab:")
run(getopt.getopt, ["-a", "-", "-b", "x"], "ab:")
run(getopt.getopt, [], "a")
run(getopt.getopt, ["--verbose", "--out=file", "--out", "f2", "x"], "v", ["verbose", "out="])
run(getopt.getopt, ["--verb", "--ou=1"], "", ["verbose", "out="])
run(getopt.getopt, ["--ver"], "", ["verbose", "version"])
run(getopt.getopt, ["--version"], "", ["version", "versions"])
run(getopt.getopt, ["--x"], "", ["x=", "xy"])
run(getopt.getopt, ["--nope"], "", ["verbose"])
run(getopt.getopt, ["--verbose=1"], "", ["verbose"])
run(getopt.getopt, ["--out"], "", ["out="])
run(getopt.getopt, ["--out="], "", ["out="])
run(getopt.getopt, ["--help"], "", "help")
run(getopt.getopt, ["-a", "x", "-b"], ":a")
run(getopt.gnu_getopt, ["x", "-a", "y", "--long", "-bV", "z"], "ab:", ["long"])
run(getopt.gnu_getopt, ["x", "-a", "--", "-b", "y"], "ab:")
run(getopt.gnu_getopt, ["x", "-a", "y"], "+ab:")
run(getopt.gnu_getopt, ["-", "-a"], "a")
run(getopt.gnu_getopt, ["x", "--bad"], "a", ["good"])
run(getopt.gnu_getopt, ["-b"], "ab:")
os.environ["POSIXLY_CORRECT"] = "1"
run(getopt.gnu_getopt, ["x", "-a"], "a")
del os.environ["POSIXLY_CORRECT"]
run(getopt.gnu_getopt, ["x", "-a"], "a")
run(getopt.getopt, ("-a", "t"), "a")

e = getopt.GetoptError("boom")
print(str(e), repr(e.opt), e.args)
print(getopt.error is getopt.GetoptError, issubclass(getopt.GetoptError, Exception))
try:
    raise getopt.error("option -q not recognized", "q")
except getopt.GetoptError as err:
    print("caught", err, err.opt)
