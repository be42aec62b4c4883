# io.StringIO as an in-memory text file: write/getvalue, print(file=...),
# read/readline/readlines with sizes, iteration over lines, seek/tell,
# truncate, overwriting in the middle, initial value positioning, closed
# state errors, and a report generator and a line-based parser using it.
import io

buf = io.StringIO()
n = buf.write("header\n")
print(n, buf.tell(), repr(buf.getvalue()))
print("row", 1, 2.5, sep=",", file=buf)
print("row", 2, None, sep=",", end=";\n", file=buf)
buf.writelines(["x\n", "y\n"])
print(repr(buf.getvalue()), buf.tell())
buf.seek(0)
print(repr(buf.readline()), repr(buf.readline(3)), repr(buf.readline()), repr(buf.read(4)), repr(buf.read()), repr(buf.read()))
buf.seek(0)
print([line.rstrip("\n") for line in buf])
buf.seek(0)
print(buf.readlines()[-2:], buf.readline() == "")

src = io.StringIO("alpha\nbeta\n\ngamma")
print(src.tell(), repr(src.read(3)), src.tell(), src.readlines(), src.tell())
src.seek(6)
print(repr(src.readline()), repr(src.readline()), repr(src.readline()), repr(src.readline()))

edit = io.StringIO("0123456789")
edit.seek(3)
edit.write("abc")
print(edit.getvalue(), edit.tell())
edit.seek(0, 2)
edit.write("END")
print(edit.getvalue())
edit.truncate(5)
print(repr(edit.getvalue()), edit.tell())
edit.seek(0)
edit.truncate()
print(repr(edit.getvalue()))
init = io.StringIO("keep")
init.write("XY")
print(init.getvalue())

closed = io.StringIO("data")
closed.close()
print(closed.closed)
for op in [closed.read, closed.getvalue, lambda: closed.write("x")]:
    try:
        op()
    except ValueError as e:
        print("ValueError", e)
with io.StringIO() as ctx:
    ctx.write("inside")
    print(ctx.getvalue(), ctx.closed)
print(ctx.closed)

def render_report(rows, out):
    print(f"{'name':<8}|{'qty':>5}|{'amount':>9}", file=out)
    print("-" * 24, file=out)
    total = 0
    for name, qty, price in rows:
        amount = qty * price
        total += amount
        print(f"{name:<8}|{qty:>5}|{amount:>9.2f}", file=out)
    print(f"{'TOTAL':<8}|{'':>5}|{total:>9.2f}", file=out)
    return total

out = io.StringIO()
total = render_report([("pens", 10, 1.25), ("paper", 3, 4.5), ("ink", 0, 19.99)], out)
text = out.getvalue()
print(text, end="")
print(total, len(text.splitlines()), text.count("|"))

def parse_ini(f):
    section, result = None, {}
    for lineno, raw in enumerate(f, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1]
            result[section] = {}
        elif "=" in line and section is not None:
            k, v = (s.strip() for s in line.split("=", 1))
            result[section][k] = v
        else:
            raise ValueError(f"line {lineno}: cannot parse {line!r}")
    return result
ini = io.StringIO("# cfg\n[server]\nhost = example.org\nport=8080\n\n[client]\nretries = 3\n")
print(parse_ini(ini))
try:
    parse_ini(io.StringIO("[a]\nx=1\noops\n"))
except ValueError as e:
    print("ValueError", e)
print(parse_ini(io.StringIO("")))
