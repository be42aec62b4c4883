# csv.DictReader/DictWriter (fieldnames, restkey/restval, extrasaction, blank lines) and a round trip through a file opened with newline=''
import csv
import io
import os
import tempfile

text = "name,age,city\r\nAda,36,London\r\n\r\nAlan,41\r\nGrace,85,New York,extra,more\r\n"
dr = csv.DictReader(io.StringIO(text))
print(dr.fieldnames, dr.line_num)
for rec in dr:
    print(rec, dr.line_num)
dr = csv.DictReader(io.StringIO("1;2\n3;4;5\n"), fieldnames=["a", "b", "c"], restval="-", restkey="more", delimiter=";")
print(list(dr))
print(csv.DictReader(io.StringIO("")).fieldnames)

out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["id", "label", "note"], restval="n/a")
print(dw.writeheader())
print(dw.writerow({"id": 1, "label": "first, of all"}))
dw.writerows([{"id": 2, "note": 'quote "me"'}, {"label": "x", "id": 3, "note": None}])
print(repr(out.getvalue()))
try:
    dw.writerow({"id": 4, "colour": "red"})
except ValueError as e:
    print(type(e).__name__, e)
ignoring = csv.DictWriter(io.StringIO(), ["a"], extrasaction="ignore")
print(ignoring.writerow({"a": 1, "b": 2}))
try:
    csv.DictWriter(io.StringIO(), ["a"], extrasaction="sometimes")
except ValueError as e:
    print(type(e).__name__, e)

# a round trip through a real file (each run in its own directory)
path = os.path.join(tempfile.mkdtemp(), "data.csv")
table = [["id", "text", "value"], [1, "plain", 2.5], [2, "with, comma", -1], [3, 'with "quotes"', 0],
         [4, "two\nlines", None], [5, "", "end"]]
with open(path, "w", newline="") as f:
    writer = csv.writer(f)
    writer.writerows(table)
with open(path, "rb") as f:
    print(f.read())
with open(path, newline="") as f:
    reader = csv.reader(f)
    for row in reader:
        print(reader.line_num, row)
with open(path, newline="") as f:
    for rec in csv.DictReader(f):
        print(dict(rec))
os.remove(path)
os.rmdir(os.path.dirname(path))
