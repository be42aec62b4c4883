# re.error for malformed patterns and templates: type, msg, pos, str; related TypeError/ValueError
import re

print(issubclass(re.error, Exception), re.error.__name__)
print(re.error is re.error)

bad = [
    "*a",
    "a**",
    "a*+*",
    "+",
    "?",
    "a|*",
    "(abc",
    "abc)",
    "a(b(c)",
    "[abc",
    "[",
    "[]",
    "[z-a]",
    "[\\d-z]",
    "(?P<1a>x)",
    "(?P<>x)",
    "(?P<n>a)(?P<n>b)",
    "(?P=zz)",
    "(?P=1)",
    "(a)(?P=)",
    r"\1",
    r"(a)\2",
    r"(a\1)",
    "(?<=a+)b",
    "(?<!a|bc)d",
    "(?<=a*)b",
    r"\q",
    r"[\q]",
    r"\x4",
    r"\u12",
    r"\U00110000",
    r"\777",
    "(?z)",
    "(?",
    "(?P",
    "(?P<n",
    "(?<",
    "(?i",
    "(?i-i:a)",
    "(?-u:a)",
    "a{2,1}",
    "a{4294967296}",
    "(?(1)a|b|c)",
    "(?(x)a)",
    "(?(2)a)(b)",
    "(?#abc",
    "a\\",
    "x(?i)y",
    "(?<=a(?=b))",
    "(?P<a-b>x)",
]
for p in bad:
    try:
        re.compile(p)
        print(repr(p), "compiled")
    except re.error as e:
        print(repr(p), type(e).__name__, repr(e.msg), e.pos, "|", str(e))
    except Exception as e:
        print(repr(p), type(e).__name__, e)

print("-- error attributes")
try:
    re.compile("a\nb\n(c")
except re.error as e:
    print(e.msg, e.pos, e.lineno, e.colno, repr(e.pattern))
    print(str(e))
try:
    re.compile(b"[b")
except re.error as e:
    print(e.msg, e.pos, e.pattern, str(e))
try:
    re.compile("(?x)\n  a\n  (b")
except re.error as e:
    print(e.pos, e.lineno, e.colno, str(e))
try:
    re.search("(", "x")
except Exception as e:
    print(type(e).__name__, isinstance(e, Exception), e)
try:
    raise re.error("custom message")
except re.error as e:
    print(e.msg, e.pos, e.pattern, str(e))
try:
    raise re.error("msg2", "pat", 1)
except re.error as e:
    print(e.msg, e.pos, e.pattern, e.lineno, e.colno, str(e))

print("-- template errors")
templates = [r"\9", r"\g<9>", r"\g<x>", r"\g<", r"\g<1", r"\g", r"\g<-1>", r"\g<1a>", "\\", r"\q"]
for t in templates:
    try:
        print(repr(t), re.sub("(a)", t, "a"))
    except Exception as e:
        print(repr(t), type(e).__name__, e)
try:
    re.sub("a", r"\9", "a")
except re.error as e:
    print(type(e).__name__, e.msg, e.pos, e)
try:
    print(re.sub("a", r"\9", "b"))
except re.error as e:
    print("no match, still", type(e).__name__, e)
try:
    re.sub("(?P<n>a)", r"\g<m>", "a")
except IndexError as e:
    print(type(e).__name__, e)

print("-- type and value errors")
for arg in [123, None, 1.5, ["a"]]:
    try:
        re.compile(arg)
    except TypeError as e:
        print("TypeError", type(arg).__name__)
try:
    re.compile(re.compile("a"), re.I)
except ValueError as e:
    print(type(e).__name__, e)
try:
    re.search("a", 5)
except TypeError as e:
    print("TypeError for int subject")
try:
    re.sub("a", 5, "a")
except TypeError as e:
    print("TypeError for int repl")
try:
    re.sub("a", lambda m: 5, "a")
except TypeError as e:
    print("TypeError for callable returning int")
try:
    re.compile("a").match("a", "x")
except TypeError as e:
    print("TypeError for str pos")

print("-- errors in a loop")
n_err = 0
n_ok = 0
msgs = {}
for i in range(300):
    p = ["a" * (i % 4), "(", ")", "[", "a{3,2}", "x", "*"][i % 7] + "b"
    try:
        re.compile(p)
        n_ok += 1
    except re.error as e:
        n_err += 1
        msgs[e.msg] = msgs.get(e.msg, 0) + 1
print(n_ok, n_err, msgs)
