# binary files: wb/rb/ab/r+b, bytes and bytearray writes, read/readline/iteration, seek with whence, tell, truncate
# Each run works in a directory of its own (runs in several modes may overlap).
import os as _os, tempfile as _tempfile
_home = _os.getcwd()
_os.chdir(_tempfile.mkdtemp())
import os

D = "_tmp_files_binary"


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
p = os.path.join(D, "data.bin")

# writing bytes and bytearray
with open(p, "wb") as f:
    print("mode", f.mode, f.name)
    print("write bytes", f.write(b"hello\n"))
    print("write bytearray", f.write(bytearray(b"world\r\n")))
    print("write empty", f.write(b""))
    ba = bytearray()
    ba.extend(b"\x00\x01\xff")
    ba.append(10)
    print("write built", f.write(ba))
    print("write bytes()", f.write(bytes([65, 66, 67])))
    print("tell", f.tell())
print("size", os.path.getsize(p))

# read() and read(n)
with open(p, "rb") as f:
    data = f.read()
    print("read", data, type(data).__name__, len(data))
    print("read at eof", f.read(), f.read(3))
with open(p, "rb") as f:
    print("read(4)", f.read(4), f.read(4), f.tell())
    print("read(0)", f.read(0), f.tell())
    print("read rest", f.read())
with open(p, "rb") as f:
    chunks = []
    while True:
        c = f.read(5)
        if not c:
            break
        chunks.append(c)
    print("chunks of 5", chunks)
    print("joined equal", b"".join(chunks) == data)

# readline, readlines, iteration: only b"\n" ends a line, \r stays
with open(p, "rb") as f:
    while True:
        line = f.readline()
        print("readline", line, f.tell())
        if not line:
            break
with open(p, "rb") as f:
    print("readline(3)", f.readline(3), f.readline(3), f.readline(100))
with open(p, "rb") as f:
    print("readlines", f.readlines())
with open(p, "rb") as f:
    for i, line in enumerate(f):
        print("iter", i, line, type(line).__name__)
with open(p, "rb") as f:
    print("list", list(f))

# append mode
with open(p, "ab") as f:
    print("ab mode", f.mode, "tell at open", f.tell())
    f.write(b"MORE")
    print("ab tell", f.tell())
print("after append", raw(p)[-8:], os.path.getsize(p))

# seek with whence 0, 1, 2
s = os.path.join(D, "seek.bin")
with open(s, "wb") as f:
    f.write(b"0123456789abcdef")
with open(s, "rb") as f:
    print("seek(4)", f.seek(4), f.read(2), f.tell())
    print("seek(3, 1)", f.seek(3, 1), f.read(1), f.tell())
    print("seek(-5, 1)", f.seek(-5, 1), f.read(3))
    print("seek(0, 1)", f.seek(0, 1))
    print("seek(-4, 2)", f.seek(-4, 2), f.read())
    print("seek(0, 2)", f.seek(0, 2), f.read())
    print("seek(10, 2)", f.seek(10, 2), f.read(), f.tell())
    print("seek(0)", f.seek(0), f.read(3))
    print("seek(0, 0)", f.seek(0, 0), f.tell())
    try:
        f.seek(-1)
    except OSError as e:
        print("negative seek", type(e).__name__, e.errno, e)
    print("tell after failed seek", f.tell())
    try:
        f.seek(-100, 2)
    except OSError as e:
        print("before start from end", type(e).__name__, e.errno)
    try:
        f.seek(0, 5)
    except (OSError, ValueError) as e:
        print("bad whence", type(e).__name__)

# text files only allow seeking relative to the current position or the end by 0
with open(s) as f:
    f.read(2)
    print("text seek(0, 1)", f.seek(0, 1), "seek(0, 2)", f.seek(0, 2))
    for args in [(1, 1), (-1, 2)]:
        try:
            f.seek(*args)
        except OSError as e:
            print("text seek", args, type(e).__name__, e)
    try:
        f.seek(-1)
    except ValueError as e:
        print("text negative seek", type(e).__name__, e)

# r+b: overwrite in place
with open(s, "r+b") as f:
    print("r+b mode", f.mode)
    f.seek(2)
    print("r+b write", f.write(b"XY"), f.tell())
    print("r+b read after write", f.read(3))
    f.seek(-2, 2)
    f.write(b"!!!!")
    print("r+b tell", f.tell())
    f.seek(0)
    print("r+b content", f.read())
print("r+b size", os.path.getsize(s))

# truncate
with open(s, "r+b") as f:
    print("truncate(10)", f.truncate(10), f.tell())
    f.seek(4)
    print("truncate()", f.truncate(), f.tell())
    f.seek(0)
    print("after truncate", f.read())
    print("truncate(8) grows", f.truncate(8))
    f.seek(0)
    print("grown", f.read())
print("size after truncate", os.path.getsize(s))
with open(s, "wb") as f:
    f.write(b"abc")
    f.seek(6)
    f.write(b"z")
print("gap filled with zeros", raw(s))
with open(s, "w+b") as f:
    print("w+b mode", f.mode, f.read())
    f.write(b"12345")
    f.seek(1)
    print("w+b", f.read(2), f.tell())
    f.truncate(0)
    print("w+b after truncate(0)", f.tell(), f.read())
print("size", os.path.getsize(s))

# all 256 byte values
a = os.path.join(D, "all.bin")
with open(a, "wb") as f:
    f.write(bytes(range(256)))
print("all size", os.path.getsize(a))
with open(a, "rb") as f:
    everything = f.read()
print("all equal", everything == bytes(range(256)), list(everything[:5]), list(everything[-3:]))
print("all lines", len(raw(a).split(b"\n")))
with open(a, "rb") as f:
    lines = f.readlines()
print("lines of all", len(lines), lines[0], len(lines[1]))
with open(a, "rb") as f:
    f.seek(250)
    print("tail", f.read())
    f.seek(-256, 2)
    print("head", f.read(4))
with open(a, "wb") as f:
    for i in range(256):
        f.write(bytes([255 - i]))
with open(a, "rb") as f:
    total = 0
    while True:
        b = f.read(1)
        if not b:
            break
        total += b[0]
print("byte sum", total, f.closed)
with open(a, "rb") as f:
    buf = bytearray(f.read())
buf.reverse()
print("reversed equal", bytes(buf) == bytes(range(256)))

# type errors
with open(a, "wb") as f:
    try:
        f.write("text")
    except TypeError as e:
        print("str to binary", type(e).__name__, e)
    try:
        f.write(5)
    except TypeError as e:
        print("int to binary", type(e).__name__, e)
    try:
        f.writelines(["x"])
    except TypeError as e:
        print("writelines str to binary", type(e).__name__, e)
t = os.path.join(D, "text.txt")
with open(t, "w") as f:
    try:
        f.write(b"bytes")
    except TypeError as e:
        print("bytes to text", type(e).__name__, e)
    try:
        f.write(3)
    except TypeError as e:
        print("int to text", type(e).__name__, e)
    try:
        f.writelines([b"x"])
    except TypeError as e:
        print("writelines bytes to text", type(e).__name__, e)
    f.write("ok")
print("text file", raw(t))

# binary mode does no newline translation
with open(t, "wb") as f:
    f.write(b"a\r\nb\rc\n")
with open(t, "rb") as f:
    print("binary lines", f.readlines())
with open(t, "rb") as f:
    print("binary read", f.read())

print("listing", sorted(os.listdir(D)))
wipe(D)
print("cleaned", os.path.exists(D))

_scratch = _os.getcwd()
_os.chdir(_home)
_os.rmdir(_scratch)
