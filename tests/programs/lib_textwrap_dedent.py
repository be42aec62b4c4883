# textwrap: dedent (common margins, blank lines, tabs vs spaces), indent (default and custom predicates), shorten
import textwrap

def show(s):
    print(repr(s))

show(textwrap.dedent("""\
    def f(x):
        return x + 1

    print(f(2))
    """))
show(textwrap.dedent("  a\n    b\n  c"))
show(textwrap.dedent("    a\n  \n      b\n"))          # a whitespace-only line is emptied, not counted
show(textwrap.dedent("\ta\n\tb\n"))
show(textwrap.dedent("\ta\n    b\n"))                  # tab and spaces: no common margin
show(textwrap.dedent("  \ta\n  \t\tb\n  c\n"))
show(textwrap.dedent("no margin\n  here\n"))
show(textwrap.dedent(""))
show(textwrap.dedent("   \n\t\n"))
show(textwrap.dedent("  x\r\n  y\r\n"))
show(textwrap.dedent("  one line"))
show(textwrap.dedent("\n\n    a\n\n    b\n\n"))
for bad in (None, 3, b"  x"):
    try:
        textwrap.dedent(bad)
    except TypeError as e:
        print(type(e).__name__, e)

show(textwrap.indent("a\nb\n\nc\n", "> "))
show(textwrap.indent("a\n  \nb", "  "))
show(textwrap.indent("a\nb\n\n", "+", lambda line: True))
show(textwrap.indent("short\na much longer line\n", "# ", lambda line: len(line) > 8))
show(textwrap.indent("x\r\ny\rz\n", "|"))
show(textwrap.indent("", "> "))

for w in (5, 10, 12, 15, 20, 40):
    print(w, repr(textwrap.shorten("Hello  world!   How are\tyou\ntoday?", w)))
print(repr(textwrap.shorten("Hello world", 11)), repr(textwrap.shorten("Hello world", 10, placeholder="...")))
print(repr(textwrap.shorten("  spaced   out   words  ", 100)))
print(repr(textwrap.shorten("abcdefghijklmnop qrs", 12)), repr(textwrap.shorten("abcdefghijklmnop qrs", 12, break_long_words=False)))
try:
    textwrap.shorten("Hello world", 4)
except ValueError as e:
    print(type(e).__name__, e)
try:
    textwrap.shorten("Hello world", 20, max_lines=2)
except TypeError as e:
    print(type(e).__name__, e)
