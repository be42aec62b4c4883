# csv.writer: quoting modes, doubled quotes, escapechar, lineterminator, None/float/bool fields, single empty field, writerows, errors
import csv
import io


def line(row, **kw):
    out = io.StringIO()
    try:
        n = csv.writer(out, **kw).writerow(row)
        print(repr(out.getvalue()), n)
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)


line(["a", 1, 2.5, None, True, -0.0, 10 ** 20, 1e-07, 0.1])
line(["a,b", 'say "hi"', "line\nbreak", "cr\rhere", " spaced ", ""])
line([""])
line([None])
line(["", ""])
line([])
line(iter(["from", "iterator"]))
line("abc")
line(5)
line(["a", 1, None, 2.5, True], quoting=csv.QUOTE_NONNUMERIC)
line(["a", 1, None], quoting=csv.QUOTE_ALL)
line(["a,b"], quoting=csv.QUOTE_NONE)
line([""], quoting=csv.QUOTE_NONE)
line(["a,b", "c\\d", 'e"f'], quoting=csv.QUOTE_NONE, escapechar="\\")
line(["a,b", "c\\d", 'e"f'], escapechar="\\")
line(["a,b", 'e"f'], escapechar="\\", doublequote=False)
line(['e"f'], doublequote=False)
line(["a\rb", "c\nd", "e"], lineterminator="\n")
line(["xXy", "z"], lineterminator="X")
line(["a;b", "c,d"], delimiter=";")
line(["it's", "plain"], quotechar="'")
line(["a", "b"], dialect="unix")
line(["a", "b\tc"], dialect="excel-tab")

rows = [["name", "qty"], ["apple", 3], ["pear, green", 10]]
out = io.StringIO()
w = csv.writer(out)
print(w.writerows(rows), repr(out.getvalue()))
print(type(w).__name__, w.dialect.lineterminator == "\r\n")


class NoWrite:
    pass


try:
    csv.writer(NoWrite())
except TypeError as e:
    print(type(e).__name__, e)
