# text files: open modes w/r/a/x/r+/w+, read/readline/readlines/iteration, seek/tell, with, closed-file errors
# Each run works in a directory of its own (runs in several modes may overlap).
import os as _os, tempfile as _tempfile
_home = _os.getcwd()
_os.chdir(_tempfile.mkdtemp())
import os

D = "_tmp_files_text"


def wipe(d):
    if os.path.isdir(d):
        for name in sorted(os.listdir(d)):
            p = os.path.join(d, name)
            if os.path.isdir(p):
                wipe(p)
            else:
                os.remove(p)
        os.rmdir(d)


wipe(D)
os.mkdir(D)
p = os.path.join(D, "a.txt")

# writing: write() returns the number of characters written
f = open(p, "w")
print("name/mode", f.name, f.mode, f.closed)
print("write returns", f.write("hello\n"), f.write("world\n"), f.write(""), f.write("héllo €\n"))
print("tell after writes", f.tell())
f.close()
print("closed", f.closed)
f.close()  # closing twice is fine
print("size", os.path.getsize(p))

# read() everything
f = open(p)
print("default mode", f.mode)
print("tell at start", f.tell())
data = f.read()
print("read", repr(data))
print("tell after read all", f.tell())
print("read at eof", repr(f.read()))
f.close()

# read(n) in pieces
f = open(p, "r")
pieces = []
while True:
    chunk = f.read(4)
    if not chunk:
        break
    pieces.append(chunk)
print("pieces", pieces)
print("read(0)", repr(f.read(0)), "read(-1)", repr(f.read(-1)))
f.close()

# readline until ''
f = open(p)
while True:
    line = f.readline()
    print("readline", repr(line))
    if line == "":
        break
f.close()

# readline with a size limit
with open(p) as f:
    print("readline(3)", repr(f.readline(3)), repr(f.readline(3)), repr(f.readline()))

# readlines, iteration, list(f)
with open(p) as f:
    print("readlines", f.readlines())
with open(p) as f:
    for i, line in enumerate(f):
        print("iter", i, repr(line), len(line))
with open(p) as f:
    print("list", list(f))
    print("list again", list(f))
print("after with", f.closed)

# mixing readline and iteration
with open(p) as f:
    first = f.readline()
    rest = [line.rstrip("\n") for line in f]
print("first/rest", repr(first), rest)

# append mode
with open(p, "a") as f:
    print("append write", f.write("appended\n"))
    print("append mode", f.mode)
with open(p) as f:
    print("after append", f.read().splitlines())

# "x" mode: create a new file, fail on an existing one
q = os.path.join(D, "new.txt")
with open(q, "x") as f:
    f.write("fresh\n")
    print("x mode", f.mode)
with open(q) as f:
    print("x content", repr(f.read()))
try:
    open(q, "x")
except FileExistsError as e:
    print(type(e).__name__, e.errno)
    print(str(e))
    print(e.strerror, e.filename)
try:
    open(p, "x")
except OSError as e:
    print("OSError caught", type(e).__name__, isinstance(e, FileExistsError))

# "w" truncates
with open(q, "w") as f:
    pass
print("truncated size", os.path.getsize(q))

# empty file reads
with open(q) as f:
    print("empty read", repr(f.read()), repr(f.readline()), f.readlines(), list(f), repr(f.read(5)))

# a file without a trailing newline
with open(q, "w") as f:
    f.write("one\ntwo\nthree")
with open(q) as f:
    print("no trailing newline", f.readlines())
with open(q) as f:
    print("lines", [line for line in f])
with open(q) as f:
    print("readline x4", repr(f.readline()), repr(f.readline()), repr(f.readline()), repr(f.readline()))

# w+ : write, seek back, read
r = os.path.join(D, "plus.txt")
with open(r, "w+") as f:
    print("w+ mode", f.mode)
    f.write("abcdef\n")
    f.write("ghij\n")
    print("w+ tell", f.tell())
    print("w+ read at end", repr(f.read()))
    print("seek returns", f.seek(0))
    print("w+ tell at start", f.tell())
    print("w+ read", repr(f.read()))
    print("w+ tell after read", f.tell())

# r+ : read, overwrite from the start, read the rest
with open(r, "r+") as f:
    print("r+ mode", f.mode)
    print("r+ first line", repr(f.readline()))
    f.seek(0)
    f.write("XY")
    print("r+ tell after write", f.tell())
    f.seek(0)
    print("r+ all", repr(f.read()))
    f.seek(0, 2)
    f.write("end\n")
    print("r+ tell at end", f.tell())
    f.seek(0)
    print("r+ lines", f.read().splitlines())

# writelines and print(..., file=f)
with open(r, "w") as f:
    print("writelines returns", f.writelines(["a\n", "b\n", "c"]))
    f.writelines(x + "\n" for x in ["", "d", "e"])
    print("x", 1, 2.5, [3], file=f)
    print("no newline", end="", file=f)
    print(file=f)
    print("sep", "test", sep="-", end="!\n", file=f)
with open(r) as f:
    print("written", repr(f.read()))

# operations on a closed file raise ValueError
f = open(r)
f.close()
for what, op in [("read", lambda: f.read()), ("readline", lambda: f.readline()),
                 ("readlines", lambda: f.readlines()), ("iter", lambda: next(iter(f))),
                 ("seek", lambda: f.seek(0)), ("tell", lambda: f.tell())]:
    try:
        op()
        print(what, "no error")
    except ValueError as e:
        print(what, type(e).__name__, e)
g = open(r, "w")
g.close()
try:
    g.write("x")
except ValueError as e:
    print("write", type(e).__name__, e)
try:
    print("x", file=g)
except ValueError as e:
    print("print", type(e).__name__, e)
try:
    with g:
        pass
except ValueError as e:
    print("with closed", type(e).__name__, e)

# reading from a write-only file and writing to a read-only one
import io
with open(r, "w") as f:
    try:
        f.read()
    except io.UnsupportedOperation as e:
        print("read on w", type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))
    print("readable/writable", f.readable(), f.writable(), f.seekable())
with open(r) as f:
    try:
        f.write("x")
    except io.UnsupportedOperation as e:
        print("write on r", type(e).__name__, e)
    print("readable/writable", f.readable(), f.writable(), f.seekable())

# the with statement closes the file even when the body raises
try:
    with open(r) as f:
        raise KeyError("boom")
except KeyError as e:
    print("raised", repr(e), f.closed)

# with ... as returns the file itself
f = open(r)
with f as g:
    print("same object", f is g)
print("closed after", f.closed)

# many lines: write 300 numbered lines, then sum the numbers read line by line
n = os.path.join(D, "numbers.txt")
with open(n, "w") as f:
    for i in range(300):
        f.write(f"line {i}: {i * i}\n")
total = 0
count = 0
with open(n) as f:
    for line in f:
        head, value = line.split(": ")
        total += int(value)
        count += 1
print("count/total", count, total, sum(i * i for i in range(300)))
total2 = 0
with open(n) as f:
    while True:
        line = f.readline()
        if not line:
            break
        total2 += int(line.split()[1][:-1])
print("readline sum of line numbers", total2)
with open(n) as f:
    lines = f.readlines()
print("last lines", lines[-2:], len(lines))
with open(n, "a") as f:
    for i in range(300, 310):
        print("line", f"{i}:", i * i, file=f)
with open(n) as f:
    print("after append", sum(1 for _ in f))
print("size", os.path.getsize(n))

# rename and check existence
m = os.path.join(D, "moved.txt")
os.rename(n, m)
print("exists", os.path.exists(n), os.path.exists(m), os.path.isfile(m), os.path.isdir(D))
print("listing", sorted(os.listdir(D)))

wipe(D)
print("cleaned", os.path.exists(D))

_scratch = _os.getcwd()
_os.chdir(_home)
_os.rmdir(_scratch)
