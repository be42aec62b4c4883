# Iterating files line by line, on the buffered paths and around them:
# lines across buffer refills, \r\n and \r endings with every newline
# mode, text that is not ASCII, mixed readline/next/seek, a last line
# without an ending, empty files, closed files, binary files.
import os
import tempfile

work = tempfile.mkdtemp()
path = os.path.join(work, "t.txt")


def write(data, mode="wb"):
    with open(path, mode) as f:
        f.write(data)


write(b"".join(b"line %d %s\n" % (i, b"x" * (i * 37 % 9000)) for i in range(40)) + b"last")
with open(path) as f:
    lines = list(f)
print(len(lines), [len(x) for x in lines[:6]], repr(lines[-1]), sum(map(len, lines)))
with open(path, "rb") as f:
    blines = [x for x in f]
print(len(blines), sum(map(len, blines)), blines[-1], type(blines[0]).__name__)

write(b"a\r\nb\rc\nd\r\n\r\ne")
for nl in (None, "", "\n", "\r", "\r\n"):
    with open(path, newline=nl) as f:
        print(repr(nl), [x for x in f])
with open(path, "rb") as f:
    print(list(f))

write("héllo\nwörld\nascii\n\u20ac end".encode("utf-8"))
with open(path, encoding="utf-8") as f:
    print(list(f))
with open(path, encoding="latin-1") as f:
    print([len(x) for x in f])

write(b"1\n2\n3\n4\n5\n")
with open(path) as f:
    print(next(f), f.readline(), next(f), f.read(1), list(f))
    f.seek(0)
    print(list(f), f.tell())
with open(path, "rb") as f:
    print(next(f), f.read(3), next(f), list(f))
    f.seek(2)
    print(list(f))

write(b"")
with open(path) as f:
    print(list(f))
f = open(path)
f.close()
for it in (lambda: next(f), lambda: list(f)):
    try:
        it()
    except ValueError as e:
        print("ValueError", e)
g = open(path, "rb")
g.close()
try:
    next(g)
except ValueError as e:
    print("ValueError", e)

with open(path, "w") as f:
    for i in range(5000):
        f.write("row %d\n" % i)
with open(path) as f:
    total = 0
    for line in f:
        total += int(line.split()[1])
print(total)

# the messages of a closed binary file's reads, as CPython's buffered reader
b = open(path, "rb")
b.close()
for op in (b.readline, b.read, lambda: next(b), b.readlines, lambda: b.peek(1), lambda: b.read1(1)):
    try:
        op()
    except ValueError as e:
        print("ValueError", e)
os.remove(path)
name = tempfile.mktemp(dir=work)
print(os.path.dirname(name) == work, os.path.exists(name))
os.rmdir(work)
