# argparse subcommands and parser building: add_subparsers (dest, required, title/description, metavar, aliases, per-subparser help and set_defaults, nested), parents, conflict_handler="resolve", custom Action classes, set_defaults/get_default, repr of parsers and actions, add_argument's errors, error() and exit()
import os
os.environ["COLUMNS"] = "80"
import argparse
import contextlib
import io


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


p = argparse.ArgumentParser(prog="git")
p.add_argument("--debug", action="store_true")
sub = p.add_subparsers(dest="cmd", required=True, help="sub-command help")
c = sub.add_parser("commit", help="record changes", aliases=["ci"])
c.add_argument("-m", "--message", required=True)
c.add_argument("--amend", action="store_true")
c.set_defaults(func="do_commit")
pu = sub.add_parser("push", help="update remote refs")
pu.add_argument("remote", nargs="?", default="origin")
pu.add_argument("branch", nargs="*")
st = sub.add_parser("status")
p.print_help()
c.print_help()
run(p, ["commit", "-m", "msg"])
run(p, ["--debug", "ci", "-m", "x", "--amend"])
run(p, ["push"])
run(p, ["push", "up", "main", "dev"])
run(p, [])
run(p, ["bogus"])
run(p, ["commit"])
run(p, ["status", "extra"])
run(p, ["status", "--x"], "parse_known_args")
run(p, ["push", "-h"])
try:
    sub.add_parser("push")
except argparse.ArgumentError as e:
    print(type(e).__name__, e)
try:
    sub.add_parser("new", aliases=["ci"])
except argparse.ArgumentError as e:
    print(type(e).__name__, e)

p2 = argparse.ArgumentParser(prog="tool", description="Tool.")
p2.add_argument("x")
s2 = p2.add_subparsers(title="commands", description="valid commands", metavar="COMMAND")
a = s2.add_parser("a", help="do a")
a.add_argument("--deep")
inner = a.add_subparsers(dest="inner")
inner.add_parser("leaf").add_argument("n", type=int)
s2.add_parser("bb", help="do bb")
p2.print_help()
run(p2, ["1"])
run(p2, ["1", "a", "--deep", "d", "leaf", "7"])
run(p2, ["1", "a", "leaf", "x"])
run(p2, ["1", "a", "--help"])

base = argparse.ArgumentParser(add_help=False)
base.add_argument("--shared", default="S")
bg = base.add_argument_group("base group")
bg.add_argument("--grouped")
bx = base.add_mutually_exclusive_group()
bx.add_argument("--up", action="store_true")
bx.add_argument("--down", action="store_true")
base.set_defaults(extra=1)
child = argparse.ArgumentParser(prog="child", parents=[base], conflict_handler="resolve")
child.add_argument("--shared", default="override", help="replaced")
child.add_argument("-h", "--hello", action="store_true")
child.print_help()
run(child, ["--grouped", "g", "-h"])
run(child, ["--up", "--down"])
print(child.get_default("shared"), child.get_default("extra"), child.get_default("nothing"))
child.set_defaults(shared="sd", new=5)
run(child, [])


class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values.upper() + str(option_string))


class Collect(argparse.Action):
    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs="+", **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, "|".join(values))


p = argparse.ArgumentParser(prog="c")
p.add_argument("--up", action=Upper)
p.add_argument("--all", action=Collect, help="collect")
p.add_argument("word", action=Upper)
run(p, ["--up", "abc", "xyz", "--all", "1", "2"])
p.print_usage()

p = argparse.ArgumentParser(prog="r")
for kw in [dict(action="store_const", const=1), dict(action="store_true"), dict(action="count"),
           dict(action="append_const", const=2), dict(action="append"),
           dict(nargs="*", type=int, choices=[1, 2], metavar="M", help="h"),
           dict(action=argparse.BooleanOptionalAction)]:
    print(repr(p.add_argument("--x%d" % len(p._actions), **kw)))
print(repr(p))
print(repr(argparse.Namespace()), repr(argparse.Namespace(b=[1], a="x")))

for args, kw in [(("x",), dict(required=True)), (("x",), dict(dest="y")), (("--x",), dict(nargs=0)),
                 (("--x",), dict(action="append", nargs=0)), (("--x",), dict(const=1)),
                 (("--x",), dict(action="bogus")), (("--x",), dict(type="int")),
                 (("--x",), dict(type=argparse.FileType)), (("--x",), dict(nargs=2, metavar=("A",))),
                 (("-",), {}), (("x", "y"), {}), (("--help",), {}), (("-h", "--other"), {}),
                 (("--x",), dict(nargs="bad"))]:
    p = argparse.ArgumentParser(prog="e")
    try:
        p.add_argument(*args, **kw)
        print(args, "accepted")
    except Exception as e:
        print(args, type(e).__name__, e)
try:
    argparse.ArgumentParser(conflict_handler="nope")
except ValueError as e:
    print(type(e).__name__, e)
try:
    argparse.ArgumentParser(prog="e").add_mutually_exclusive_group().add_argument("x")
except ValueError as e:
    print(type(e).__name__, e)
p = argparse.ArgumentParser(prog="twice")
p.add_subparsers()
err = io.StringIO()
with contextlib.redirect_stderr(err):
    try:
        p.add_subparsers()
    except SystemExit as e:
        print("exit", e.code)
print(repr(err.getvalue()))

p = argparse.ArgumentParser(prog="err")
err = io.StringIO()
with contextlib.redirect_stderr(err):
    for call in (lambda: p.error("custom problem"), lambda: p.exit(3, "bye\n"), lambda: p.exit()):
        try:
            call()
        except SystemExit as e:
            print("code", e.code)
print(repr(err.getvalue()))
print(str(argparse.ArgumentError(None, "plain")), "|", str(argparse.ArgumentError(p._actions[0], "msg")))
print(issubclass(argparse.ArgumentError, Exception), issubclass(argparse.ArgumentTypeError, Exception))
