# io.StringIO's write() and iteration on the paths csv and logging take
# per line, and every case around them: writes after a seek, text that is
# not ASCII, text still in chunks, closed files, subclasses, str
# subclasses and wrong types.
import io

f = io.StringIO()
print(f.write("alpha\n"), f.write("beta\n"), f.write(""), f.write("gamma"), f.tell())
print(repr(f.getvalue()))
f.seek(0)
print(list(f), f.tell())
f.seek(3)
print(repr(next(f)), repr(f.readline()), repr(f.read()))
try:
    next(f)
except StopIteration:
    print("StopIteration")

g = io.StringIO("x\ny\n")
g.seek(1)
print(g.write("Z"), repr(g.getvalue()), g.tell())
g.seek(0, 2)
print(g.write("tail"), repr(g.getvalue()), g.tell())
g.seek(10)
print(g.write("far"), repr(g.getvalue()))

u = io.StringIO("héllo\nwörld\n")
print([line for line in u], u.tell())
u.write("ünï\n")
u.seek(0)
print([line for line in u])

chunks = io.StringIO()
for i in range(5):
    chunks.write("line %d\n" % i)
chunks.seek(0)
print(next(chunks), chunks.readline(), list(chunks))


class S(str):
    pass


h = io.StringIO()
print(h.write(S("sub\n")), repr(h.getvalue()))
for bad in (b"bytes", 5, None):
    try:
        h.write(bad)
    except TypeError as e:
        print("TypeError", e)
h.close()
for op in (lambda: h.write("x"), lambda: next(h), lambda: iter(h)):
    try:
        op()
    except ValueError as e:
        print("ValueError", e)
    except StopIteration:
        print("StopIteration")


class Log(io.StringIO):
    def write(self, s):
        return super().write(s.upper())


lg = Log()
print(lg.write("quiet\n"), lg.getvalue(), list(io.StringIO("a\nb")))
print(io.StringIO("a\r\nb\rc\n").readlines(), list(io.StringIO("\n\n")), list(io.StringIO("")))

# many lines, so compiled code and collections run these too
big = io.StringIO()
for i in range(3000):
    big.write("%d,%s\n" % (i, "v" * (i % 7)))
big.seek(0)
total = 0
for line in big:
    total += len(line)
print(total, big.tell())
