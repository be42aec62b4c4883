# csv.reader: plain and quoted fields, doubled quotes, newlines inside quotes, escapes, skipinitialspace, QUOTE_NONNUMERIC/NONE, strict, line_num, field_size_limit, errors
import csv
import io


def rows(data, **kw):
    try:
        r = csv.reader(data, **kw)
        out = []
        for row in r:
            out.append(row)
        print(out, "line_num", r.line_num)
    except (csv.Error, ValueError) as e:
        print(type(e).__name__, e, "line_num", r.line_num)


rows(["a,b,c\r\n", "1,2,3\r\n"])
rows(io.StringIO("x,y\n\n,\n,,z\nlast"))
rows(['"quoted","with ""doubled"" quotes",plain\r\n'])
rows(['a,"b,c",d\n', '"",x,""\n', '"a""",""""\n'])
rows(['one,"two\n', 'lines",three\n', 'next\n'])
rows(io.StringIO('1,"multi\r\nline\r\nfield",2\r\n3,4,5\r\n', newline=""))
rows(['ab"c,d"e\n'])
rows(['"ab"c,d\n'])
rows(['"ab"c,d\n'], strict=True)
rows(['"open quote\n'])
rows(['"open quote\n'], strict=True)
rows(['a\rb\n'])
rows(['a,b\r', 'c,d\r'])
rows(["", "\n", "\r\n", "a\n"])
rows(['a;b;"c;d"\n'], delimiter=";")
rows(["a\tb\t'c\td'\n"], dialect="excel-tab", quotechar="'")
rows(['a, b,  "c, d" ,e\n'], skipinitialspace=True)
rows(['a  b   c\n'], delimiter=" ", skipinitialspace=True)
rows(['a\\,b,c\\\\d,e\\\n', 'f\n'], escapechar="\\")
rows(['"a\\"b",c\n'], escapechar="\\", doublequote=False)
rows(['"a"b"\n'], doublequote=False)
rows(['1,2.5,-3,"4",\n', " 7 ,1e3\n"], quoting=csv.QUOTE_NONNUMERIC)
rows(['1,abc\n'], quoting=csv.QUOTE_NONNUMERIC)
rows(['"a",b"c,d\n'], quoting=csv.QUOTE_NONE)
rows(['a|b|c\n'], delimiter="|", quotechar=None)
rows(['a,\x00b,c\n'])
rows([b"a,b\n"])
rows(["ok\n", 5])

print(csv.field_size_limit())
print(csv.field_size_limit(6), csv.field_size_limit())
rows(["123456,7\n"])
rows(["1234567,7\n"])
rows(['"1234567",7\n'])
rows(['12345,"123\n', '45"\n'])
print(csv.field_size_limit(131072))
for bad in ["6", 2.5, True]:
    try:
        csv.field_size_limit(bad)
    except TypeError as e:
        print(type(e).__name__, e)

r = csv.reader(['a\n', '"b\n', 'c"\n', 'd\n'])
print(r.line_num, next(r), r.line_num, next(r), r.line_num)
for row in r:
    print(row, r.line_num)
r = csv.reader(["good\n", "bad\rline\n", "after\n"])
got = []
while True:
    try:
        got.append(next(r))
    except csv.Error as e:
        got.append("Error at line %d" % r.line_num)
    except StopIteration:
        break
print(got)
r = csv.reader(["x,y\n", "1,2\n", "3,4\n"])
for row in r:
    print("first loop", row)
    break
print("rest", list(r), r.line_num)
print(type(r).__name__, r.dialect.delimiter, r.dialect.quoting)
try:
    csv.reader(5)
except TypeError as e:
    print(type(e).__name__, e)
