"""time for pith: clocks (`time`, `perf_counter`, `monotonic`,
`process_time` and their `_ns` forms), `sleep`, and calendar time:
`struct_time`, `localtime`, `gmtime`, `mktime`, `strftime`, `asctime`,
`ctime` and the zone values (`timezone`, `altzone`, `daylight`, `tzname`).
The conversions themselves are the C library's (in `_time`), so local time
and `%c` read as CPython's do. `strptime` is `datetime`'s parser.
`get_clock_info`, `thread_time` and `clock_settime` are not supported.
"""
from _time import (time, time_ns, perf_counter, perf_counter_ns, monotonic,
                   monotonic_ns, process_time, process_time_ns, sleep)
import _time

_FIELDS = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec",
           "tm_wday", "tm_yday", "tm_isdst")
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
           "Oct", "Nov", "Dec")


class struct_time(tuple):
    """A time as a 9-tuple (year, month, day, hour, minute, second, weekday,
    day of the year, DST flag) with the zone's name and offset as the
    attributes `tm_zone` and `tm_gmtoff`."""

    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0

    def __new__(cls, seq, dict=None):
        items = tuple(seq)
        if len(items) < 9:
            raise TypeError("time.struct_time() takes an at least 9-sequence (%d-sequence given)" % len(items))
        if len(items) > 11:
            raise TypeError("time.struct_time() takes an at most 11-sequence (%d-sequence given)" % len(items))
        self = tuple.__new__(cls, items[:9])
        extra = items[9:] + (None,) * (11 - len(items))
        self._zone, self._gmtoff = extra
        return self

    tm_year = property(lambda self: self[0])
    tm_mon = property(lambda self: self[1])
    tm_mday = property(lambda self: self[2])
    tm_hour = property(lambda self: self[3])
    tm_min = property(lambda self: self[4])
    tm_sec = property(lambda self: self[5])
    tm_wday = property(lambda self: self[6])
    tm_yday = property(lambda self: self[7])
    tm_isdst = property(lambda self: self[8])
    tm_zone = property(lambda self: self._zone)
    tm_gmtoff = property(lambda self: self._gmtoff)

    def __repr__(self):
        return "time.struct_time(%s)" % ", ".join("%s=%r" % (n, v) for n, v in zip(_FIELDS, self))

    def __reduce__(self):
        return (struct_time, (tuple(self) + (self._zone, self._gmtoff),))


def _seconds(secs):
    if secs is None:
        return time()
    if not isinstance(secs, (int, float)):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(secs).__name__)
    return secs


def localtime(secs=None):
    """The local time of `secs` seconds since the epoch (now by default)."""
    return struct_time(_time.broken_down(_seconds(secs), True))


def gmtime(secs=None):
    """The UTC time of `secs` seconds since the epoch (now by default)."""
    return struct_time(_time.broken_down(_seconds(secs), False))


def mktime(t):
    """The seconds since the epoch of local time `t` (the inverse of localtime)."""
    return _time.mktime(_as_tuple(t, "mktime"))


def _as_tuple(t, what):
    if not isinstance(t, tuple):
        raise TypeError("Tuple or struct_time argument required")
    if len(t) != 9 and not isinstance(t, struct_time):
        raise TypeError("%s(): illegal time tuple argument" % what)
    for v in t[:9]:
        if not isinstance(v, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    return tuple(t[:9])


def _checked(t, what):
    """`t` as a 9-tuple, with the ranges strftime and asctime require
    (a month, day or day of the year of 0 means the first)."""
    year, mon, mday, hour, minute, sec, wday, yday, isdst = _as_tuple(t, what)
    if mon == 0:
        mon = 1
    elif not 1 <= mon <= 12:
        raise ValueError("month out of range")
    if mday == 0:
        mday = 1
    elif not 1 <= mday <= 31:
        raise ValueError("day of month out of range")
    if not 0 <= hour <= 23:
        raise ValueError("hour out of range")
    if not 0 <= minute <= 59:
        raise ValueError("minute out of range")
    if not 0 <= sec <= 61:
        raise ValueError("seconds out of range")
    if wday < 0:
        raise ValueError("day of week out of range")
    if yday == 0:
        yday = 1
    elif not 1 <= yday <= 366:
        raise ValueError("day of year out of range")
    isdst = 1 if isdst > 0 else (-1 if isdst < 0 else 0)
    return (year, mon, mday, hour, minute, sec, wday % 7, yday, isdst)


def strftime(format, t=None):
    """`t` (the local time now by default) formatted by the C library's
    strftime (the C locale)."""
    if not isinstance(format, str):
        raise TypeError("strftime() argument 1 must be str, not %s" % type(format).__name__)
    if t is None:
        t = localtime()
    fields = _checked(t, "strftime")
    if isinstance(t, struct_time) and t._zone is not None:
        zone, gmtoff = t._zone, t._gmtoff or 0
    else:
        zone, gmtoff = tzname[1 if fields[8] > 0 else 0], 0
    return _time.strftime(format, fields, zone, gmtoff)


def asctime(t=None):
    """`t` (now by default) as 'Sun Jun 20 23:21:05 1993'."""
    if t is None:
        t = localtime()
    year, mon, mday, hour, minute, sec, wday = _checked(t, "asctime")[:7]
    return "%s %s%3d %.2d:%.2d:%.2d %d" % (_DAYS[wday], _MONTHS[mon - 1], mday, hour, minute, sec, year)


def ctime(secs=None):
    """asctime(localtime(secs))."""
    return asctime(localtime(secs))


def strptime(string, format="%a %b %d %H:%M:%S %Y"):
    """Parses `string` by `format` into a struct_time (via datetime's parser)."""
    import datetime
    return datetime._strptime_struct(string, format)


def _zone_values():
    """(timezone, altzone, daylight, tzname) from January and July of this year."""
    year = localtime()[0]
    jan = localtime(mktime((year, 1, 1, 0, 0, 0, 0, 1, -1)))
    jul = localtime(mktime((year, 7, 1, 0, 0, 0, 0, 1, -1)))
    if jan.tm_gmtoff != jul.tm_gmtoff:
        winter, summer = (jan, jul) if jan.tm_gmtoff < jul.tm_gmtoff else (jul, jan)
        return -winter.tm_gmtoff, -summer.tm_gmtoff, 1, (winter.tm_zone, summer.tm_zone)
    return -jan.tm_gmtoff, -jan.tm_gmtoff, 0, (jan.tm_zone, jan.tm_zone)


timezone, altzone, daylight, tzname = _zone_values()
