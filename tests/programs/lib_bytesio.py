# io.BytesIO: bytes in memory as a binary file.
import io

b = io.BytesIO(b"line one\nline two\nlast")
print(b.read(4), b.tell(), b.readline(), b.readline(3))
print(b.readlines())
print(b.read(), b.read(5))
b.seek(0)
print(list(b))
b.seek(-4, 2)
print(b.read())
b.seek(2)
print(b.write(b"NE"), b.getvalue())
b.seek(0, 2)
b.write(memoryview(b"!?")[:1])
print(b.getvalue(), b.tell())
b.seek(30)
b.write(b"X")
print(b.getvalue())
print(b.truncate(5), b.getvalue(), b.tell())
b.seek(0)
buf = bytearray(3)
print(b.readinto(buf), buf)
print(b.readable(), b.writable(), b.seekable(), b.isatty())
view = b.getbuffer()
print(bytes(view), len(view))
view.release()

out = io.BytesIO()
for i in range(1000):
    out.write(b"%d," % i)
data = out.getvalue()
print(len(data), data[:20], data[-10:])
out.writelines([b"a", b"b"])
print(out.getvalue()[-4:])

with io.BytesIO(b"ctx") as c:
    print(c.read())
print(c.closed)
for op in (lambda: c.read(), lambda: c.write(b"x"), lambda: c.getvalue(), lambda: c.seek(0)):
    try:
        op()
    except ValueError as e:
        print("ValueError:", e)
e = io.BytesIO()
for op in (lambda: e.write("str"), lambda: io.BytesIO("str"), lambda: e.seek(1.5)):
    try:
        op()
    except TypeError as err:
        print("TypeError:", err)
for op in (lambda: e.seek(-1), lambda: e.seek(0, 3), lambda: e.truncate(-1)):
    try:
        op()
    except ValueError as err:
        print("ValueError:", err)
try:
    e.fileno()
except io.UnsupportedOperation as err:
    print("UnsupportedOperation:", err)
print(isinstance(e, io.BufferedIOBase), isinstance(e, io.IOBase))
print(io.BytesIO(bytearray(b"ba")).read(), io.BytesIO(None).read())
