# csv dialects: excel/excel-tab/unix, Dialect subclasses and their checks, register/get/list/unregister, dialect objects are read-only, parameter errors; Sniffer.sniff and has_header
import csv
import io

print(csv.list_dialects())
for name in csv.list_dialects():
    d = csv.get_dialect(name)
    print(name, repr(d.delimiter), repr(d.quotechar), d.escapechar, d.doublequote, d.skipinitialspace,
          repr(d.lineterminator), d.quoting, d.strict)
print(type(csv.get_dialect("excel")))
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
print(csv.excel.delimiter, repr(csv.excel_tab.delimiter), repr(csv.unix_dialect.lineterminator), csv.Dialect.delimiter)
print(csv.Error.__mro__[1], csv.Error)


class Pipes(csv.Dialect):
    delimiter = "|"
    quotechar = "'"
    doublequote = True
    skipinitialspace = True
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL


Pipes()
csv.register_dialect("pipes", Pipes)
csv.register_dialect("semi", delimiter=";", quoting=csv.QUOTE_ALL)
csv.register_dialect("semi-tab", "semi", delimiter="\t")
print(csv.list_dialects())
print(list(csv.reader(["a| 'b|c'| d\n"], "pipes")))
out = io.StringIO()
csv.writer(out, "semi").writerow(["x", 1])
csv.writer(out, "semi-tab").writerow(["y", 2])
csv.writer(out, Pipes, lineterminator="!").writerow(["p|q", "r"])
print(repr(out.getvalue()))
csv.unregister_dialect("semi")
print(csv.list_dialects())
for call in [lambda: csv.get_dialect("semi"), lambda: csv.unregister_dialect("semi"),
             lambda: csv.reader([], "nope"), lambda: csv.register_dialect(1),
             lambda: csv.register_dialect("bad", delimiter="::")]:
    try:
        call()
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)


class Partial(csv.Dialect):
    delimiter = ";"


class NoTerminator(csv.Dialect):
    delimiter = ";"
    quotechar = '"'
    quoting = csv.QUOTE_MINIMAL


for cls in [Partial, NoTerminator, csv.Dialect]:
    try:
        cls()
    except csv.Error as e:
        print(cls.__name__, type(e).__name__, e)

d = csv.get_dialect("excel")
try:
    d.delimiter = ";"
except AttributeError as e:
    print(type(e).__name__, e)

for kw in [dict(delimiter="ab"), dict(delimiter=""), dict(delimiter=None), dict(delimiter=1),
           dict(quotechar="ab"), dict(quotechar=None), dict(quotechar=None, quoting=csv.QUOTE_NONE),
           dict(quotechar=None, quoting=csv.QUOTE_MINIMAL), dict(quotechar=1), dict(escapechar=""),
           dict(escapechar=5), dict(lineterminator=None), dict(lineterminator=1), dict(quoting=7),
           dict(quoting="a"), dict(quoting=True), dict(doublequote=0), dict(strict="yes"),
           dict(skipinitialspace=[]), dict(bogus=1), dict(delimiter="ab", quoting=9)]:
    try:
        d = csv.reader([], **kw).dialect
        print("ok", kw, repr(d.delimiter), repr(d.quotechar), repr(d.escapechar), d.doublequote,
              d.skipinitialspace, repr(d.lineterminator), d.quoting, d.strict)
    except TypeError as e:
        print(kw, type(e).__name__, e)
try:
    csv.reader([], "excel", quotechar=None)
except TypeError as e:
    print(type(e).__name__, e)

sniffer = csv.Sniffer()
samples = [
    "name,age,city\nAda,36,London\nAlan,41,Wilmslow\nGrace,85,Arlington\n",
    "a;b;c\n1;2;3\n4;5;6\n",
    "x\ty\tz\n1\t2\t3\n",
    '"name","note"\n"Ada","likes ""engines"""\n"Alan","machines, minds"\n',
    "id: value: other\n1: 2: 3\n4: 5: 6\n",
    "'a'|'b'\n'c'|'d'\n",
    "1,2,3\n4,5,6\n7,8,9\n",
    "title,count\nalpha,1\nbeta,22\ngamma,333\n",
    "a b c\nd e f\n",
]
for sample in samples:
    try:
        d = sniffer.sniff(sample)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, d.quoting,
              repr(d.lineterminator), sniffer.has_header(sample))
    except csv.Error as e:
        print(type(e).__name__, e)
print(repr(sniffer.sniff("a,b;c\nd,e;f\n", delimiters=";").delimiter))
try:
    sniffer.sniff("abc\ndef\n")
except csv.Error as e:
    print(type(e).__name__, e)
d = sniffer.sniff("h1,h2\n1,2\n")
print(list(csv.reader(io.StringIO("p,q\r\n3,4\r\n"), d)))
