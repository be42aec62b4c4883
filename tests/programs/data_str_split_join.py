# str splitting and joining: split with and without a separator (runs of
# whitespace vs. empty fields), maxsplit from both ends, splitlines with
# keepends, partition/rpartition, join on non-str items (error), and a
# small CSV-ish parser and word wrapper built on them.
samples = ["a b  c", "  leading and trailing  ", "", "   ", "one", "a,b,,c,", ",", "tab\tand\nnewline\r\nmix"]
for s in samples:
    print(repr(s), s.split(), s.split(","), s.split(" "), s.rsplit(None, 1), s.split(None, 1))

print("a-b-c-d".split("-", 2), "a-b-c-d".rsplit("-", 2), "a-b-c-d".split("-", 0), "a-b-c-d".rsplit("-", -1))
print("a--b--c".split("--"), "aaa".split("a"), "abcabc".split("bc"), "x".split("x"), "mississippi".split("ss"))
print("  x  y  ".rsplit(), "  x  y  ".rsplit(maxsplit=1), "a b c".split(maxsplit=1), "k=v".split(sep="="))
print("line1\nline2\r\nline3\rline4\n".splitlines(), "a\n\nb\n".splitlines(True), "".splitlines(), "x".splitlines())
print("key=value=more".partition("="), "noequals".partition("="), "a.b.c".rpartition("."), "abc".rpartition("z"))
print(", ".join(["x", "y", "z"]), "".join([]), "-".join("abc"), "/".join(("usr", "", "bin")), " ".join(map(str, range(5))))
print("\n".join(["first", "second"]), "|".join(str(x) for x in [1.5, None, True]))
for bad in [lambda: ", ".join([1, 2]), lambda: "a".split(""), lambda: "".join(None), lambda: "x".partition("")]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

def parse_csv_line(line):
    fields = []
    cur = ""
    quoted = False
    for ch in line:
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            fields.append(cur.strip())
            cur = ""
        else:
            cur += ch
    fields.append(cur.strip())
    return fields

data = """name, qty, price
apple, 3, 0.5
"banana, ripe", 12, 0.25

cherry,,1.75"""
rows = [parse_csv_line(l) for l in data.splitlines() if l.strip()]
header, body = rows[0], rows[1:]
print(header)
for r in body:
    rec = dict(zip(header, r))
    qty = int(rec["qty"]) if rec["qty"] else 0
    print(rec, qty * float(rec["price"]))

def wrap(text, width):
    lines, cur = [], ""
    for word in text.split():
        if cur and len(cur) + 1 + len(word) > width:
            lines.append(cur)
            cur = word
        else:
            cur = cur + " " + word if cur else word
    if cur:
        lines.append(cur)
    return lines
text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
for w in (10, 20, 5):
    print(w, wrap(text, w))
print(wrap("", 10), wrap("   ", 3), wrap("supercalifragilistic", 5))

# path-like splitting
for path in ["/usr/local/bin/python3", "relative/file.tar.gz", "noslash", "/", "trailing/"]:
    head, _, tail = path.rpartition("/")
    stem, dot, ext = tail.partition(".")
    print(repr(path), repr(head), repr(tail), repr(stem), repr(ext), path.strip("/").split("/"))
