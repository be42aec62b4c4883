# sys.stdin/stdout/stderr as text streams: write, writelines, buffer, empty stdin, names, redirecting to StringIO
import io
import sys

# write returns the number of characters; writelines returns None
n = sys.stdout.write("héllo €\n")
print("write returned", n)
print("writelines returned", sys.stdout.writelines(["one ", "two ", "three\n"]))
sys.stdout.writelines(x + "\n" for x in ["gen1", "gen2"])
sys.stdout.writelines([])
print("empty write", sys.stdout.write(""))
print("to stdout", 1, 2, file=sys.stdout)
print("file=None goes to stdout", file=None)
print("flushed", flush=True)
print("flush returns", sys.stdout.flush())
try:
    sys.stdout.write(42)
except TypeError as e:
    print("write int", type(e).__name__, e)
try:
    sys.stdout.write(b"bytes")
except TypeError as e:
    print("write bytes", type(e).__name__, e)

# stderr: the test harness wants it empty, so only empty writes go there
print(end="", file=sys.stderr)
r = sys.stderr.write("")
sys.stderr.flush()
print("stderr write returned", r)

# the underlying binary buffer, interleaved with text after flushing
print("text before buffer")
sys.stdout.flush()
k = sys.stdout.buffer.write(b"bytes line\n")
sys.stdout.buffer.write(b"caf\xc3\xa9 from bytes\n")
sys.stdout.buffer.flush()
print("buffer write returned", k)
sys.stdout.flush()
sys.stdout.buffer.write(bytearray(b"bytearray line\n"))
sys.stdout.buffer.flush()
for i in range(3):
    sys.stdout.write(f"text {i}\n")
    sys.stdout.flush()
    sys.stdout.buffer.write(f"raw {i}\n".encode())
    sys.stdout.buffer.flush()
print("back to text")

# stdin is empty
print("read", repr(sys.stdin.read()))
print("readline", repr(sys.stdin.readline()))
print("readlines", sys.stdin.readlines())
print("list", list(sys.stdin))
count = 0
for line in sys.stdin:
    count += 1
print("loop ran", count, "times")
print("read again", repr(sys.stdin.read()), repr(sys.stdin.read(10)))
print("buffer read", sys.stdin.buffer.read())

# names, modes, encodings
print("encoding", sys.stdout.encoding.lower(), sys.stderr.encoding.lower())
print("names", sys.stdin.name, sys.stdout.name, sys.stderr.name)
print("modes", sys.stdin.mode, sys.stdout.mode, sys.stderr.mode)
print("readable", sys.stdin.readable(), sys.stdout.readable())
print("writable", sys.stdin.writable(), sys.stdout.writable(), sys.stderr.writable())
print("closed", sys.stdin.closed, sys.stdout.closed, sys.stderr.closed)
print("originals", sys.stdout is sys.__stdout__, sys.stderr is sys.__stderr__, sys.stdin is sys.__stdin__)
print("types", type(sys.stdout).__name__, isinstance(sys.stdout, io.TextIOBase), isinstance(sys.stdout, io.IOBase))
try:
    sys.stdout.read()
except io.UnsupportedOperation as e:
    print("read stdout", type(e).__name__, e)
try:
    sys.stdin.write("x")
except io.UnsupportedOperation as e:
    print("write stdin", type(e).__name__, e)


# redirecting stdout to a StringIO
def report(x):
    print("report:", x)
    sys.stdout.write("direct write\n")


buf = io.StringIO()
sys.stdout = buf
print("captured line")
print("a", "b", sep=", ", end=";\n")
report(42)
sys.stdout.writelines(["w1\n", "w2\n"])
sys.stdout = sys.__stdout__
captured = buf.getvalue()
print("captured", repr(captured))
print("captured lines", captured.splitlines())
report("not captured")

# redirecting stderr too
err = io.StringIO()
sys.stderr = err
print("error message", file=sys.stderr)
sys.stderr.write("more\n")
sys.stderr = sys.__stderr__
print("captured stderr", repr(err.getvalue()))

# restoring with try/finally when the body raises
saved = sys.stdout
buf2 = io.StringIO()
try:
    sys.stdout = buf2
    print("before error")
    raise RuntimeError("oops")
except RuntimeError as e:
    sys.stdout = saved
    print("caught", e)
finally:
    sys.stdout = saved
print("buf2", repr(buf2.getvalue()), sys.stdout is sys.__stdout__)


# any object with a write method can stand in for stdout
class Recorder:
    def __init__(self):
        self.calls = []

    def write(self, s):
        self.calls.append(s)
        return len(s)

    def flush(self):
        self.calls.append("<flush>")


rec = Recorder()
sys.stdout = rec
print("x", 1, [2])
print("end", end="")
print("sep", "arg", sep="")
print()
print("flushing", flush=True)
sys.stdout = sys.__stdout__
print("recorded", rec.calls)

rec2 = Recorder()
print("direct", "file", file=rec2)
print("recorded direct", rec2.calls)


class NoWrite:
    pass


try:
    print("x", file=NoWrite())
except AttributeError as e:
    print("no write method", type(e).__name__, e)

# stdout still works at the end
sys.stdout.write("done\n")
