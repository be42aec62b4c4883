# csv rows on and off the native fast paths give what CPython gives.
import csv
import io


class S(str):
    pass


rows = [
    ["a", "b", "c"],
    [1, 2**70, -3.5, None, True, 1e300, float("inf")],
    [S("sub"), "x"],
    ["has,comma", "plain"],
    ['has"quote', "x"],
    ["line\nbreak", "x"],
    ["cr\rhere", "x"],
    [""],
    ["", ""],
    [],
    ["only"],
    ("tuple", "row"),
    ["é", "ü", "日本"],
]
for dialect in ("excel", "excel-tab", "unix"):
    buf = io.StringIO()
    w = csv.writer(buf, dialect=dialect)
    for r in rows:
        w.writerow(r)
    w.writerow(iter(["from", "iterator"]))
    text = buf.getvalue()
    print(dialect, repr(text[:120]))
    r = csv.reader(io.StringIO(text), dialect=dialect)
    out = []
    for row in r:
        out.append((r.line_num, row))
    print(out)

for quoting in (csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE):
    buf = io.StringIO()
    w = csv.writer(buf, quoting=quoting, escapechar="\\")
    w.writerow(["a", 1, 2.5, "b c"])
    print(quoting, repr(buf.getvalue()))

lines = ['a,"b,c",d\r\n', "x;y;z\n", 'q"uote,in,middle\n', "", "tail,no,newline"]
print(list(csv.reader(lines)))
print(list(csv.reader(lines, delimiter=";")))
print(list(csv.reader(['a "b" c,d'], quoting=csv.QUOTE_NONE)))
print(list(csv.reader(["a, b,  c"], skipinitialspace=True)))
print(list(csv.reader(["1,2.5,x"], quoting=csv.QUOTE_NONNUMERIC)) if False else "skip")
old = csv.field_size_limit(5)
try:
    print(list(csv.reader(["abcdefgh,1"])))
except csv.Error as e:
    print("Error:", e)
csv.field_size_limit(old)
try:
    list(csv.reader([b"bytes,line"]))
except csv.Error as e:
    print("Error:", e)
try:
    csv.writer(io.StringIO()).writerow(5)
except csv.Error as e:
    print("Error:", e)
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([""])
except csv.Error as e:
    print("Error:", e)
