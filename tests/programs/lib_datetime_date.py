# datetime.date: construction and its errors, properties, ordinals, weekdays, the ISO calendar, fromisoformat/fromisocalendar, replace, arithmetic with timedelta, comparisons, hashing, min/max, subclasses
import datetime
from datetime import date, datetime as dt, timedelta, MINYEAR, MAXYEAR


def attempt(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)


d = date(2024, 1, 2)
print(repr(d), str(d), d.year, d.month, d.day)
print(repr(date(year=5, month=12, day=31)), date(5, 12, 31).isoformat(), date(5, 12, 31).ctime())
print(MINYEAR, MAXYEAR, repr(date.min), repr(date.max), repr(date.resolution))
print(date, type(d).__name__, type(d).__module__, isinstance(dt(2024, 1, 1), date))

for args in [(0, 1, 1), (10000, 1, 1), (2024, 0, 1), (2024, 13, 1), (2024, 1, 0), (2024, 1, 32),
             (2023, 2, 29), (2024, 2, 30), (2024, 4, 31), ("2024", 1, 1), (2024.0, 1, 1), (2024,),
             (2024, 1), (), (2**31, 1, 1), (10**20, 1, 1), (None, 1, 1)]:
    attempt("date%r" % (args,), lambda: date(*args))
print(repr(date(True, 2, 29 - 26)), repr(date(2000, 2, 29)), repr(date(1900, 2, 28)))
attempt("date(1900, 2, 29)", lambda: date(1900, 2, 29))

try:
    d.year = 2000
except AttributeError as e:
    print("AttributeError", e)

# ordinals and weekdays
for y, m, dd in [(1, 1, 1), (1, 12, 31), (4, 2, 29), (100, 3, 1), (400, 12, 31), (1582, 10, 15),
                 (1970, 1, 1), (2000, 2, 29), (2024, 1, 2), (9999, 12, 31)]:
    x = date(y, m, dd)
    n = x.toordinal()
    print(x, n, date.fromordinal(n) == x, x.weekday(), x.isoweekday(), x.isocalendar())
attempt("fromordinal(0)", lambda: date.fromordinal(0))
attempt("fromordinal(3652060)", lambda: date.fromordinal(3652060))
attempt("fromordinal(10**7)", lambda: date.fromordinal(10**7))

ic = date(2021, 1, 3).isocalendar()
print(ic, ic.year, ic.week, ic.weekday, ic[0], tuple(ic), ic == (2020, 53, 7), len(ic))
y, w, wd = date(2024, 12, 30).isocalendar()
print(y, w, wd)

# the ISO calendar the other way
for args in [(2024, 1, 1), (2020, 53, 7), (2004, 53, 1), (2021, 53, 1), (2024, 0, 1), (2024, 54, 1),
             (2024, 1, 0), (2024, 1, 8), (0, 1, 1), (9999, 52, 5), (9999, 52, 7)]:
    attempt("fromisocalendar%r" % (args,), lambda: date.fromisocalendar(*args))

for text in ["2024-01-02", "20240102", "2024-W01", "2024W01", "2024-W01-3", "2024W013", "2020-W53-7",
             "2024-W53", "2024-W013", "2024W01-3", "2024-1-02", "2024-01-02T00", "2024-001", "",
             "2024-02-30", "0000-01-01", "２０２４-01-02"]:
    attempt("fromisoformat(%r)" % text, lambda: date.fromisoformat(text))
attempt("fromisoformat(b'...')", lambda: date.fromisoformat(b"2024-01-02"))

# replace
print(repr(d.replace(day=31)), repr(d.replace(2025)), repr(d.replace(month=2, day=29)))
attempt("replace(month=2, day=30)", lambda: d.replace(month=2, day=30))
attempt("replace(month=13)", lambda: d.replace(month=13))

# arithmetic
print(repr(d + timedelta(days=30)), repr(timedelta(days=3) + d), repr(d - timedelta(days=30, hours=23)))
print(repr(d + timedelta(hours=47)), repr(d - timedelta(seconds=1)))
print(repr(date(2024, 3, 1) - date(2024, 1, 1)), repr(date(2024, 1, 1) - date(2024, 3, 1)))
attempt("max + 1 day", lambda: date.max + timedelta(days=1))
attempt("min - 1 day", lambda: date.min - timedelta(days=1))
attempt("date + 1", lambda: d + 1)
attempt("1 + date", lambda: 1 + d)
attempt("date - 1", lambda: d - 1)
attempt("date - datetime", lambda: d - dt(2024, 1, 1))
attempt("datetime - date", lambda: dt(2024, 1, 1) - d)
attempt("date + date", lambda: d + d)

# comparisons
e = date(2024, 1, 3)
print(d == date(2024, 1, 2), d != e, d < e, d <= e, d > e, d >= e, e > d)
print(d == dt(2024, 1, 2), d != dt(2024, 1, 2), d == "2024-01-02", d == None)
attempt("date < datetime", lambda: d < dt(2024, 1, 2))
attempt("datetime >= date", lambda: dt(2024, 1, 2) >= d)
print(sorted([date(2024, 5, 1), date(2023, 12, 31), date(2024, 1, 31)]))
print(max(date(2024, 5, 1), date(2023, 12, 31)), min([date(2024, 5, 1), date(2023, 12, 31)]))

# hashing
print(hash(d) == hash(date(2024, 1, 2)), len({d, date(2024, 1, 2), e}), {d: 1}[date(2024, 1, 2)])

# strftime and format
print(d.strftime("%Y/%m/%d %a %A %b %B %j %U %W %w %u %y %H:%M:%S"), format(d, "%d.%m.%Y"), format(d, ""))
print("{:%B %d, %Y}".format(d), f"{d:%j}", f"{d}")
print(d.timetuple()[:], d.timetuple().tm_yday)


# subclasses keep their type through the alternative constructors and arithmetic
class MyDate(date):
    def describe(self):
        return "MyDate %s" % self.isoformat()


m = MyDate(2024, 2, 28)
print(repr(m), m.describe())
print(type(m + timedelta(days=1)).__name__, type(m - timedelta(days=1)).__name__, type(m.replace(day=1)).__name__)
print(type(MyDate.fromordinal(5)).__name__, type(MyDate.fromisoformat("2024-01-01")).__name__,
      type(MyDate.fromisocalendar(2024, 1, 1)).__name__, repr(MyDate.fromordinal(5)))
print(m == date(2024, 2, 28), m - date(2024, 2, 1))
m.note = "attribute"
print(m.note)
