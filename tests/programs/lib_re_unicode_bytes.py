# re on non-ASCII text (code-point spans, Unicode classes, ASCII flag, IGNORECASE) and on bytes
import re


def show(p, s, flags=0):
    m = re.search(p, s, flags)
    if m is None:
        print(repr(p), repr(s), None)
    else:
        print(repr(p), repr(s), repr(m.group(0)), m.groups(), m.span())


print("-- spans are code points")
text = "h\u00e9llo w\u00f6rld \u00f1 \u20acuro \u6f22\u5b57"
for m in re.finditer(r"\S+", text):
    print(repr(m.group()), m.span())
show("\u20ac(\\w+)", text)
show("\u6f22.", text)
show("w.rld", text)
gothic = "\U0001d518\U0001d52b\U0001d526 ok \U0001d518"
for m in re.finditer("\U0001d518", gothic):
    print(m.span())
show(".+", gothic)
show("ok", gothic)
show("\U0001d52b+", gothic)
show("[\U0001d518-\U0001d52b]+", gothic)
show("\\U0001d526", gothic)
print(re.findall(".", "a\u00e9\U0001f600\u6f22"))
print(re.split("\u00e9", "x\u00e9y\u00e9z"))
print(re.sub("\u00f6", "oe", "sch\u00f6n m\u00f6glich"))
print(re.sub(".", lambda m: str(len(m.group())), "\u00e9\U0001f600a"))

print("-- Unicode classes")
show(r"\w+", "  \u00e9t\u00e9 ")
show(r"\w+", "--\u6f22\u5b57--")
show(r"\w+", "\u0416\u0443\u043a")
show(r"\d+", "price \u0663\u0664\u0665 dinars")
show(r"\d+", "\uff11\uff12 fullwidth")
show(r"\s+", "a\u00a0\u2003b")
show(r"\s+", "a\u3000b")
show(r"\W+", "\u00e9\u2014\u00e9")
show(r"\D+", "\u0663x\u0664")
show(r"\S+", "\u00a0abc\u00a0")
show(r"\b\w+\b", "\u00bfqu\u00e9?")
show(r"[^\W\d_]+", "abc_\u00e9\u00df12")
print(re.findall(r"\w", "a\u00e9\u00df\u0663_\u2014!"))
print(re.findall(r"\d", "1\u0663\u06f4\u0967\u00b2"))
print(re.findall(r"[\s]", " \t\u00a0\u2028x\x1c"))

print("-- ASCII flag")
show(r"\w+", "\u00e9t\u00e9", re.ASCII)
show(r"\w+", "caf\u00e9", re.A)
show(r"(?a)\w+", "caf\u00e9")
show(r"\d+", "\u0663\u0664 12", re.ASCII)
show(r"\s+", "a\u00a0 b", re.ASCII)
show(r"\b", "\u00e9a", re.ASCII)
show(r"\W+", "a\u00e9\u00e9b", re.ASCII)
print(re.findall(r"\w+", "na\u00efve caf\u00e9", re.ASCII))
print(re.findall(r"\w+", "na\u00efve caf\u00e9"))

print("-- IGNORECASE on non-ASCII")
show("\u00e9", "\u00c9T\u00c9", re.I)
show("\u00c9+", "\u00e9\u00c9\u00e9", re.I)
show("[\u00e0-\u00ff]+", "\u00c0\u00c9\u00d6", re.I)
show("\u03c3", "\u03a3", re.I)
show("\u03a3+", "\u03c3\u03c2\u03a3", re.I)
show("\u0436", "\u0416", re.I)
show("stra\u00dfe", "STRA\u00dfE", re.I)
show("(?i)\u00fcber", "\u00dcBER")
show("\u00e9", "\u00c9", re.I | re.A)
show("[a-z]+", "ABC", re.I)
show("k", "\u212a", re.I)
show("k", "\u212a", re.I | re.A)
print(re.sub("\u00e9", "e", "\u00c9l\u00e9ve", flags=re.I))
print(re.findall("(?i)[\u03b1-\u03c9]+", "\u0391\u0392\u0393 abc \u03b4\u0395"))

print("-- dot over multibyte")
show("a.b", "a\u00e9b")
show("a..b", "a\U0001f600\u00e9b")
show("^.{3}$", "\u6f22\U0001f600\u00e9")
show("^.{3}$", "\u6f22\U0001f600")
show("(.)(.)", "\U0001d518\U0001d52b")
print(len(re.findall(".", "\u00e9" * 50 + "\U0001f600" * 50)))

print("-- lookbehind over multibyte")
show("(?<=\u00e9)x", "ax \u00e9x")
show("(?<=\U0001f600)\\w+", "hi \U0001f600there")
show("(?<=\u20ac)\\d+", "$5 \u20ac12")
show("(?<!\u00e9)x", "\u00e9x ax")
show("(?<=..)\u00e9", "\u00e9\u00e9\u00e9")
show("(?<=\u6f22\u5b57)!", "\u6f22!\u6f22\u5b57!")

print("-- bytes patterns")
m = re.search(rb"\d+", b"abc123")
print(m.group(), m.span(), m.groups())
print(re.findall(rb"[a-z]+", b"one two 3 four"))
print(re.findall(rb"(\w)(\d)", b"a1 b2 c"))
print(re.sub(rb"\s+", b"_", b"a  b\tc"))
print(re.sub(rb"(\w+)@(\w+)", rb"\2 at \1", b"me@home"))
print(re.sub(rb"\d", lambda m: m.group() * 2, b"a1b2"))
print(re.subn(b"x", b"y", b"xax"))
print(re.split(rb",\s*", b"a, b,c"))
print(re.split(rb"(,)", b"a,b"))
print(re.findall(rb"\w+", b"caf\xc3\xa9 na\xefve"))
print(re.findall(rb"\w+", "caf\u00e9".encode("latin-1")))
print(re.findall(rb"\s+", b"a\xa0b \x85c"))
print(re.findall(rb"\d", b"1\xb2\xb93"))
print(re.findall(rb"(?i)\xe9", b"\xc9\xe9"))
print(re.findall(rb"(?i)[a-z]+", b"AbC dEf"))
print(re.match(rb".", b"\xff").group())
print(re.match(rb"\xff+", b"\xff\xff\x00").span())
print(re.search(rb"\x00", b"ab\x00c").span())
print(re.fullmatch(rb"[\x80-\xff]+", bytes(range(128, 256))).span())
print(re.escape(b"\xe9.\x00"))
bm = re.compile(rb"(?P<k>\w+)=(?P<v>\w*)")
m = bm.search(b"  key=val ")
print(m.groupdict(), m.group("k"), m.span("v"), m.expand(rb"\g<v>:\g<k>"))
print(repr(m))
print(bytearray(b"x") == re.search(rb"x", bytearray(b"axb")).group())
print(type(re.search(rb"x", bytearray(b"axb")).group()).__name__)

print("-- mixing str and bytes")
cases = [
    (lambda: re.search("a", b"abc")),
    (lambda: re.search(b"a", "abc")),
    (lambda: re.findall(r"\d", b"123")),
    (lambda: re.sub(b"a", "b", b"aaa")),
    (lambda: re.sub("a", b"b", "aaa")),
    (lambda: re.compile("x").match(b"x")),
    (lambda: re.compile(b"x").split("x")),
    (lambda: re.compile(b"x", re.U)),
    (lambda: re.compile("x", re.L)),
    (lambda: re.compile("x", re.A | re.U)),
]
for f in cases:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

print("-- unicode loop")
words = ["\u00e9t\u00e9", "caf\u00e9", "na\u00efve", "\u6f22\u5b57", "\U0001f600x", "\u0416\u0443\u043a", "plain"]
pat = re.compile(r"\w+")
counts = {}
total = 0
for i in range(300):
    line = " ".join(words[(i + k) % len(words)] for k in range(4))
    for m in pat.finditer(line):
        w = m.group().lower()
        counts[w] = counts.get(w, 0) + 1
        total += m.end() - m.start()
print(total, counts)
