# fnmatch: translate's regular expressions, fnmatch/fnmatchcase/filter on str and bytes, sets and ranges, errors
import fnmatch
import re

patterns = ["*.py", "data_??.csv", "*", "**", "a*b*c", "*a*b*", "[abc]x", "[!abc]x", "[a-z]*[0-9]",
            "[]]", "[!]]", "[", "[!", "a[", "[z-a]", "[a-]", "[-a]", "[!-a]", "[a-c-e]", "[^x]", "[[]",
            "[\\]", "[a\\-z]", "[&&~||]", "x.y+z(1)", "tab\there", "[!]", "[]", "*.[ch]", "[a-cx-z]*", "?*?"]
for p in patterns:
    print(repr(p), fnmatch.translate(p))

names = ["main.py", "setup.py", "README", "data_01.csv", "data_1.csv", "abc", "aXbYc", "ac", "bx", "dx", "]", "!",
         "a", "-", "x.y+z(1)", "^", "[", "\\", "&", "util.c", "util.h", "util.o", "b", "z", "Main.PY", ""]
for p in patterns:
    try:
        print(repr(p), [n for n in names if fnmatch.fnmatch(n, p)])
    except re.error as e:
        print(repr(p), "re.error", e)

print(fnmatch.filter(names, "*.py"), fnmatch.filter(iter(names), "[a-c]*"), fnmatch.filter([], "*"))
print(fnmatch.fnmatchcase("Main.PY", "*.py"), fnmatch.fnmatchcase("Main.PY", "*.PY"), fnmatch.fnmatch("x/y", "x*"))
print(fnmatch.fnmatch(b"file.txt", b"*.txt"), fnmatch.fnmatchcase(b"\xff.bin", b"?.bin"), fnmatch.filter([b"a.c", b"b.h"], b"*.[ch]"))
print(fnmatch.fnmatch("line\nbreak", "line*"), fnmatch.fnmatch("line\n", "line?"), fnmatch.fnmatch("abc\n", "abc"))
long_name = "a" * 30 + "b"
print(fnmatch.fnmatch(long_name, "*a*a*a*a*a*a*c"), fnmatch.fnmatch(long_name, "*a*a*a*b"))

for args in [("x", None), (None, "*"), ("x", 3)]:
    try:
        fnmatch.fnmatch(*args)
    except TypeError as e:
        print(type(e).__name__, e)
for args in [(b"x", "*"), ("x", b"*")]:
    try:
        fnmatch.fnmatchcase(*args)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    fnmatch.filter([1], "*")
except TypeError as e:
    print(type(e).__name__, e)
