# argparse help and usage: CPython's layout and wrapping (COLUMNS=60 and explicit widths), usage wrapping for long programs and options, description/epilog with each formatter class (HelpFormatter, RawDescription, RawText, ArgumentDefaults, MetavarType), %(prog)s/%(default)s/%(choices)s in help, metavar tuples, SUPPRESS, groups and mutually exclusive groups in usage, custom usage, version
import os
os.environ["COLUMNS"] = "60"
import argparse
import contextlib
import io

desc = """First line of the description.
    Indented second line, with	a tab.

A second paragraph that is rather long, so that it must wrap: well-known hyphenated-words and em--dashes--here, plus averyveryveryveryveryveryveryveryveryveryverylongword."""
for fc in [argparse.HelpFormatter, argparse.RawDescriptionHelpFormatter, argparse.RawTextHelpFormatter,
           argparse.ArgumentDefaultsHelpFormatter, argparse.MetavarTypeHelpFormatter]:
    print("=====", fc.__name__)
    p = argparse.ArgumentParser(prog="a_rather_long_program_name_for_testing", description=desc,
                                epilog="Epilog\n  kept? %(prog)s", formatter_class=fc)
    p.add_argument("--alpha", type=int, default=1,
                   help="alpha\nvalue   with  spaces and a long explanation that wraps around the width")
    p.add_argument("--beta-gamma-delta-epsilon", type=str, default="x",
                   help="an option whose invocation is longer than the help position")
    p.add_argument("files", type=str, nargs="+", help="input files")
    p.add_argument("--ratio", type=float, nargs="?", const=0.5, default=None, help="ratio")
    p.add_argument("--choice", type=int, choices=range(3), help="pick one of %(choices)s")
    p.print_help()

p = argparse.ArgumentParser(prog="narrow",
                            formatter_class=lambda prog: argparse.HelpFormatter(prog, width=30, max_help_position=10))
p.add_argument("--long-option-name", help="some help text that must be wrapped several times over")
p.add_argument("pos", help="positional help")
p.print_help()

p = argparse.ArgumentParser(prog="very_long_program_name_that_exceeds_three_quarters_of_the_width")
for i in range(6):
    p.add_argument("--option-%d" % i, metavar="VALUE")
p.add_argument("positional_one")
p.add_argument("positional_two", nargs="+")
p.print_usage()

p = argparse.ArgumentParser(prog="pp")
g = p.add_mutually_exclusive_group()
for i in range(6):
    g.add_argument("--choice-number-%d" % i, action="store_true")
p.add_argument("pos", nargs=2)
p.add_argument("--opt", nargs=3, metavar=("A", "B", "C"))
p.add_argument("--star", nargs="*", metavar=("X", "Y"))
p.add_argument("--hidden", help=argparse.SUPPRESS)
p.add_argument("--empty-help", help="")
p.add_argument("--blank-help", help="   ")
p.add_argument("--default-help", default=[1, 2], help="default %(default)s, dest %(dest)s, type %(type)s")
p.print_help()

p = argparse.ArgumentParser(prog="g", add_help=False)
grp = p.add_argument_group("input", "Options about input.")
grp.add_argument("--in", dest="inp")
grp.add_argument("pos")
mx = p.add_mutually_exclusive_group(required=True)
mx.add_argument("--json", action="store_true")
mx.add_argument("--xml", action="store_true")
mx.add_argument("--fmt", help=argparse.SUPPRESS)
mx2 = p.add_mutually_exclusive_group()
mx2.add_argument("-a", action="store_true")
mx2.add_argument("-b", action="store_true")
p.add_argument("--flag", action=argparse.BooleanOptionalAction, help="toggle")
p.print_help()
print(repr(p.format_usage()))

p = argparse.ArgumentParser(prog="u", usage="%(prog)s [options] FILE", description="Custom usage.")
p.add_argument("file")
p.add_argument("-V", "--version", action="version", version="%(prog)s version 2.5 with a long version text that wraps")
p.print_help()
out = io.StringIO()
with contextlib.redirect_stdout(out):
    try:
        p.parse_args(["--version"])
    except SystemExit as e:
        print("exit", e.code)
print(repr(out.getvalue()))
p = argparse.ArgumentParser(prog="s", usage=argparse.SUPPRESS, add_help=False)
p.add_argument("file")
print(repr(p.format_help()), repr(p.format_usage()))
p = argparse.ArgumentParser(prog="empty", add_help=False)
print(repr(p.format_help()))
p = argparse.ArgumentParser(prog="ms", formatter_class=argparse.MetavarTypeHelpFormatter)
p.add_argument("--count", type=int, nargs="+")
p.add_argument("name", type=str)
p.print_usage()
buf = io.StringIO()
p.print_help(buf)
print(len(buf.getvalue().splitlines()))
