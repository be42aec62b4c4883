# datetime.datetime, time and timezone: construction and errors, repr/str/isoformat (timespec, sep), fromisoformat (3.11 forms), combine, date/time/timetz, replace, fixed-offset zones (repr, str, tzname, fromutc), aware arithmetic and comparisons, astimezone, UTC timestamps, a tzinfo subclass with DST, hashing across zones, subclasses
import datetime
from datetime import date, time, datetime as dt, timedelta, timezone, tzinfo


def attempt(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)


utc = timezone.utc
plus2 = timezone(timedelta(hours=2))
ist = timezone(timedelta(hours=5, minutes=30), "IST")
minus = timezone(-timedelta(hours=3, minutes=30))

# construction and repr
for x in [dt(2024, 1, 2, 3, 4, 5), dt(2024, 1, 2), dt(2024, 1, 2, 3), dt(2024, 1, 2, 3, 4, 0, 6),
          dt(2024, 1, 2, 3, 4, 5, 6, utc), dt(2024, 1, 2, 3, 4, 5, 6, utc, fold=1), dt(2024, 1, 2, tzinfo=ist),
          dt(2024, 1, 2, 23, 59, tzinfo=minus), dt.min, dt.max]:
    print(repr(x), "|", x, "|", x.isoformat())
for args, kw in [((2024, 1, 2, 24), {}), ((2024, 1, 2, 0, 60), {}), ((2024, 1, 2, 0, 0, 60), {}),
                 ((2024, 1, 2, 0, 0, 0, 10**6), {}), ((2024, 1, 2), {"tzinfo": 5}), ((2024, 1, 2), {"fold": 2}),
                 ((2024, 2, 30), {}), ((2024, 1, 2, "3"), {})]:
    attempt("datetime%r %r" % (args, kw), lambda: dt(*args, **kw))
for x in [time(), time(1), time(1, 2), time(1, 2, 3), time(1, 2, 3, 4), time(1, 2, 0, 4), time(1, 2, 3, tzinfo=utc),
          time(1, 2, 3, tzinfo=ist, fold=1), time.min, time.max]:
    print(repr(x), "|", x, "|", x.utcoffset(), x.tzname(), x.dst())
for args, kw in [((24,), {}), ((-1,), {}), ((1, 2, 3, 10**6), {}), ((1,), {"tzinfo": 5}), ((1,), {"fold": 2})]:
    attempt("time%r %r" % (args, kw), lambda: time(*args, **kw))
print(repr(time.resolution), repr(dt.resolution), bool(time(0)), bool(time(0, tzinfo=utc)))

# isoformat and timespec
x = dt(2024, 1, 2, 3, 4, 5, 6789, ist)
for spec in ["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"]:
    print(spec, x.isoformat(timespec=spec), x.isoformat(" ", spec), x.timetz().isoformat(spec))
attempt("timespec='x'", lambda: x.isoformat(timespec="x"))
attempt("sep='ab'", lambda: x.isoformat("ab"))
attempt("sep=1", lambda: x.isoformat(1))
print(dt(2024, 1, 2, 3, 4, 5).isoformat("x"), x.ctime(), dt(5, 6, 7, 8, 9, 10).ctime(), x.date(), repr(x.time()),
      repr(x.timetz()))
print(time(5, tzinfo=timezone(timedelta(hours=5, minutes=30, seconds=15))).isoformat(),
      time(5, tzinfo=timezone(-timedelta(microseconds=15))).isoformat())

# fromisoformat
for text in ["2024-01-02T01", "2024-01-02 01:02", "2024-01-02x01:02", "2024-01-0201:02", "2024-01-02T",
             "2024-W01-1T01", "2024-W01T01", "2024W01T01", "2024W011T01", "2024W0101", "20240102T010203",
             "2024-01-02T01:02:03.5+05:30", "2024-01-02T01:02:03,123456789Z", "2024-01-02T25:00",
             "2024-02-30T01", "2024-W53T01", "2024-01", "2024-01-02T01:02:03+24:00",
             "2024-01-02T01:02:03-23:59:59.999999", "2024-01-02 ", "2024-01-02", "2024-01-02T12:30:45.123"]:
    attempt("datetime.fromisoformat(%r)" % text, lambda: dt.fromisoformat(text))
for text in ["01:02", "01:02:03.1", "01:02:03.1234567", "010203", "0102", "01", "T01:02", "01:02+05:00",
             "01:02Z", "01:02:03-0130", "01:02+01:30:15.5", "01:0203", "01:02:", "25:00", "01:02:03.", "1:02",
             "01:02+1", "", "01.5"]:
    attempt("time.fromisoformat(%r)" % text, lambda: time.fromisoformat(text))
attempt("fromisoformat(5)", lambda: dt.fromisoformat(5))
print(all(dt.fromisoformat(v.isoformat()) == v for v in [x, dt.min, dt.max, dt(2024, 1, 2, tzinfo=minus)]))

# combine, replace
print(repr(dt.combine(date(2024, 1, 2), time(3, 4, tzinfo=utc))),
      repr(dt.combine(date(2024, 1, 2), time(3, 4, tzinfo=utc), tzinfo=None)),
      repr(dt.combine(dt(2024, 1, 2, 5, 6), time(3, 4))))
attempt("combine(1, time())", lambda: dt.combine(1, time()))
attempt("combine(date, None)", lambda: dt.combine(date(2024, 1, 1), None))
print(repr(x.replace(year=2023, minute=0)), repr(x.replace(tzinfo=None)), repr(x.replace(fold=1)),
      repr(time(1, 2).replace(hour=5, tzinfo=utc)))
attempt("replace(tzinfo=3)", lambda: x.replace(tzinfo=3))
attempt("replace(day=31, month=2)", lambda: x.replace(day=31, month=2))

# timezones
for z in [utc, plus2, ist, minus, timezone(timedelta(0)), timezone(timedelta(0), "UTC"), timezone.min, timezone.max,
          timezone(timedelta(hours=1, seconds=5)), timezone(timedelta(microseconds=-5))]:
    print(repr(z), "|", z, "|", z.utcoffset(None), z.tzname(None), z.dst(None))
print(timezone(timedelta(0)) is utc, datetime.UTC is utc, plus2 == timezone(timedelta(hours=2), "x"), plus2 == 2,
      hash(plus2) == hash(timezone(timedelta(hours=2), "y")), isinstance(utc, tzinfo))
attempt("timezone(1)", lambda: timezone(1))
attempt("timezone(None)", lambda: timezone(None))
attempt("timezone(24h)", lambda: timezone(timedelta(hours=24)))
attempt("timezone(-24h)", lambda: timezone(-timedelta(hours=24)))
attempt("timezone(0, 1)", lambda: timezone(timedelta(0), 1))
attempt("timezone(0, None)", lambda: timezone(timedelta(0), None))
attempt("utc.utcoffset(1)", lambda: utc.utcoffset(1))
attempt("utc.fromutc(1)", lambda: utc.fromutc(1))
attempt("utc.fromutc(naive)", lambda: utc.fromutc(dt(2024, 1, 1)))
print(repr(plus2.fromutc(dt(2024, 1, 1, 23, tzinfo=plus2))))
attempt("tzinfo().utcoffset", lambda: tzinfo().utcoffset(None))
attempt("tzinfo().tzname", lambda: tzinfo().tzname(None))
attempt("tzinfo().dst", lambda: tzinfo().dst(None))

# aware arithmetic and comparisons
a = dt(2024, 1, 2, 3, 4, 5, tzinfo=utc)
b = dt(2024, 1, 2, 5, 4, 5, tzinfo=plus2)
print(a == b, a != b, a < b, a <= b, hash(a) == hash(b), repr(a - b), repr(b - dt(2024, 1, 1, tzinfo=ist)))
print(repr(a + timedelta(hours=23)), repr(timedelta(days=-400) + b), repr(b - timedelta(microseconds=1)))
n = dt(2024, 1, 2, 3, 4, 5)
print(n == a, n != a, repr(n - dt(2023, 1, 2, 3, 4, 6)), repr(n - timedelta(days=400, microseconds=1)))
attempt("naive < aware", lambda: n < a)
attempt("naive - aware", lambda: n - a)
attempt("time naive < aware", lambda: time(1) < time(1, tzinfo=utc))
print(time(1) == time(1, tzinfo=utc), time(1, tzinfo=plus2) == time(23, tzinfo=utc),
      time(1, tzinfo=plus2) < time(23, 30, tzinfo=utc), time(1) < time(2), time(1) == 1)
attempt("max + 1us", lambda: dt.max + timedelta(microseconds=1))
attempt("min - 1us", lambda: dt.min - timedelta(microseconds=1))
attempt("datetime + 1", lambda: n + 1)
print(sorted([b, dt(2024, 1, 2, 2, tzinfo=utc), dt(2024, 1, 1, 23, tzinfo=minus)]))
print(len({a, b, dt(2024, 1, 2, 3, 4, 5, tzinfo=ist)}), hash(n) == hash(n.replace(fold=1)))

# astimezone with fixed offsets, UTC timestamps
print(repr(a.astimezone(ist)), repr(b.astimezone(utc)), a.astimezone(utc) is a, repr(a.astimezone(minus)))
attempt("astimezone(5)", lambda: a.astimezone(5))
for ts in [0, 1704164645.5, 1704164645.0000005, 1704164645.0000015, -1.5, -0.0000005, 951782400, -86400 * 365]:
    u = dt.utcfromtimestamp(ts)
    print(ts, repr(u), repr(dt.fromtimestamp(ts, utc)), repr(dt.fromtimestamp(ts, ist)))
for ts in [1e20, 1e15, -1e11, float("nan"), float("inf"), "x"]:
    attempt("utcfromtimestamp(%r)" % (ts,), lambda: dt.utcfromtimestamp(ts))
attempt("fromtimestamp(0, 5)", lambda: dt.fromtimestamp(0, 5))
print(a.timestamp(), b.timestamp(), dt(1, 1, 1, tzinfo=utc).timestamp(), dt(2024, 1, 2, 3, 4, 5, 123, ist).timestamp())
print(dt(1970, 1, 1, tzinfo=utc) + timedelta(seconds=1704164645), a.utctimetuple()[:], a.timetuple()[:])


# a tzinfo subclass with a daylight-saving rule (the last Sundays of March and October, at 01:00 UTC)
class Europe(tzinfo):
    def __init__(self, base, name, summer):
        self.base, self.name, self.summer = base, name, summer

    def _start_end(self, year):
        start = dt(year, 3, 31, 1) - timedelta(days=(dt(year, 3, 31).weekday() + 1) % 7)
        end = dt(year, 10, 31, 1) - timedelta(days=(dt(year, 10, 31).weekday() + 1) % 7)
        return start + self.base, end + self.base

    def dst(self, when):
        if when is None:
            return timedelta(0)
        start, end = self._start_end(when.year)
        naive = when.replace(tzinfo=None)
        if start <= naive < end + timedelta(hours=1) - timedelta(hours=1 if when.fold else 0):
            return timedelta(hours=1)
        return timedelta(0)

    def utcoffset(self, when):
        return self.base + self.dst(when)

    def tzname(self, when):
        return self.summer if self.dst(when) else self.name

    def __repr__(self):
        return "Europe(%r)" % self.name


cet = Europe(timedelta(hours=1), "CET", "CEST")
for m in [1, 7]:
    w = dt(2024, m, 15, 12, tzinfo=cet)
    print(repr(w), w, w.utcoffset(), w.dst(), w.tzname(), w.strftime("%H:%M %Z %z"), w.timetuple().tm_isdst)
    print(repr(w.astimezone(utc)), repr(w.astimezone(utc).astimezone(cet)))
print(repr(dt(2024, 3, 31, 0, 30, tzinfo=utc).astimezone(cet)), repr(dt(2024, 3, 31, 1, 30, tzinfo=utc).astimezone(cet)))


class BadOffset(tzinfo):
    def __init__(self, value):
        self.value = value

    def utcoffset(self, when):
        return self.value

    def tzname(self, when):
        return self.value


for v in [5, timedelta(days=1), timedelta(hours=-25)]:
    attempt("utcoffset() -> %r" % (v,), lambda: dt(2024, 1, 1, tzinfo=BadOffset(v)).utcoffset())
attempt("tzname() -> 5", lambda: dt(2024, 1, 1, tzinfo=BadOffset(5)).tzname())


class Stamp(dt):
    pass


s = Stamp(2024, 1, 2, 3, tzinfo=utc)
print(repr(s), type(s + timedelta(1)).__name__, type(s.astimezone(ist)).__name__, type(Stamp.utcfromtimestamp(0)).__name__,
      type(Stamp.fromisoformat("2024-01-01")).__name__, type(Stamp.combine(date(2024, 1, 1), time())).__name__)
try:
    a.hour = 5
except AttributeError as e:
    print("AttributeError", e)
