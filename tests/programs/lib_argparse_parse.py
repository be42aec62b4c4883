# argparse parsing: every action (store, store_const, store_true/false, append, append_const, count, extend, BooleanOptionalAction, version), nargs (?, *, +, N, REMAINDER), const/default/type/choices, abbreviations, short clusters, "--", negative numbers, prefix_chars, fromfile_prefix_chars, allow_abbrev, parse_known_args, parse_intermixed_args, FileType, type errors, and the error messages (usage and "prog: error: ..." captured from stderr)
import os
os.environ["COLUMNS"] = "80"
import argparse
import contextlib
import io
import sys
import tempfile


def run(parser, args, how="parse_args"):
    err, out = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
            result = getattr(parser, how)(args)
        print(args, "->", result)
    except SystemExit as e:
        print(args, "-> exit", e.code)
    except Exception as e:
        print(args, "->", type(e).__name__, e)
    for text in (out.getvalue(), err.getvalue()):
        if text:
            print(text, end="")


p = argparse.ArgumentParser(prog="prog")
p.add_argument("infile")
p.add_argument("outfiles", nargs="*", default=["a"])
p.add_argument("-v", "--verbose", action="count", default=0)
p.add_argument("-q", "--quiet", action="store_true")
p.add_argument("--no-cache", dest="cache", action="store_false")
p.add_argument("-n", "--num", type=int, default=3, metavar="N")
p.add_argument("--mode", choices=["fast", "slow"], default="fast")
p.add_argument("--tag", action="append")
p.add_argument("--const", action="store_const", const=42)
p.add_argument("--pair", nargs=2, metavar=("K", "V"))
p.add_argument("--opt", nargs="?", const="C", default="D")
p.add_argument("--many", nargs="+", type=float)
p.add_argument("--ext", action="extend", nargs="+")
p.add_argument("--flag", action=argparse.BooleanOptionalAction, default=True)
p.add_argument("--version", action="version", version="%(prog)s 1.0")
p.add_argument("--apc", action="append_const", const="x", dest="letters")
p.add_argument("--lines", type=int, default="10")
run(p, ["in.txt"])
run(p, ["in.txt", "o1", "o2", "-vvv", "--quiet", "--no-cache", "-n", "5", "--mode", "slow"])
run(p, ["in", "--tag", "a", "--tag=b", "--const", "--pair", "k", "v", "--opt", "--many", "1", "2.5"])
run(p, ["in", "--opt", "X", "--ext", "a", "b", "--ext", "c", "--no-flag", "--apc", "--apc"])
run(p, ["in", "--verb", "--qu", "-n5", "-vq", "--num=7", "--opt="])
run(p, ["in", "--", "-x", "-y"])
run(p, ["-", "in", "-n", "-1"])
run(p, [])
run(p, ["in", "--mode", "bad"])
run(p, ["in", "-n", "x"])
run(p, ["in", "--pair", "a"])
run(p, ["in", "--bogus", "extra"])
run(p, ["in", "--n", "3"])
run(p, ["in", "--many"])
run(p, ["in", "-q=1"])
run(p, ["in", "-qz"])
run(p, ["in", "--version"])
run(p, ["in", "--bogus", "x", "-v"], "parse_known_args")

p = argparse.ArgumentParser(prog="im")
p.add_argument("--foo")
p.add_argument("cmd")
p.add_argument("rest", nargs="*", type=int)
run(p, ["doit", "1", "--foo", "bar", "2", "3"])
run(p, ["doit", "1", "--foo", "bar", "2", "3"], "parse_intermixed_args")
run(p, ["--foo", "x"], "parse_intermixed_args")
run(p, ["a", "--zzz", "1"], "parse_known_intermixed_args")

p = argparse.ArgumentParser(prog="rem")
p.add_argument("--x")
p.add_argument("cmd")
p.add_argument("args", nargs=argparse.REMAINDER)
run(p, ["--x", "1", "run", "--y", "z", "-h"])
run(p, ["--x", "1", "run", "--y", "z"], "parse_intermixed_args")

p = argparse.ArgumentParser(prog="pos")
p.add_argument("first", nargs=2, type=int)
p.add_argument("opt", nargs="?", default="dflt")
p.add_argument("last", nargs="+")
run(p, ["1", "2", "x"])
run(p, ["1", "2", "x", "y", "z"])
run(p, ["1"])
run(p, ["1", "a", "x"])

with tempfile.TemporaryDirectory() as tmp:
    argfile = os.path.join(tmp, "args.txt")
    with open(argfile, "w") as f:
        f.write("++foo\nFROMFILE\n/b\n")
    p = argparse.ArgumentParser(prog="pc", prefix_chars="+-/", fromfile_prefix_chars="@")
    p.add_argument("+f", "++foo")
    p.add_argument("/b", action="store_true")
    p.add_argument("-c")
    ns = p.parse_args(["@" + argfile, "-c", "1"])
    print(ns)
run(p, ["+fX", "/b"])
run(p, ["@no_such_args_file.txt"])
p = argparse.ArgumentParser(prog="plus", prefix_chars="+")
p.add_argument("+x", action="store_true")
run(p, ["+x", "++help"])

p = argparse.ArgumentParser(prog="ab", allow_abbrev=False)
p.add_argument("--verbose", action="store_true")
p.add_argument("-x", action="store_true")
p.add_argument("-y", action="store_true")
run(p, ["--verb"])
run(p, ["-xy"])

p = argparse.ArgumentParser(prog="neg")
p.add_argument("-1", dest="one", action="store_true")
p.add_argument("x", nargs="?")
run(p, ["-1"])
run(p, ["-2"])
p = argparse.ArgumentParser(prog="neg2")
p.add_argument("x", type=float)
p.add_argument("-y", type=float)
run(p, ["-3.5", "-y", "-.5"])


def even(s):
    v = int(s)
    if v % 2:
        raise argparse.ArgumentTypeError("%r is not even" % s)
    return v


class Color:
    def __init__(self, s):
        if s not in ("red", "green"):
            raise ValueError(s)
        self.s = s

    def __repr__(self):
        return "Color(%r)" % self.s


p = argparse.ArgumentParser(prog="t")
p.add_argument("--even", type=even)
p.add_argument("--color", type=Color)
p.add_argument("--hex", type=lambda s: int(s, 16))
p.add_argument("--ft", type=argparse.FileType("r"))
p.add_argument("--choice", type=int, choices=range(1, 4))
run(p, ["--even", "4", "--color", "red", "--hex", "ff", "--choice", "3"])
run(p, ["--even", "3"])
run(p, ["--color", "blue"])
run(p, ["--hex", "zz"])
run(p, ["--choice", "7"])
run(p, ["--ft", "no/such/dir/file.txt"])
print(p.parse_args(["--ft", "-"]).ft is sys.stdin, repr(argparse.FileType("w", encoding="utf-8")), repr(argparse.FileType("rb", 0)))

p = argparse.ArgumentParser(prog="ee", exit_on_error=False)
p.add_argument("--n", type=int)
p.add_argument("--m", choices=["a"])
run(p, ["--n", "x"])
run(p, ["--m", "b"])
run(p, ["--n"])

p = argparse.ArgumentParser(prog="star")
p.add_argument("e", nargs="*", choices=["a", "b"], default=None)
run(p, [])
run(p, ["a", "b"])
print(argparse.Namespace(b=1, a=2), argparse.Namespace(a=1) == argparse.Namespace(a=1), "a" in argparse.Namespace(a=1),
      argparse.Namespace(a=1) == {"a": 1})
