# re Match objects: group/groups/groupdict, start/end/span, expand, lastindex/lastgroup, repr, errors
import re

m = re.search(r"(?P<key>\w+)=(?P<val>\d+)?(;)?", "  alpha=42 rest")
print(m.group(), m.group(0), m.group(1), m.group("key"), m.group("val"))
print(m.group(1, 2), m.group("key", 0, "val", 3))
print(m.groups(), m.groups(default="-"), m.groups("?"))
print(m.groupdict(), m.groupdict(default="none"), m.groupdict("x"))
print(m.start(), m.end(), m.span())
print(m.start(1), m.end(1), m.span(1), m.start("val"), m.end("val"), m.span("val"))
print(m.start(3), m.end(3), m.span(3))
print(m[0], m[1], m["key"], m[2], m[3])
print(m.lastindex, m.lastgroup)
print(m.re.pattern, m.string, m.pos, m.endpos)
print(m.regs)
print(repr(m))
print(bool(m))

print("-- unmatched groups")
m = re.match(r"(a)|(b)", "b")
print(m.groups(), m.group(1), m.span(1), m.start(1), m.end(1), m.span(2))
print(m.lastindex, m.lastgroup, m.regs)
m = re.match(r"(?P<x>a)?(?P<y>b)?c", "c")
print(m.groups(), m.groupdict(), m.groupdict(0), m.lastindex, m.lastgroup)
print(m.expand(r"[\g<x>|\g<y>]"))

print("-- lastindex and lastgroup")
for pat, s in [
    (r"(a)(b)", "ab"),
    (r"((a)b)", "ab"),
    (r"(a)((b))", "ab"),
    (r"(?P<outer>(?P<inner>a)b)", "ab"),
    (r"(?P<n>a)(b)", "ab"),
    (r"(a)(?P<n>b)", "ab"),
    (r"ab", "ab"),
    (r"(a)?b", "b"),
    (r"(?:(a)|b)*", "ab"),
    (r"(?:(x)|(y))+", "xyx"),
]:
    m = re.match(pat, s)
    print(pat, m.lastindex, m.lastgroup)

print("-- expand")
m = re.match(r"(\w+) (?P<second>\w+)", "Jane Doe")
print(m.expand(r"\2, \1"))
print(m.expand(r"\g<second>, \g<1> (\g<0>)"))
print(repr(m.expand(r"a\tb\nc\\d")))
print(m.expand("<\\g<2>>"))
m = re.match(r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)", "abcdefghijk")
print(m.expand(r"\11-\10-\1"), m.expand(r"\g<1>1"))

print("-- repr")
print(repr(re.match("abc", "abcdef")))
print(repr(re.search("b+", "abbbc")))
print(repr(re.search("", "abc")))
print(repr(re.search("'", "it's")))
print(repr(re.search("\n", "a\nb")))
print(repr(re.search("\u00e9+", "caf\u00e9\u00e9")))
print(repr(re.search(b"b+", b"abbc")))
print(repr(re.search("x" * 60, "y" + "x" * 60)))
print(repr(re.compile("abc")))
print(repr(re.compile("a", re.I)))
print(repr(re.compile("a", re.I | re.M)))
print(repr(re.compile("a", re.S | re.X)))
print(repr(re.compile("a", re.A)))
print(repr(re.compile("a", re.U)))
print(repr(re.compile("(?i)a")))
print(repr(re.compile("a'b")))
print(repr(re.compile(r"\d+\n")))
print(repr(re.compile(b"ab", re.I)))
print(repr(re.compile(b"ab")))
print(str(re.compile("xy")))

print("-- bad groups")
m = re.match(r"(?P<g>a)(b)", "ab")
for arg in [3, -1, "nope", 1.5]:
    try:
        print(m.group(arg))
    except Exception as e:
        print(type(e).__name__, e)
for arg in [3, "nope"]:
    try:
        print(m.start(arg))
    except Exception as e:
        print(type(e).__name__, e)
    try:
        print(m.span(arg))
    except Exception as e:
        print(type(e).__name__, e)
try:
    print(m[5])
except IndexError as e:
    print("IndexError", e)
try:
    print(m.group(0, 7))
except IndexError as e:
    print("IndexError", e)
try:
    print(m.expand(r"\5"))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(m.expand(r"\g<zz>"))
except Exception as e:
    print(type(e).__name__, e)
print(m.group(True), m[False])

print("-- pos and endpos")
p = re.compile(r"\d+")
m = p.search("ab12cd345ef", 3, 8)
print(m.group(), m.span(), m.pos, m.endpos, m.string, repr(m))
m = p.match("ab12cd345ef", 6)
print(m.group(), m.pos, m.endpos)
m = p.search("12345", endpos=99)
print(m.endpos)

print("-- match objects in a loop")
p = re.compile(r"(?P<name>[a-z]+)(?P<num>\d*)")
rows = []
for i in range(300):
    s = "item" + ("" if i % 3 == 0 else str(i))
    m = p.fullmatch(s)
    d = m.groupdict()
    rows.append((d["name"], d["num"] or "-", m.lastgroup, m.span("num")))
print(rows[0], rows[1], rows[299], len(rows))
print(sum(r[3][1] - r[3][0] for r in rows))
