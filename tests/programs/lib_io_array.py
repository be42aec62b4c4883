# io.StringIO and array.array.
import io
import array

s = io.StringIO()
s.write("hello ")
print(s.write("world\n"), repr(s.getvalue()))
s.writelines(["a\n", "b\n"])
s.seek(0)
print(repr(s.readline()), repr(s.read(3)), repr(s.read()))
r = io.StringIO("x\ny\nz")
print(r.readlines(), r.tell())
with io.StringIO("ctx") as c:
    print(c.read())
print(c.closed)

a = array.array("B", [0] * 6)
for i in range(0, 6, 2):
    a[i] = 200 + i
print(a, len(a), a[2], a.tolist(), a.tobytes())
d = array.array("d", [1, 2.5])
d.append(3)
print(d, sum(d), d[1:])
try:
    a[0] = 256
except OverflowError as e:
    print("OverflowError:", e)
try:
    array.array("i", ["x"])
except TypeError as e:
    print("TypeError:", e)
print(array.array("i"), array.array("i", [1, 2]) == array.array("i", [1, 2]))
import io
s = io.StringIO()
print("a", 1, file=s)
print("b", end="", file=s)
print(repr(s.getvalue()))
