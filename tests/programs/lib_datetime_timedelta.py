# datetime.timedelta: normalization of every component, float components rounded as CPython does, repr/str, total_seconds, arithmetic, multiplication and division by int/float/timedelta, floor division, modulo, divmod, comparisons, hashing, min/max/resolution, overflow and type errors
from datetime import timedelta


def attempt(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)


print(repr(timedelta()), repr(timedelta(1)), repr(timedelta(days=1, seconds=3600)), repr(timedelta(0, 0, 1)))
print(repr(timedelta(hours=-1)), repr(timedelta(microseconds=-1)), repr(timedelta(seconds=-86400)))
print(repr(timedelta(weeks=2, days=-1, hours=25, minutes=61, seconds=61, milliseconds=1001, microseconds=1001)))
t = timedelta(days=-1, seconds=5, microseconds=7)
print(t.days, t.seconds, t.microseconds, repr(-t), repr(abs(t)), repr(+t))
print(repr(timedelta.min), repr(timedelta.max), repr(timedelta.resolution))

# floats: whole parts exact, fractions summed and rounded half to even
for kw in [dict(seconds=1.5), dict(days=0.5), dict(days=1 / 3), dict(seconds=1 / 3), dict(microseconds=0.5),
           dict(microseconds=1.5), dict(microseconds=2.5), dict(microseconds=-0.5), dict(microseconds=-1.5),
           dict(seconds=0.0000005), dict(seconds=0.0000015), dict(milliseconds=0.0005, microseconds=0.5),
           dict(days=1.1, hours=2.2, minutes=3.3, seconds=4.4, milliseconds=5.5, microseconds=6.6, weeks=0.7),
           dict(days=-1.1, hours=2.2, minutes=-3.3, seconds=4.4, milliseconds=-5.5, microseconds=6.6, weeks=-0.7),
           dict(hours=1e-7), dict(weeks=1e5 + 0.25), dict(days=True)]:
    attempt("timedelta(%s)" % ", ".join("%s=%r" % kv for kv in kw.items()), lambda: timedelta(**kw))

# errors
for kw in [dict(days=10**9), dict(days=-10**9), dict(days=999999999, hours=24), dict(days="1"),
           dict(seconds=None), dict(hours=[]), dict(seconds=float("inf")), dict(seconds=float("nan")),
           dict(weeks=10**12)]:
    attempt("timedelta(%s)" % ", ".join("%s=%r" % kv for kv in kw.items()), lambda: timedelta(**kw))
attempt("-timedelta.max", lambda: -timedelta.max)
attempt("timedelta.max + resolution", lambda: timedelta.max + timedelta.resolution)
attempt("abs(timedelta.min)", lambda: abs(timedelta.min))
attempt("timedelta.min * 2", lambda: timedelta.min * 2)

# str
for x in [timedelta(), timedelta(days=1), timedelta(days=2, microseconds=5), timedelta(days=-1),
          timedelta(seconds=-1), timedelta(days=-2, seconds=5), timedelta(hours=100), timedelta(0, 59, 999999),
          timedelta.max, timedelta.min]:
    print(str(x), "|", x.total_seconds())
print(f"{timedelta(minutes=90)}", "{}".format(timedelta(hours=-2)), [timedelta(seconds=5)])

# arithmetic
h = timedelta(hours=1)
print(repr(timedelta(1) + h), repr(timedelta(1) - h), repr(h - timedelta(1)), repr(h * 3), repr(3 * h))
print(repr(h * 1.5), repr(timedelta(microseconds=1) * 0.5), repr(timedelta(microseconds=3) * 0.5),
      repr(timedelta(microseconds=-3) * 0.5), repr(0.1 * timedelta(seconds=1)), repr(h * -2), repr(h * True))
print(repr(h / 7), repr(timedelta(microseconds=5) / 2), repr(timedelta(microseconds=7) / 2),
      repr(timedelta(microseconds=-5) / 2), repr(timedelta(microseconds=5) / -2), repr(h / 2.5),
      repr(timedelta(microseconds=1) / 3.0))
print(h / timedelta(minutes=7), h // timedelta(minutes=7), repr(h % timedelta(minutes=7)),
      divmod(h, timedelta(minutes=7)), divmod(-h, timedelta(minutes=7)))
print(repr(h // 7), repr(timedelta(microseconds=-5) // 2), timedelta(days=1) / timedelta(hours=1))
attempt("td / 0", lambda: timedelta(1) / 0)
attempt("td / td(0)", lambda: timedelta(1) / timedelta(0))
attempt("td // 0", lambda: timedelta(1) // 0)
attempt("td // td(0)", lambda: timedelta(1) // timedelta(0))
attempt("td % td(0)", lambda: timedelta(1) % timedelta(0))
attempt("td / 0.0", lambda: timedelta(1) / 0.0)
attempt("td // 1.5", lambda: timedelta(1) // 1.5)
attempt("td % 2", lambda: timedelta(1) % 2)
attempt("td + 1", lambda: timedelta(1) + 1)
attempt("1 + td", lambda: 1 + timedelta(1))
attempt("td - 1", lambda: timedelta(1) - 1)
attempt("1 - td", lambda: 1 - timedelta(1))
attempt("td / 'x'", lambda: timedelta(1) / "x")
attempt("2 / td", lambda: 2 / timedelta(1))
attempt("td * td", lambda: timedelta(1) * timedelta(1))

# comparisons and hashing
print(timedelta(1) == timedelta(hours=24), timedelta(1) != timedelta(hours=24), timedelta(1) < timedelta(hours=25),
      timedelta(1) >= timedelta(hours=25), timedelta(-1) < timedelta(0), timedelta(1) == 1, timedelta(0) == 0)
print(bool(timedelta(0)), bool(timedelta(microseconds=1)), bool(timedelta(-1)))
print(hash(timedelta(1)) == hash(timedelta(hours=24)), len({timedelta(1), timedelta(hours=24), timedelta(2)}))
print(sorted([timedelta(1), timedelta(-1), timedelta(0, 5)]), max(timedelta(1), timedelta(hours=25)))
print(sum([timedelta(hours=5), timedelta(hours=20)], timedelta()))


class Span(timedelta):
    pass


s = Span(hours=2)
print(repr(s), type(s).__name__, type(s + s).__name__, s == timedelta(hours=2))
