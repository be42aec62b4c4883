# text files: universal newlines and the newline= argument, encodings and errors= when reading and writing
# Each run works in a directory of its own (runs in several modes may overlap).
import os as _os, tempfile as _tempfile
_home = _os.getcwd()
_os.chdir(_tempfile.mkdtemp())
import os

D = "_tmp_files_newlines_encoding"


def wipe(d):
    if os.path.isdir(d):
        for name in sorted(os.listdir(d)):
            p = os.path.join(d, name)
            if os.path.isdir(p):
                wipe(p)
            else:
                os.remove(p)
        os.rmdir(d)


def raw(path):
    with open(path, "rb") as f:
        return f.read()


wipe(D)
os.mkdir(D)
p = os.path.join(D, "mixed.txt")
with open(p, "wb") as f:
    f.write(b"a\r\nb\rc\nd")

# default newline=None: \r\n and \r become \n when reading
with open(p) as f:
    print("default read", repr(f.read()))
with open(p) as f:
    print("default readlines", f.readlines())
with open(p) as f:
    print("default iter", [line for line in f])
with open(p) as f:
    chars = []
    while True:
        c = f.read(1)
        if not c:
            break
        chars.append(c)
    print("default read(1)", chars)
with open(p, newline=None) as f:
    print("newline=None", repr(f.read()))

# newline="": lines end at any of \r\n, \r, \n, but nothing is translated
with open(p, newline="") as f:
    print("newline='' read", repr(f.read()))
with open(p, newline="") as f:
    print("newline='' readlines", f.readlines())
with open(p, newline="") as f:
    print("newline='' readline", repr(f.readline()), repr(f.readline()), repr(f.readline()), repr(f.readline()), repr(f.readline()))

# newline="\n": only \n ends a line, nothing translated
with open(p, newline="\n") as f:
    print("newline=LF read", repr(f.read()))
with open(p, newline="\n") as f:
    print("newline=LF readlines", f.readlines())

# newline="\r\n": only \r\n ends a line
with open(p, newline="\r\n") as f:
    print("newline=CRLF read", repr(f.read()))
with open(p, newline="\r\n") as f:
    print("newline=CRLF readlines", f.readlines())

# newline="\r": only \r ends a line
with open(p, newline="\r") as f:
    print("newline=CR readlines", f.readlines())

# a \r\n pair split across reads is still one newline
q = os.path.join(D, "crlf.txt")
with open(q, "wb") as f:
    f.write(b"ab\r\ncd\r\n\r\nef\r")
with open(q) as f:
    print("pieces of 3", [f.read(3) for _ in range(5)])
with open(q) as f:
    print("crlf lines", f.readlines())
with open(q, newline="") as f:
    print("crlf raw lines", f.readlines())

# writing: \n is written as the newline argument (default "\n" here)
w = os.path.join(D, "written.txt")
for nl in [None, "", "\n", "\r\n", "\r"]:
    with open(w, "w", newline=nl) as f:
        f.write("x\ny\r\nz\rw\n")
    print("newline", repr(nl), "writes", raw(w))
with open(w, "w", newline="\r\n") as f:
    f.write("one\ntwo\n")
    print("three", file=f)
    f.writelines(["four\n", "five"])
print("crlf file bytes", raw(w))
with open(w) as f:
    print("read back translated", f.readlines())
with open(w, newline="") as f:
    print("read back untranslated", f.readlines())

# an illegal newline value
for bad in ["x", "\n\n", " "]:
    try:
        open(w, newline=bad)
    except ValueError as e:
        print("bad newline", type(e).__name__, repr(str(e)))

# encodings
e = os.path.join(D, "enc.txt")
text = "héllo wörld €"
with open(e, "w", encoding="utf-8") as f:
    print("utf-8 write returns", f.write(text), f.encoding)
print("utf-8 bytes", raw(e), os.path.getsize(e))
with open(e, encoding="utf-8") as f:
    back = f.read()
    print("utf-8 read", back, back == text, len(back))
with open(e, encoding="latin-1") as f:
    moj = f.read()
    print("as latin-1", repr(moj), len(moj), f.encoding)
with open(e, encoding="utf8") as f:
    print("utf8 alias", f.read() == text, f.encoding)
with open(e, encoding="UTF-8") as f:
    print("UTF-8 upper", f.read() == text, f.encoding)

# latin-1 can encode é and ö but not €
with open(e, "w", encoding="latin-1") as f:
    f.write("héllo wörld")
print("latin-1 bytes", raw(e))
with open(e, encoding="latin-1") as f:
    print("latin-1 read", repr(f.read()))
with open(e, encoding="iso-8859-1") as f:
    print("iso-8859-1 read", repr(f.read()))
try:
    with open(e, "w", encoding="latin-1") as f:
        f.write("price: €")
except UnicodeEncodeError as ex:
    print("latin-1 euro", type(ex).__name__, isinstance(ex, UnicodeError), isinstance(ex, ValueError))

# ascii
try:
    with open(e, "w", encoding="ascii") as f:
        f.write("plain ")
        f.write("héllo")
except UnicodeEncodeError as ex:
    print("ascii write", type(ex).__name__)
with open(e, "w", encoding="ascii", errors="replace") as f:
    f.write("héllo €")
print("ascii replace bytes", raw(e))
with open(e, "w", encoding="ascii", errors="ignore") as f:
    f.write("héllo €")
print("ascii ignore bytes", raw(e))
with open(e, "w", encoding="ascii", errors="backslashreplace") as f:
    f.write("héllo €")
print("ascii backslashreplace bytes", raw(e))

# invalid UTF-8 when reading
with open(e, "wb") as f:
    f.write(b"ok \xff\xfe bad \xc3(end)\n")
try:
    with open(e, encoding="utf-8") as f:
        f.read()
except UnicodeDecodeError as ex:
    print("decode error", type(ex).__name__, isinstance(ex, ValueError))
try:
    with open(e, encoding="utf-8") as f:
        for line in f:
            pass
except UnicodeDecodeError as ex:
    print("decode error iterating", type(ex).__name__)
with open(e, encoding="utf-8", errors="replace") as f:
    print("replace", repr(f.read()))
with open(e, encoding="utf-8", errors="ignore") as f:
    print("ignore", repr(f.read()))
with open(e, encoding="utf-8", errors="replace") as f:
    print("replace lines", f.readlines())
with open(e, encoding="ascii", errors="replace") as f:
    print("ascii replace read", repr(f.read()))
with open(e, encoding="latin-1") as f:
    print("latin-1 never fails", repr(f.read()))

# read(3) counts characters, not bytes, even across multibyte sequences
with open(e, "w", encoding="utf-8") as f:
    f.write("aé€𝄞bcdéé€€\n𝄞x")
print("utf-8 size", os.path.getsize(e))
with open(e, encoding="utf-8") as f:
    parts = []
    while True:
        s = f.read(3)
        if s == "":
            break
        parts.append(s)
print("read(3) parts", parts, [len(s) for s in parts])
with open(e, encoding="utf-8") as f:
    print("read(1) x5", [f.read(1) for _ in range(5)], repr(f.readline()), repr(f.read()))
with open(e, "rb") as f:
    print("bytes head", f.read(10))

wipe(D)
print("cleaned", os.path.exists(D))

_scratch = _os.getcwd()
_os.chdir(_home)
_os.rmdir(_scratch)
