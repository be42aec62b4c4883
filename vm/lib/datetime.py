"""datetime for pith: date, time, datetime, timedelta, tzinfo and timezone
(UTC and fixed offsets), MINYEAR/MAXYEAR; arithmetic, comparisons,
hashing, ISO calendar, ordinals, timestamps, strftime (the C locale's
directives, glibc's flags and widths) and strptime, isoformat and
fromisoformat (3.11 rules).

UTC conversions do their own calendar arithmetic on the epoch; local time
(now, today, fromtimestamp without a zone, timestamp of a naive datetime,
astimezone() without a zone, strftime's %s) asks time.localtime, and is
refused by name when the time module lacks it. Refused: pickling by
bytes state (date(b'...')) and the C API capsule."""
import time as _time

__all__ = ["date", "datetime", "time", "timedelta", "timezone", "tzinfo", "MINYEAR", "MAXYEAR", "UTC"]

MINYEAR = 1
MAXYEAR = 9999

_MISSING = object()
_DAYS_IN_MONTH = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_DAYS_BEFORE_MONTH = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
_MAX_ORDINAL = 3652059          # date(9999, 12, 31).toordinal()
_EPOCH_ORDINAL = 719163         # date(1970, 1, 1).toordinal()
_US_PER_DAY = 86400000000
_MONTH_ABBR = ("", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_MONTH_NAMES = ("", "January", "February", "March", "April", "May", "June", "July", "August",
                "September", "October", "November", "December")
_DAY_ABBR = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


# ---------------------------------------------------------------- calendar

def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _ymd_to_ordinal(year, month, day):
    """Days since 0001-01-00 in the proleptic Gregorian calendar."""
    y = year - 1
    days = y * 365 + y // 4 - y // 100 + y // 400 + _DAYS_BEFORE_MONTH[month] + day
    if month > 2 and _is_leap(year):
        days += 1
    return days


def _ordinal_to_ymd(n):
    """Inverse of _ymd_to_ordinal: split into 400-, 100-, 4- and 1-year cycles."""
    n -= 1
    n400, n = divmod(n, 146097)
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    year = n400 * 400 + n100 * 100 + n4 * 4 + n1 + 1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leap = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    before = _DAYS_BEFORE_MONTH[month] + (1 if month > 2 and leap else 0)
    if before > n:
        month -= 1
        before = _DAYS_BEFORE_MONTH[month] + (1 if month > 2 and leap else 0)
    return year, month, n - before + 1


def _iso_week1_monday(year):
    jan1 = _ymd_to_ordinal(year, 1, 1)
    weekday = (jan1 + 6) % 7
    monday = jan1 - weekday
    if weekday > 3:
        monday += 7
    return monday


def _iso_calendar(year, month, day):
    ordinal = _ymd_to_ordinal(year, month, day)
    monday = _iso_week1_monday(year)
    if ordinal < monday:
        year -= 1
        monday = _iso_week1_monday(year)
    else:
        next_monday = _iso_week1_monday(year + 1)
        if ordinal >= next_monday:
            year += 1
            monday = next_monday
    week, weekday = divmod(ordinal - monday, 7)
    return year, week + 1, weekday + 1


# ---------------------------------------------------------------- argument checks

def _type_name(obj):
    """The type's name as CPython's C types print it ('datetime.date')."""
    cls = type(obj)
    if cls in _BASE_TYPES:
        return "datetime." + cls.__name__
    return cls.__name__


def _index(value):
    if isinstance(value, int):
        return int(value)
    index = getattr(type(value), "__index__", None)
    if index is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(value).__name__)
    return index(value)


def _c_int(value):
    """An int argument as CPython's "i" format converts it."""
    value = _index(value)
    if -2147483648 <= value <= 2147483647:
        return value
    if not -9223372036854775808 <= value <= 9223372036854775807:
        raise OverflowError("Python int too large to convert to C long")
    if value > 0:
        raise OverflowError("signed integer is greater than maximum")
    raise OverflowError("signed integer is less than minimum")


def _missing(name, pos):
    raise TypeError("function missing required argument '%s' (pos %d)" % (name, pos))


def _refuse_state(value):
    if isinstance(value, (bytes, bytearray)):
        raise NotImplementedError("datetime: building from a pickled bytes state is not supported by pith")


def _check_date(year, month, day):
    _refuse_state(year)
    if year is _MISSING:
        _missing("year", 1)
    if month is _MISSING:
        _missing("month", 2)
    if day is _MISSING:
        _missing("day", 3)
    if type(year) is not int or type(month) is not int or type(day) is not int \
            or not -2147483648 <= year <= 2147483647:
        year, month, day = _c_int(year), _c_int(month), _c_int(day)
    if not 1 <= year <= 9999:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= 28 and (day < 1 or day > _days_in_month(year, month)):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time(hour, minute, second, microsecond, fold):
    _refuse_state(hour)
    if type(hour) is not int or type(minute) is not int or type(second) is not int \
            or type(microsecond) is not int:
        hour, minute, second, microsecond = _c_int(hour), _c_int(minute), _c_int(second), _c_int(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold != 0 and fold != 1:
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'"
                        % type(tz).__name__)


def _check_offset(offset, method):
    """A utcoffset()/dst() result: None or a timedelta within a day."""
    if offset is None:
        return None
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'" % (method, type(offset).__name__))
    if not -_US_PER_DAY < offset._days * _US_PER_DAY + offset._seconds * 1000000 + offset._microseconds < _US_PER_DAY:
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24).")
    return offset


def _check_tzname(name):
    if name is not None and not isinstance(name, str):
        raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % type(name).__name__)
    return name


def _arg_type(value):
    """A type's name as CPython's argument errors print it (None as 'None')."""
    return "None" if value is None else type(value).__name__


def _cmp_fail(op, a, b):
    raise TypeError("'%s' not supported between instances of '%s' and '%s'" % (op, _type_name(a), _type_name(b)))


def _binop_fail(op, a, b):
    raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (op, _type_name(a), _type_name(b)))


def _unknown(other):
    """Whether `other` may still handle the operation itself (so
    NotImplemented is the answer); builtin types and this module's never do."""
    module = getattr(type(other), "__module__", "builtins")
    return module != "builtins" and module != __name__


def _divide_nearest(num, den):
    """num / den rounded to the nearest int, ties to even."""
    if den < 0:
        num, den = -num, -den
    q, r = divmod(num, den)
    twice = 2 * r
    if twice > den or (twice == den and q % 2 == 1):
        q += 1
    return q


def _format_offset(off, sep):
    """+HH:MM[:SS[.ffffff]] (sep ':') or +HHMM[SS[.ffffff]] (sep '')."""
    if off is None:
        return ""
    us = off._days * _US_PER_DAY + off._seconds * 1000000 + off._microseconds
    sign = "+"
    if us < 0:
        sign = "-"
        us = -us
    s, us = divmod(us, 1000000)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    text = "%s%02d%s%02d" % (sign, h, sep, m)
    if s or us:
        text += "%s%02d" % (sep, s)
        if us:
            text += ".%06d" % us
    return text


_TWO_DIGITS = tuple("%02d" % i for i in range(100))


def _format_date(y, m, d):
    if y >= 1000:
        return "%d-%s-%s" % (y, _TWO_DIGITS[m], _TWO_DIGITS[d])
    return "%04d-%02d-%02d" % (y, m, d)


def _format_time(hh, mm, ss, us, timespec):
    if timespec == "auto":
        two = _TWO_DIGITS
        if us:
            return two[hh] + ":" + two[mm] + ":" + two[ss] + "." + str(us).zfill(6)
        return two[hh] + ":" + two[mm] + ":" + two[ss]
    if timespec == "hours":
        return "%02d" % hh
    if timespec == "minutes":
        return "%02d:%02d" % (hh, mm)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (hh, mm, ss)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (hh, mm, ss, us // 1000)
    if timespec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (hh, mm, ss, us)
    raise ValueError("Unknown timespec value")


def _split_timestamp(t):
    """A timestamp as (whole seconds, microseconds), rounded half to even."""
    if isinstance(t, int):
        t = _index(t)
        if not -9223372036854775808 <= t <= 9223372036854775807:
            raise OverflowError("timestamp out of range for platform time_t")
        return t, 0
    if not isinstance(t, float):
        if hasattr(type(t), "__float__") and not hasattr(type(t), "__index__"):
            t = float(t)
        else:
            return _index(t), 0
    if t != t:
        raise ValueError("Invalid value NaN (not a number)")
    if not -9.223372036854776e18 <= t < 9.223372036854776e18:
        raise OverflowError("timestamp out of range for platform time_t")
    whole = int(t)
    us = round((t - whole) * 1e6)
    if us >= 1000000:
        whole += 1
        us -= 1000000
    elif us < 0:
        whole -= 1
        us += 1000000
    return whole, us


def _utc_fields(seconds):
    """(year, month, day, hour, minute, second) of a POSIX time in UTC."""
    days, rem = divmod(seconds, 86400)
    ordinal = days + _EPOCH_ORDINAL
    if not 1 <= ordinal <= _MAX_ORDINAL:
        raise ValueError("year %d is out of range" % _year_of_ordinal(ordinal))
    y, m, d = _ordinal_to_ymd(ordinal)
    hh, rem = divmod(rem, 3600)
    mm, ss = divmod(rem, 60)
    return y, m, d, hh, mm, ss


def _year_of_ordinal(n):
    n -= 1
    n400, n = divmod(n, 146097)
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    year = n400 * 400 + n100 * 100 + n4 * 4 + n1 + 1
    if n1 == 4 or n100 == 4:
        year -= 1
    return year


def _utc_seconds(y, m, d, hh, mm, ss):
    return (_ymd_to_ordinal(y, m, d) - _EPOCH_ORDINAL) * 86400 + hh * 3600 + mm * 60 + ss


# ---------------------------------------------------------------- local time

def _time_function(name):
    fn = getattr(_time, name, None)
    if fn is None:
        raise NotImplementedError("datetime: local time needs time.%s, which pith's time module does not have"
                                  % name)
    return fn


def _local_fields(seconds):
    try:
        tm = _time_function("localtime")(seconds)
    except (OverflowError, ValueError, OSError):
        raise OverflowError("timestamp out of range for platform time_t")
    return tm


def _local(u):
    """The local wall clock at POSIX time u, as seconds on the UTC scale."""
    tm = _local_fields(u)
    if not 1 <= tm[0] <= 9999:
        raise ValueError("year %d is out of range" % tm[0])
    return _utc_seconds(tm[0], tm[1], tm[2], tm[3], tm[4], tm[5])


def _local_to_posix(y, m, d, hh, mm, ss, fold):
    """The POSIX time whose local wall clock reads the given fields (fold
    picks the later of two readings; in a gap, fold 0 gives the later
    instant and 1 the earlier one, as CPython does)."""
    t = _utc_seconds(y, m, d, hh, mm, ss)
    a = _local(t) - t
    u1 = t - a
    t1 = _local(u1)
    if t1 == t:
        u2 = u1 + 86400 if fold else u1 - 86400
        b = _local(u2) - u2
        if a == b:
            return u1
    else:
        b = t1 - u1
    u2 = t - b
    t2 = _local(u2)
    if t2 == t:
        return u2
    if t1 == t:
        return u1
    return min(u1, u2) if fold else max(u1, u2)


def _local_timezone(posix):
    tm = _local_fields(posix)
    gmtoff = getattr(tm, "tm_gmtoff", None)
    if gmtoff is None:
        gmtoff = _utc_seconds(tm[0], tm[1], tm[2], tm[3], tm[4], tm[5]) - posix
    name = getattr(tm, "tm_zone", None)
    if name is None:
        name = _time.tzname[1 if tm[8] > 0 else 0]
    return timezone(timedelta(0, gmtoff), name)


def _struct_time(fields):
    cls = getattr(_time, "struct_time", None)
    if cls is None:
        raise NotImplementedError("datetime: timetuple() needs time.struct_time, which pith's time module does not have")
    return cls(fields)


# ---------------------------------------------------------------- strftime

def _pad(value, width, explicit, flag, default_pad):
    """A number as glibc pads it: to its own width (or a wider one asked
    for) with its own pad, or as the flag says ('-' none, '_' spaces, '0'
    zeros; '-' with a width pads with spaces)."""
    text = str(value)
    if flag == "-":
        return text.rjust(explicit) if explicit > len(text) else text
    pad = default_pad
    if flag == "_":
        pad = " "
    elif flag == "0":
        pad = "0"
    if explicit > width:
        width = explicit
    if len(text) < width:
        if value < 0 and pad == "0":
            return "-" + text[1:].rjust(width - 1, "0")
        return text.rjust(width, pad)
    return text


def _week_number(yday, weekday_from_sunday, first):
    """%U (first=0, weeks start on Sunday) and %W (first=1, on Monday)."""
    return (yday + 7 - ((weekday_from_sunday - first) % 7)) // 7


# numeric directives: (default width, default pad)
_NUMERIC = {"d": (2, "0"), "e": (2, " "), "H": (2, "0"), "I": (2, "0"), "k": (2, " "), "l": (2, " "),
            "j": (3, "0"), "m": (2, "0"), "M": (2, "0"), "S": (2, "0"), "y": (2, "0"), "Y": (1, "0"),
            "C": (1, "0"), "g": (2, "0"), "G": (1, "0"), "U": (2, "0"), "W": (2, "0"), "V": (2, "0"),
            "u": (1, "0"), "w": (1, "0"), "s": (1, "0")}
_COMPOSITE = {"c": "%a %b %e %H:%M:%S %Y", "x": "%m/%d/%y", "X": "%H:%M:%S", "D": "%m/%d/%y",
              "T": "%H:%M:%S", "R": "%H:%M", "r": "%I:%M:%S %p", "F": "%Y-%m-%d"}
_TEXT = "aAbBhpPZ"


_strftime_cache = {}


def _parse_strftime(fmt):
    """The format as a list of literal strings and (directive, flag, width,
    source) tuples; flag None marks %z, %Z and %f, which Python formats
    itself (CPython replaces them before the C library sees the format)."""
    items = []
    i = 0
    n = len(fmt)
    while i < n:
        j = fmt.find("%", i)
        if j < 0:
            items.append(fmt[i:])
            break
        if j > i:
            items.append(fmt[i:j])
        k = j + 1
        if k >= n:
            items.append("%")
            break
        c = fmt[k]
        if c == "z" or c == "Z" or c == "f":
            items.append((c, None, -1, fmt[j:k + 1]))
            i = k + 1
            continue
        flag = ""
        while k < n and fmt[k] in "-_0^#":
            flag = fmt[k]
            k += 1
        start = k
        while k < n and "0" <= fmt[k] <= "9":
            k += 1
        width = int(fmt[start:k]) if k > start else -1
        if k < n and fmt[k] in "EO":
            k += 1
        if k >= n:
            items.append(fmt[j:])
            break
        i = k + 1
        items.append((fmt[k], flag, width, fmt[j:i]))
    return items


def _strftime(fmt, y, mo, d, hh, mi, ss, us, obj):
    """Format like glibc's strftime in the C locale; obj (a date, time or
    datetime) supplies %z, %Z and %s."""
    if not isinstance(fmt, str):
        raise TypeError("strftime() argument 1 must be str, not %s" % _arg_type(fmt))
    items = _strftime_cache.get(fmt)
    if items is None:
        items = _parse_strftime(fmt)
        if len(_strftime_cache) > 200:
            _strftime_cache.clear()
        _strftime_cache[fmt] = items
    out = []
    two = _TWO_DIGITS
    for item in items:
        if type(item) is str:
            out.append(item)
            continue
        c, flag, width, source = item
        if flag is None:
            out.append(_tz_directive(c, us, obj))
        elif flag == "" and width < 0 and c in "YmdHMS":
            if c == "Y":
                out.append(str(y))
            elif c == "m":
                out.append(two[mo])
            elif c == "d":
                out.append(two[d])
            elif c == "H":
                out.append(two[hh])
            elif c == "M":
                out.append(two[mi])
            else:
                out.append(two[ss])
        else:
            text = _directive(c, flag, width, y, mo, d, hh, mi, ss, us, obj)
            if text is None:
                out.append(source.upper() if flag == "^" else source)
            else:
                out.append(text)
    return "".join(out)


def _tz_directive(c, us, obj):
    if c == "f":
        return "%06d" % us
    if c == "z":
        return _format_offset(obj.utcoffset(), "") if obj is not None else ""
    name = obj.tzname() if obj is not None else None
    return "" if name is None else name


def _directive(c, flag, width, y, mo, d, hh, mi, ss, us, obj):
    spec = _NUMERIC.get(c)
    if spec is not None:
        value = _numeric_field(c, y, mo, d, hh, mi, ss, obj)
        return _pad(value, spec[0], width, flag, spec[1])
    if c in _TEXT:
        if c == "a":
            text = _DAY_ABBR[(_ymd_to_ordinal(y, mo, d) + 6) % 7]
        elif c == "A":
            text = _DAY_NAMES[(_ymd_to_ordinal(y, mo, d) + 6) % 7]
        elif c == "b" or c == "h":
            text = _MONTH_ABBR[mo]
        elif c == "B":
            text = _MONTH_NAMES[mo]
        elif c == "p":
            text = "AM" if hh < 12 else "PM"
            if flag == "#":
                text = text.lower()
        elif c == "P":
            text = "am" if hh < 12 else "pm"
        else:
            # with a flag or width, %Z reaches the C library, which has no zone
            text = ""
        if (flag == "^" and c != "P") or (flag == "#" and c in "aAbBh"):
            text = text.upper()
        if width > len(text):
            text = text.rjust(width, "0" if flag == "0" else " ")
        return text
    if c in _COMPOSITE:
        text = _strftime(_COMPOSITE[c], y, mo, d, hh, mi, ss, us, obj)
        if flag == "^":
            text = text.upper()
        if width > len(text):
            text = text.rjust(width, "0" if flag == "0" else " ")
        return text
    if c == "n":
        return "\n"
    if c == "t":
        return "\t"
    if c == "%":
        return "%".rjust(width, "0" if flag == "0" else " ") if width > 1 else "%"
    if c == "z":
        # with a flag or width, %z reaches the C library, which has no offset
        return ""
    return None


def _numeric_field(c, y, mo, d, hh, mi, ss, obj):
    if c == "d" or c == "e":
        return d
    if c == "H" or c == "k":
        return hh
    if c == "I" or c == "l":
        return (hh + 11) % 12 + 1
    if c == "M":
        return mi
    if c == "S":
        return ss
    if c == "m":
        return mo
    if c == "Y":
        return y
    if c == "y":
        return y % 100
    if c == "C":
        return y // 100
    if c == "j":
        return _ymd_to_ordinal(y, mo, d) - _ymd_to_ordinal(y, 1, 1) + 1
    if c == "u":
        return (_ymd_to_ordinal(y, mo, d) + 6) % 7 + 1
    if c == "w":
        return _ymd_to_ordinal(y, mo, d) % 7
    if c == "U" or c == "W":
        yday = _ymd_to_ordinal(y, mo, d) - _ymd_to_ordinal(y, 1, 1)
        return _week_number(yday, _ymd_to_ordinal(y, mo, d) % 7, 0 if c == "U" else 1)
    if c == "G" or c == "g" or c == "V":
        iy, iw, _ = _iso_calendar(y, mo, d)
        if c == "V":
            return iw
        return iy if c == "G" else iy % 100
    # "s": seconds since the epoch of the local wall clock
    return _local_to_posix(y, mo, d, hh, mi, ss, 0)


# ---------------------------------------------------------------- timedelta

def _new_delta(cls, us):
    """A timedelta of `us` microseconds, normalized."""
    d, us = divmod(us, _US_PER_DAY)
    s, us = divmod(us, 1000000)
    if not -999999999 <= d <= 999999999:
        if not -2147483648 <= d <= 2147483647:
            raise OverflowError("Python int too large to convert to C int")
        raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
    self = object.__new__(cls)
    self._days = d
    self._seconds = s
    self._microseconds = us
    self._hashcode = -1
    return self


_DELTA_PARTS = (("microseconds", 1), ("milliseconds", 1000), ("seconds", 1000000),
                ("minutes", 60000000), ("hours", 3600000000), ("days", _US_PER_DAY),
                ("weeks", 7 * _US_PER_DAY))


def _delta_microseconds(values):
    """Sum the components exactly (ints) or as CPython does (floats: the
    whole parts exactly, the fractions summed then rounded half to even)."""
    total = 0
    leftover = 0.0
    for (name, factor), value in zip(_DELTA_PARTS, values):
        if isinstance(value, int):
            total += int(value) * factor
        elif isinstance(value, float):
            whole = int(value)
            total += whole * factor
            frac = value - whole
            if frac:
                scaled = float(factor) * frac
                whole = int(scaled)
                total += whole
                leftover += scaled - whole
        else:
            raise TypeError("unsupported type for timedelta %s component: %s" % (name, type(value).__name__))
    if leftover:
        low = int(leftover // 1)
        rest = leftover - low
        if rest > 0.5 or (rest == 0.5 and (total + low) % 2 == 1):
            low += 1
        total += low
    return total


class timedelta:
    """A duration: days, seconds (0..86399) and microseconds (0..999999)."""
    __slots__ = ("_days", "_seconds", "_microseconds", "_hashcode")

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        if type(days) is int and type(seconds) is int and type(microseconds) is int and \
                type(milliseconds) is int and type(minutes) is int and type(hours) is int and type(weeks) is int:
            us = ((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000000 + \
                milliseconds * 1000 + microseconds
        else:
            us = _delta_microseconds((microseconds, milliseconds, seconds, minutes, hours, days, weeks))
        return _new_delta(cls, us)

    days = property(lambda self: self._days)
    seconds = property(lambda self: self._seconds)
    microseconds = property(lambda self: self._microseconds)

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def total_seconds(self):
        return self._us() / 1000000

    def __repr__(self):
        parts = []
        if self._days:
            parts.append("days=%d" % self._days)
        if self._seconds:
            parts.append("seconds=%d" % self._seconds)
        if self._microseconds:
            parts.append("microseconds=%d" % self._microseconds)
        return "%s(%s)" % (_qualified_name(self), ", ".join(parts) if parts else "0")

    def __str__(self):
        m, s = divmod(self._seconds, 60)
        h, m = divmod(m, 60)
        text = "%d:%02d:%02d" % (h, m, s)
        if self._microseconds:
            text += ".%06d" % self._microseconds
        if self._days:
            text = "%d day%s, %s" % (self._days, "" if abs(self._days) == 1 else "s", text)
        return text

    # arithmetic
    def __add__(self, other):
        if isinstance(other, timedelta):
            return _new_delta(timedelta, self._us() + other._us())
        if isinstance(other, date) or _unknown(other):
            return NotImplemented
        _binop_fail("+", self, other)

    def __radd__(self, other):
        if _unknown(other):
            return NotImplemented
        _binop_fail("+", other, self)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _new_delta(timedelta, self._us() - other._us())
        if _unknown(other):
            return NotImplemented
        _binop_fail("-", self, other)

    def __rsub__(self, other):
        if _unknown(other):
            return NotImplemented
        _binop_fail("-", other, self)

    def __neg__(self):
        return _new_delta(timedelta, -self._us())

    def __pos__(self):
        return _new_delta(timedelta, self._us())

    def __abs__(self):
        return _new_delta(timedelta, -self._us()) if self._days < 0 else _new_delta(timedelta, self._us())

    def __mul__(self, other):
        if isinstance(other, int):
            return _new_delta(timedelta, self._us() * other)
        if isinstance(other, float):
            num, den = other.as_integer_ratio()
            return _new_delta(timedelta, _divide_nearest(self._us() * num, den))
        if isinstance(other, timedelta):
            _binop_fail("*", self, other)
        return NotImplemented

    __rmul__ = __mul__

    def __rtruediv__(self, other):
        if _unknown(other):
            return NotImplemented
        _binop_fail("/", other, self)

    def __rfloordiv__(self, other):
        if _unknown(other):
            return NotImplemented
        _binop_fail("//", other, self)

    def __rmod__(self, other):
        if _unknown(other):
            return NotImplemented
        _binop_fail("%", other, self)

    def __rdivmod__(self, other):
        if _unknown(other):
            return NotImplemented
        _binop_fail("divmod()", other, self)

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            den = other._us()
            if den == 0:
                raise ZeroDivisionError("division by zero")
            return self._us() / den
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _new_delta(timedelta, _divide_nearest(self._us(), other))
        if isinstance(other, float):
            num, den = other.as_integer_ratio()
            if num == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _new_delta(timedelta, _divide_nearest(self._us() * den, num))
        if _unknown(other):
            return NotImplemented
        _binop_fail("/", self, other)

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            den = other._us()
            if den == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return self._us() // den
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return _new_delta(timedelta, self._us() // other)
        if _unknown(other):
            return NotImplemented
        _binop_fail("//", self, other)

    def __mod__(self, other):
        if isinstance(other, timedelta):
            den = other._us()
            if den == 0:
                raise ZeroDivisionError("integer modulo by zero")
            return _new_delta(timedelta, self._us() % den)
        if _unknown(other):
            return NotImplemented
        _binop_fail("%", self, other)

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            den = other._us()
            if den == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            q, r = divmod(self._us(), den)
            return q, _new_delta(timedelta, r)
        if _unknown(other):
            return NotImplemented
        _binop_fail("divmod()", self, other)

    # comparisons
    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._days == other._days and self._seconds == other._seconds and \
                self._microseconds == other._microseconds
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return not (self._days == other._days and self._seconds == other._seconds and
                        self._microseconds == other._microseconds)
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._us() < other._us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._us() <= other._us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._us() > other._us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._us() >= other._us()
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash((self._days, self._seconds, self._microseconds))
        return self._hashcode

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._microseconds))


def _qualified_name(obj):
    cls = type(obj)
    if cls in _BASE_TYPES:
        return "datetime." + cls.__name__
    return cls.__name__


def _read_only(name, type_name):
    def get(self):
        return getattr(self, "_" + name)

    def refuse(self, value):
        raise AttributeError("attribute '%s' of '%s' objects is not writable" % (name, type_name))
    return property(get, refuse)


# ---------------------------------------------------------------- date

def _new_date(year, month, day):
    self = object.__new__(date)
    self._year = year
    self._month = month
    self._day = day
    self._hashcode = -1
    return self


def _shifted_date(day, days):
    ordinal = _ymd_to_ordinal(day._year, day._month, day._day) + days
    if not 1 <= ordinal <= _MAX_ORDINAL:
        raise OverflowError("date value out of range")
    return _ordinal_to_ymd(ordinal)


def _add_days(day, days):
    """A date (of day's type) days after day."""
    y = day._year
    m = day._month
    d = day._day + days
    if not 1 <= d <= 28 and not (1 <= d <= _days_in_month(y, m)):
        y, m, d = _shifted_date(day, days)
    if type(day) is date:
        return _new_date(y, m, d)
    return type(day)(y, m, d)


class date:
    """A date in the proleptic Gregorian calendar."""
    __slots__ = ("_year", "_month", "_day", "_hashcode")

    def __new__(cls, year=_MISSING, month=_MISSING, day=_MISSING):
        if type(year) is not int or type(month) is not int or type(day) is not int \
                or not 1 <= year <= 9999 or not 1 <= month <= 12 or not 1 <= day <= 28:
            year, month, day = _check_date(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    year = _read_only("year", "datetime.date")
    month = _read_only("month", "datetime.date")
    day = _read_only("day", "datetime.date")

    # constructors
    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromtimestamp(cls, t):
        seconds = _split_timestamp(t)[0]
        tm = _local_fields(seconds)
        return cls(tm[0], tm[1], tm[2])

    @classmethod
    def fromordinal(cls, n):
        n = _index(n)
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        if n > _MAX_ORDINAL:
            raise ValueError("year %d is out of range" % _year_of_ordinal(n))
        y, m, d = _ordinal_to_ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        fields = _parse_iso_date(text) if len(text) in (7, 8, 10) else None
        if fields is None:
            raise ValueError("Invalid isoformat string: %r" % (text,))
        return cls(*fields)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        return cls(*_from_iso_calendar(year, week, day))

    # conversions
    def toordinal(self):
        return _ymd_to_ordinal(self._year, self._month, self._day)

    def weekday(self):
        return (_ymd_to_ordinal(self._year, self._month, self._day) + 6) % 7

    def isoweekday(self):
        return (_ymd_to_ordinal(self._year, self._month, self._day) + 6) % 7 + 1

    def isocalendar(self):
        return IsoCalendarDate(*_iso_calendar(self._year, self._month, self._day))

    def timetuple(self):
        return _build_timetuple(self._year, self._month, self._day, 0, 0, 0, -1)

    def replace(self, year=None, month=None, day=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    # formatting
    def isoformat(self):
        return _format_date(self._year, self._month, self._day)

    __str__ = isoformat

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_qualified_name(self), self._year, self._month, self._day)

    def ctime(self):
        return "%s %s %2d 00:00:00 %04d" % (_DAY_ABBR[self.weekday()], _MONTH_ABBR[self._month],
                                            self._day, self._year)

    def strftime(self, fmt):
        return _strftime(fmt, self._year, self._month, self._day, 0, 0, 0, 0, None)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if fmt:
            return self.strftime(fmt)
        return str(self)

    # arithmetic
    def __add__(self, other):
        if isinstance(other, timedelta):
            return _add_days(self, other._days)
        if _unknown(other):
            return NotImplemented
        _binop_fail("+", self, other)

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return _add_days(self, other._days)
        if _unknown(other):
            return NotImplemented
        _binop_fail("+", other, self)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _add_days(self, -other._days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return _new_delta(timedelta, (self.toordinal() - other.toordinal()) * _US_PER_DAY)
        if _unknown(other):
            return NotImplemented
        _binop_fail("-", self, other)

    def __rsub__(self, other):
        if _unknown(other):
            return NotImplemented
        _binop_fail("-", other, self)

    # comparisons (a datetime is never equal or ordered to a plain date)
    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._year == other._year and self._month == other._month and self._day == other._day
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return not (self._year == other._year and self._month == other._month and self._day == other._day)
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return (self._year, self._month, self._day) < (other._year, other._month, other._day)
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return (self._year, self._month, self._day) <= (other._year, other._month, other._day)
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return (self._year, self._month, self._day) > (other._year, other._month, other._day)
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return (self._year, self._month, self._day) >= (other._year, other._month, other._day)
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash((self._year, self._month, self._day))
        return self._hashcode

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day))


def _build_timetuple(y, m, d, hh, mm, ss, dst):
    ordinal = _ymd_to_ordinal(y, m, d)
    yday = ordinal - _ymd_to_ordinal(y, 1, 1) + 1
    return _struct_time((y, m, d, hh, mm, ss, (ordinal + 6) % 7, yday, dst))


def _from_iso_calendar(year, week, day):
    year, week, day = _c_int(year), _c_int(week), _c_int(day)
    if not 1 <= year <= 9999:
        raise ValueError("Year is out of range: %d" % year)
    if not 0 < week < 53:
        ok = False
        if week == 53:
            jan1_weekday = (_ymd_to_ordinal(year, 1, 1) + 6) % 7
            ok = jan1_weekday == 3 or (jan1_weekday == 2 and _is_leap(year))
        if not ok:
            raise ValueError("Invalid week: %d" % week)
    if not 0 < day < 8:
        raise ValueError("Invalid day: %d (range is [1, 7])" % day)
    ordinal = _iso_week1_monday(year) + (week - 1) * 7 + day - 1
    if not 1 <= ordinal <= _MAX_ORDINAL:
        raise ValueError("year %d is out of range" % _year_of_ordinal(ordinal))
    return _ordinal_to_ymd(ordinal)


class IsoCalendarDate(tuple):
    """The (year, week, weekday) that isocalendar() returns."""
    __slots__ = ()

    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    year = property(lambda self: self[0])
    week = property(lambda self: self[1])
    weekday = property(lambda self: self[2])

    def __repr__(self):
        name = type(self).__name__
        if type(self) is IsoCalendarDate:
            name = "datetime." + name
        return "%s(year=%d, week=%d, weekday=%d)" % (name, self[0], self[1], self[2])

    def __reduce__(self):
        return (tuple, (tuple(self),))


# ---------------------------------------------------------------- ISO parsing

def _digits(text, start, count):
    """The int of text[start:start+count] if those are all ASCII digits."""
    part = text[start:start + count]
    if len(part) != count:
        return None
    for ch in part:
        if not "0" <= ch <= "9":
            return None
    return int(part)


def _parse_iso_date(text):
    """(year, month, day) of YYYY-MM-DD, YYYYMMDD, YYYY-Www[-D] or
    YYYYWww[D]; None if the text is none of these."""
    year = _digits(text, 0, 4)
    if year is None:
        return None
    n = len(text)
    dashed = n > 4 and text[4] == "-"
    pos = 5 if dashed else 4
    if pos < n and text[pos] == "W":
        week = _digits(text, pos + 1, 2)
        if week is None:
            return None
        pos += 3
        day = 1
        if pos < n:
            if dashed:
                if text[pos] != "-":
                    return None
                pos += 1
            day = _digits(text, pos, 1)
            if day is None or pos + 1 != n:
                return None
        elif n != pos:
            return None
        try:
            return _from_iso_calendar(year, week, day)
        except ValueError:
            return None
    month = _digits(text, pos, 2)
    if month is None:
        return None
    pos += 2
    if dashed:
        if pos >= n or text[pos] != "-":
            return None
        pos += 1
    day = _digits(text, pos, 2)
    if day is None or pos + 2 != n:
        return None
    return year, month, day


def _date_length(text):
    """Where the date part of an ISO datetime string ends (CPython 3.11's
    rules for finding the separator)."""
    n = len(text)
    if n == 7:
        return 7
    if text[4] == "-":
        if text[5] == "W":
            if n < 8:
                return -1
            if n > 8 and text[8] == "-":
                if n == 9:
                    return -1
                if n > 10 and "0" <= text[10] <= "9":
                    return 8
                return 10
            return 8
        return 10
    if text[4] == "W":
        idx = 7
        while idx < n and "0" <= text[idx] <= "9":
            idx += 1
        if idx < 9:
            return idx
        return 7 if idx % 2 == 0 else 8
    return 8


def _parse_iso_time(text):
    """(hour, minute, second, microsecond, tzinfo) of an ISO time with an
    optional UTC offset; None if it is not one."""
    tz_pos = -1
    for i in range(len(text)):
        ch = text[i]
        if ch == "+" or ch == "-" or ch == "Z":
            tz_pos = i
            break
    clock = text if tz_pos < 0 else text[:tz_pos]
    fields = _parse_clock(clock)
    if fields is None:
        return None
    hh, mm, ss, us = fields
    tz = None
    if tz_pos >= 0:
        if text[tz_pos] == "Z":
            if tz_pos + 1 != len(text):
                return None
            tz = timezone.utc
        else:
            off = _parse_clock(text[tz_pos + 1:])
            if off is None:
                return None
            oh, om, osec, ous = off
            total = ((oh * 60 + om) * 60 + osec) * 1000000 + ous
            if text[tz_pos] == "-":
                total = -total
            if not -_US_PER_DAY < total < _US_PER_DAY:
                raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                                 "timedelta(hours=24), not %r." % (_new_delta(timedelta, total),))
            tz = timezone.utc if total == 0 else timezone(_new_delta(timedelta, total))
    return hh, mm, ss, us, tz


def _parse_clock(text):
    """HH[:MM[:SS[.fff...]]] or HH[MM[SS[.fff...]]] (',' also marks the
    fraction); None if malformed."""
    n = len(text)
    hh = _digits(text, 0, 2)
    if hh is None:
        return None
    values = [hh, 0, 0]
    pos = 2
    colons = None
    for k in (1, 2):
        if pos >= n or text[pos] in ".,":
            break
        if text[pos] == ":":
            if colons is False:
                return None
            colons = True
            pos += 1
        else:
            if colons:
                return None
            colons = False
        v = _digits(text, pos, 2)
        if v is None:
            return None
        values[k] = v
        pos += 2
    us = 0
    if pos < n:
        if text[pos] not in ".," or pos + 1 >= n:
            return None
        pos += 1
        digits = text[pos:pos + 6]
        for ch in text[pos:]:
            if not "0" <= ch <= "9":
                return None
        us = int(digits) * 10 ** (6 - len(digits))
    return values[0], values[1], values[2], us


# ---------------------------------------------------------------- tzinfo

class tzinfo:
    """Abstract base for time zone information."""
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt._tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        off = dt.utcoffset()
        if off is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        dst = dt.dst()
        if dst is None:
            raise ValueError("fromutc: non-None dst() result required")
        delta = off - dst
        if delta:
            dt = dt + delta
            dst = dt.dst()
            if dst is None:
                raise ValueError("fromutc: tz.dst() gave inconsistent results; cannot convert")
        return dt + dst

    def __reduce__(self):
        getinitargs = getattr(self, "__getinitargs__", None)
        args = getinitargs() if getinitargs else ()
        state = getattr(self, "__dict__", None)
        return (type(self), args, state or None)


def _check_dt_arg(dt, method):
    if dt is not None and not isinstance(dt, datetime):
        raise TypeError("%s(dt) argument must be a datetime instance or None, not %s" % (method, type(dt).__name__))


class timezone(tzinfo):
    """A fixed offset from UTC, with an optional name."""
    __slots__ = ("_offset", "_name")

    def __new__(cls, offset, name=_MISSING):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s" % _arg_type(offset))
        if name is _MISSING:
            name = None
            if offset._days == 0 and offset._seconds == 0 and offset._microseconds == 0 and cls is timezone:
                if _UTC is not None:
                    return _UTC
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % _arg_type(name))
        if not -_US_PER_DAY < offset._us() < _US_PER_DAY:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % (offset,))
        self = object.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __getinitargs__(self):
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is _UTC:
            return "datetime.timezone.utc"
        prefix = "datetime.timezone" if type(self) is timezone else type(self).__name__
        if self._name is None:
            return "%s(%r)" % (prefix, self._offset)
        return "%s(%r, %r)" % (prefix, self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        _check_dt_arg(dt, "utcoffset")
        return self._offset

    def tzname(self, dt):
        _check_dt_arg(dt, "tzname")
        if self._name is not None:
            return self._name
        if not self._offset:
            return "UTC"
        return "UTC" + _format_offset(self._offset, ":")

    def dst(self, dt):
        _check_dt_arg(dt, "dst")
        return None

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt._tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return dt + self._offset

    def __reduce__(self):
        return (type(self), self.__getinitargs__())


_UTC = None
_UTC = timezone(timedelta(0))
timezone.utc = _UTC
UTC = _UTC
timezone.min = timezone(timedelta(hours=-23, minutes=-59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
_EPOCH_DELTA = None


# ---------------------------------------------------------------- time

def _utcoffset(tz, dt):
    if tz is None:
        return None
    return _check_offset(tz.utcoffset(dt), "utcoffset")


class time:
    """A time of day, optionally with a tzinfo."""
    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold", "_hashcode")

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond = _check_time(hour, minute, second, microsecond, fold)
        if tzinfo is not None:
            _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        self._hashcode = -1
        return self

    hour = _read_only("hour", "datetime.time")
    minute = _read_only("minute", "datetime.time")
    second = _read_only("second", "datetime.time")
    microsecond = _read_only("microsecond", "datetime.time")
    tzinfo = _read_only("tzinfo", "datetime.time")
    fold = _read_only("fold", "datetime.time")

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        start = 1 if text[:1] == "T" else 0
        fields = _parse_iso_time(text[start:])
        if fields is None:
            raise ValueError("Invalid isoformat string: %r" % (text,))
        return cls(*fields)

    def utcoffset(self):
        return _utcoffset(self._tzinfo, None)

    def dst(self):
        if self._tzinfo is None:
            return None
        return _check_offset(self._tzinfo.dst(None), "dst")

    def tzname(self):
        if self._tzinfo is None:
            return None
        return _check_tzname(self._tzinfo.tzname(None))

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        if hour is None:
            hour = self._hour
        if minute is None:
            minute = self._minute
        if second is None:
            second = self._second
        if microsecond is None:
            microsecond = self._microsecond
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(hour, minute, second, microsecond, tzinfo, fold=fold)

    def isoformat(self, timespec="auto"):
        text = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        if self._tzinfo is not None:
            text += _format_offset(self.utcoffset(), ":")
        return text

    __str__ = isoformat

    def __repr__(self):
        if self._microsecond:
            text = "%d, %d, %d, %d" % (self._hour, self._minute, self._second, self._microsecond)
        elif self._second:
            text = "%d, %d, %d" % (self._hour, self._minute, self._second)
        else:
            text = "%d, %d" % (self._hour, self._minute)
        if self._tzinfo is not None:
            text += ", tzinfo=%r" % (self._tzinfo,)
        if self._fold:
            text += ", fold=1"
        return "%s(%s)" % (_qualified_name(self), text)

    def strftime(self, fmt):
        return _strftime(fmt, 1900, 1, 1, self._hour, self._minute, self._second, self._microsecond, self)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def _cmp(self, other, eq):
        """-1/0/1, or None when naive and aware meet in an equality test."""
        a = self._tzinfo
        b = other._tzinfo
        if a is b:
            off1 = off2 = None
        else:
            off1 = self.utcoffset()
            off2 = other.utcoffset()
        if off1 == off2:
            x = (self._hour, self._minute, self._second, self._microsecond)
            y = (other._hour, other._minute, other._second, other._microsecond)
        elif off1 is None or off2 is None:
            if eq:
                return None
            raise TypeError("can't compare offset-naive and offset-aware times")
        else:
            x = ((self._hour * 60 + self._minute) * 60 + self._second) * 1000000 + self._microsecond - off1._us()
            y = ((other._hour * 60 + other._minute) * 60 + other._second) * 1000000 + other._microsecond - off2._us()
        return 0 if x == y else (-1 if x < y else 1)

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, True) == 0
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, time):
            return self._cmp(other, True) != 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) < 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) <= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) > 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) >= 0
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self._fold else self
            off = t.utcoffset()
            if not off:
                self._hashcode = hash((t._hour, t._minute, t._second, t._microsecond))
            else:
                us = ((t._hour * 60 + t._minute) * 60 + t._second) * 1000000 + t._microsecond - off._us()
                self._hashcode = hash(us)
        return self._hashcode

    def __bool__(self):
        return True

    def __reduce__(self):
        return (type(self), (self._hour, self._minute, self._second, self._microsecond, self._tzinfo))


# ---------------------------------------------------------------- datetime

class datetime(date):
    """A date and a time of day, optionally with a tzinfo."""
    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold")

    def __new__(cls, year=_MISSING, month=_MISSING, day=_MISSING, hour=0, minute=0, second=0, microsecond=0,
                tzinfo=None, *, fold=0):
        if type(year) is not int or type(month) is not int or type(day) is not int \
                or not 1 <= year <= 9999 or not 1 <= month <= 12 or not 1 <= day <= 28:
            year, month, day = _check_date(year, month, day)
        if type(hour) is not int or type(minute) is not int or type(second) is not int \
                or type(microsecond) is not int or not 0 <= hour <= 23 or not 0 <= minute <= 59 \
                or not 0 <= second <= 59 or not 0 <= microsecond <= 999999 or (fold != 0 and fold != 1):
            hour, minute, second, microsecond = _check_time(hour, minute, second, microsecond, fold)
        if tzinfo is not None:
            _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        self._hashcode = -1
        return self

    year = _read_only("year", "datetime.datetime")
    month = _read_only("month", "datetime.datetime")
    day = _read_only("day", "datetime.datetime")
    hour = _read_only("hour", "datetime.datetime")
    minute = _read_only("minute", "datetime.datetime")
    second = _read_only("second", "datetime.datetime")
    microsecond = _read_only("microsecond", "datetime.datetime")
    tzinfo = _read_only("tzinfo", "datetime.datetime")
    fold = _read_only("fold", "datetime.datetime")

    # constructors
    @classmethod
    def _from_posix(cls, seconds, us, tz):
        if tz is None:
            tm = _local_fields(seconds)
            fold = 0
            here = _utc_seconds(tm[0], tm[1], tm[2], tm[3], tm[4], tm[5])
            before = seconds - 86400
            earlier_offset = _local(before) - before
            if earlier_offset > here - seconds:
                u2 = here - earlier_offset
                if _local(u2) == here:
                    fold = 1
            result = cls(tm[0], tm[1], tm[2], tm[3], tm[4], tm[5], us)
            if fold:
                result = _with_fold(result, 1)
            return result
        y, m, d, hh, mm, ss = _utc_fields(seconds)
        return tz.fromutc(cls(y, m, d, hh, mm, ss, us, tz))

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        _check_tzinfo(tz)
        seconds, us = _split_timestamp(t)
        return cls._from_posix(seconds, us, tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        seconds, us = _split_timestamp(t)
        y, m, d, hh, mm, ss = _utc_fields(seconds)
        return cls(y, m, d, hh, mm, ss, us)

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def combine(cls, date_part, time_part, tzinfo=True):
        if not isinstance(date_part, date):
            raise TypeError("combine() argument 1 must be datetime.date, not %s" % _arg_type(date_part))
        if not isinstance(time_part, time):
            raise TypeError("combine() argument 2 must be datetime.time, not %s" % _arg_type(time_part))
        if tzinfo is True:
            tzinfo = time_part._tzinfo
        return cls(date_part._year, date_part._month, date_part._day, time_part._hour, time_part._minute,
                   time_part._second, time_part._microsecond, tzinfo, fold=time_part._fold)

    @classmethod
    def fromisoformat(cls, text):
        if not isinstance(text, str):
            raise TypeError("fromisoformat: argument must be str")
        n = len(text)
        if (n == 19 or n == 26) and text[4] == "-" and text[7] == "-" and text[13] == ":" and text[16] == ":" \
                and text.isascii() and (n == 19 or text[19] == "."):
            # the common YYYY-MM-DD?HH:MM:SS[.ffffff] form
            digits = text[0:4] + text[5:7] + text[8:10] + text[11:13] + text[14:16] + text[17:19] + text[20:]
            if digits.isdigit():
                return cls(int(text[0:4]), int(text[5:7]), int(text[8:10]), int(text[11:13]), int(text[14:16]),
                           int(text[17:19]), int(text[20:]) if n == 26 else 0)
        if len(text) < 7:
            raise ValueError("Invalid isoformat string: %r" % (text,))
        n = _date_length(text)
        fields = _parse_iso_date(text[:n]) if n > 0 else None
        if fields is None:
            raise ValueError("Invalid isoformat string: %r" % (text,))
        clock = (0, 0, 0, 0, None)
        if len(text) > n:
            clock = _parse_iso_time(text[n + 1:])
            if clock is None:
                raise ValueError("Invalid isoformat string: %r" % (text,))
        return cls(fields[0], fields[1], fields[2], *clock)

    @classmethod
    def strptime(cls, text, fmt):
        fields, tz = _strptime(text, fmt)
        if tz is None:
            return cls(*fields)
        return cls(*fields, tz)

    # parts
    def date(self):
        return _new_date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond, fold=self._fold)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond, self._tzinfo, fold=self._fold)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return _check_offset(self._tzinfo.utcoffset(self), "utcoffset")

    def dst(self):
        if self._tzinfo is None:
            return None
        return _check_offset(self._tzinfo.dst(self), "dst")

    def tzname(self):
        if self._tzinfo is None:
            return None
        return _check_tzname(self._tzinfo.tzname(self))

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        if hour is None:
            hour = self._hour
        if minute is None:
            minute = self._minute
        if second is None:
            second = self._second
        if microsecond is None:
            microsecond = self._microsecond
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(year, month, day, hour, minute, second, microsecond, tzinfo, fold=fold)

    def timetuple(self):
        dst = -1
        if self._tzinfo is not None:
            d = self.dst()
            if d is not None:
                dst = 1 if d else 0
        return _build_timetuple(self._year, self._month, self._day, self._hour, self._minute, self._second, dst)

    def utctimetuple(self):
        off = self.utcoffset()
        t = self
        if off:
            t = self - off
        return _build_timetuple(t._year, t._month, t._day, t._hour, t._minute, t._second, 0)

    def timestamp(self):
        off = self.utcoffset()
        if off is None:
            return _local_to_posix(self._year, self._month, self._day, self._hour, self._minute, self._second,
                                   self._fold) + self._microsecond / 1e6
        us = (_utc_seconds(self._year, self._month, self._day, self._hour, self._minute, self._second) * 1000000
              + self._microsecond - off._us())
        return us / 1000000

    def astimezone(self, tz=None):
        if tz is not None:
            _check_tzinfo(tz)
        mytz = self._tzinfo
        off = None
        if mytz is not None:
            off = self.utcoffset()
        if off is None:
            mytz = _local_timezone(_local_to_posix(self._year, self._month, self._day, self._hour, self._minute,
                                                   self._second, self._fold))
            off = mytz._offset
        if tz is mytz:
            return self
        utc = self - off
        if tz is None:
            tz = _local_timezone(_utc_seconds(utc._year, utc._month, utc._day, utc._hour, utc._minute,
                                              utc._second))
        return tz.fromutc(utc.replace(tzinfo=tz))

    # formatting
    def isoformat(self, sep="T", timespec="auto"):
        if not isinstance(sep, str) or len(sep) != 1:
            raise TypeError("isoformat() argument 1 must be a unicode character, not %s" % _arg_type(sep))
        text = _format_date(self._year, self._month, self._day) + sep + \
            _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        if self._tzinfo is not None:
            text += _format_offset(self.utcoffset(), ":")
        return text

    def __str__(self):
        return self.isoformat(" ")

    def __repr__(self):
        text = "%s(%d, %d, %d, %d, %d" % (_qualified_name(self), self._year, self._month, self._day,
                                          self._hour, self._minute)
        if self._microsecond:
            text += ", %d, %d" % (self._second, self._microsecond)
        elif self._second:
            text += ", %d" % self._second
        if self._fold:
            text += ", fold=1"
        if self._tzinfo is not None:
            text += ", tzinfo=%r" % (self._tzinfo,)
        return text + ")"

    def ctime(self):
        return "%s %s %2d %02d:%02d:%02d %04d" % (_DAY_ABBR[self.weekday()], _MONTH_ABBR[self._month], self._day,
                                                  self._hour, self._minute, self._second, self._year)

    def strftime(self, fmt):
        return _strftime(fmt, self._year, self._month, self._day, self._hour, self._minute, self._second,
                         self._microsecond, self)

    # arithmetic
    def _us(self):
        """Microseconds since 0001-01-01 00:00 of the wall clock."""
        return ((_ymd_to_ordinal(self._year, self._month, self._day) * 86400 + self._hour * 3600
                 + self._minute * 60 + self._second) * 1000000 + self._microsecond)

    def _shift(self, days, seconds, us):
        """self moved by a duration (already split as a timedelta is); the
        calendar is consulted only when the day changes."""
        us += self._microsecond
        seconds += self._hour * 3600 + self._minute * 60 + self._second
        if not 0 <= us < 1000000:
            carry, us = divmod(us, 1000000)
            seconds += carry
        if not 0 <= seconds < 86400:
            carry, seconds = divmod(seconds, 86400)
            days += carry
        y = self._year
        m = self._month
        d = self._day
        if days:
            d += days
            if not 1 <= d <= 28 and not (1 <= d <= _days_in_month(y, m)):
                y, m, d = _shifted_date(self, days)
        hh, seconds = divmod(seconds, 3600)
        mm, ss = divmod(seconds, 60)
        cls = type(self)
        if cls is datetime:
            result = object.__new__(datetime)
            result._year = y
            result._month = m
            result._day = d
            result._hour = hh
            result._minute = mm
            result._second = ss
            result._microsecond = us
            result._tzinfo = self._tzinfo
            result._fold = 0
            result._hashcode = -1
            return result
        return cls(y, m, d, hh, mm, ss, us, self._tzinfo)

    def __add__(self, other):
        if isinstance(other, timedelta):
            return self._shift(other._days, other._seconds, other._microseconds)
        if _unknown(other):
            return NotImplemented
        _binop_fail("+", self, other)

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return self._shift(other._days, other._seconds, other._microseconds)
        if _unknown(other):
            return NotImplemented
        _binop_fail("+", other, self)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self._shift(-other._days, -other._seconds, -other._microseconds)
        if isinstance(other, datetime):
            diff = self._us() - other._us()
            if self._tzinfo is not other._tzinfo:
                off1 = self.utcoffset()
                off2 = other.utcoffset()
                if (off1 is None) != (off2 is None):
                    raise TypeError("can't subtract offset-naive and offset-aware datetimes")
                if off1 is not None:
                    diff -= off1._us() - off2._us()
            return _new_delta(timedelta, diff)
        if _unknown(other):
            return NotImplemented
        _binop_fail("-", self, other)

    def __rsub__(self, other):
        if _unknown(other):
            return NotImplemented
        _binop_fail("-", other, self)

    # comparisons
    def _cmp(self, other, eq):
        """-1/0/1, or None when naive and aware (or a moment of a fold or
        gap in other zones) meet in an equality test."""
        if self._tzinfo is other._tzinfo:
            x = self._us()
            y = other._us()
        else:
            off1 = self.utcoffset()
            off2 = other.utcoffset()
            if eq and (_offset_flips(self, off1) or _offset_flips(other, off2)):
                return None
            if off1 == off2:
                x = self._us()
                y = other._us()
            elif off1 is None or off2 is None:
                if eq:
                    return None
                raise TypeError("can't compare offset-naive and offset-aware datetimes")
            else:
                x = self._us() - off1._us()
                y = other._us() - off2._us()
        return 0 if x == y else (-1 if x < y else 1)

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, True) == 0
        if isinstance(other, date):
            return False
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, True) != 0
        if isinstance(other, date):
            return True
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, False) < 0
        if isinstance(other, date):
            raise TypeError("can't compare %s to %s" % (_type_name(self), _type_name(other)))
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, False) <= 0
        if isinstance(other, date):
            raise TypeError("can't compare %s to %s" % (_type_name(self), _type_name(other)))
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, False) > 0
        if isinstance(other, date):
            raise TypeError("can't compare %s to %s" % (_type_name(self), _type_name(other)))
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, False) >= 0
        if isinstance(other, date):
            raise TypeError("can't compare %s to %s" % (_type_name(self), _type_name(other)))
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            t = _with_fold(self, 0) if self._fold else self
            off = t.utcoffset()
            if off is None:
                self._hashcode = hash((t._year, t._month, t._day, t._hour, t._minute, t._second, t._microsecond))
            else:
                us = t._us() - off._us()
                days, rem = divmod(us, _US_PER_DAY)
                secs, us = divmod(rem, 1000000)
                self._hashcode = hash((days, secs, us))
        return self._hashcode

    def __reduce__(self):
        args = (self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond,
                self._tzinfo)
        return (type(self), args)


def _with_fold(dt, fold):
    return dt.replace(fold=fold)


def _offset_flips(dt, off):
    """Whether dt's utcoffset changes with its fold (a fold or a gap)."""
    if dt._tzinfo is None:
        return False
    flipped = _with_fold(dt, 1 - dt._fold)
    return flipped.utcoffset() != off


_BASE_TYPES = (date, time, datetime, timedelta, timezone, tzinfo)

date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)
time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)
datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


# ---------------------------------------------------------------- strptime

_STRPTIME_PATTERNS = {
    "d": r"(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])",
    "f": r"(?P<f>[0-9]{1,6})",
    "H": r"(?P<H>2[0-3]|[0-1]\d|\d)",
    "I": r"(?P<I>1[0-2]|0[1-9]|[1-9])",
    "G": r"(?P<G>\d\d\d\d)",
    "j": r"(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])",
    "m": r"(?P<m>1[0-2]|0[1-9]|[1-9])",
    "M": r"(?P<M>[0-5]\d|\d)",
    "S": r"(?P<S>6[0-1]|[0-5]\d|\d)",
    "U": r"(?P<U>5[0-3]|[0-4]\d|\d)",
    "W": r"(?P<W>5[0-3]|[0-4]\d|\d)",
    "w": r"(?P<w>[0-6])",
    "u": r"(?P<u>[1-7])",
    "V": r"(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)",
    "y": r"(?P<y>\d\d)",
    "Y": r"(?P<Y>\d\d\d\d)",
    "z": r"(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))",
    "p": r"(?P<p>am|pm)",
    "%": "%",
}
_STRPTIME_ALIASES = {"c": "%a %b %d %H:%M:%S %Y", "x": "%m/%d/%y", "X": "%H:%M:%S"}
_strptime_cache = {}


def _names_pattern(group, names):
    ordered = sorted((n.lower() for n in names if n), key=len, reverse=True)
    return "(?P<%s>%s)" % (group, "|".join(ordered))


def _strptime_directive(c):
    pattern = _STRPTIME_PATTERNS.get(c)
    if pattern is not None:
        return pattern
    if c == "a":
        return _names_pattern("a", _DAY_ABBR)
    if c == "A":
        return _names_pattern("A", _DAY_NAMES)
    if c == "b":
        return _names_pattern("b", _MONTH_ABBR)
    if c == "B":
        return _names_pattern("B", _MONTH_NAMES)
    if c == "Z":
        names = {"utc", "gmt"}
        for name in getattr(_time, "tzname", ()):
            names.add(name.lower())
        return _names_pattern("Z", names)
    return None


def _strptime_regex(fmt):
    import re
    compiled = _strptime_cache.get(fmt)
    if compiled is not None:
        return compiled
    pieces = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        if ch == "%":
            if i + 1 >= n:
                raise ValueError("stray %% in format '%s'" % fmt)
            c = fmt[i + 1]
            i += 2
            alias = _STRPTIME_ALIASES.get(c)
            if alias is not None:
                pieces.append(_strptime_regex_body(alias))
                continue
            pattern = _strptime_directive(c)
            if pattern is None:
                raise ValueError("'%s' is a bad directive in format '%s'" % (c, fmt))
            pieces.append(pattern)
        elif ch.isspace():
            while i < n and fmt[i].isspace():
                i += 1
            pieces.append(r"\s+")
        else:
            pieces.append(re.escape(ch))
            i += 1
    compiled = re.compile("".join(pieces), re.IGNORECASE)
    if len(_strptime_cache) > 100:
        _strptime_cache.clear()
    _strptime_cache[fmt] = compiled
    return compiled


def _strptime_regex_body(fmt):
    import re
    pieces = []
    i = 0
    while i < len(fmt):
        ch = fmt[i]
        if ch == "%":
            pieces.append(_strptime_directive(fmt[i + 1]))
            i += 2
        elif ch == " ":
            pieces.append(r"\s+")
            i += 1
        else:
            pieces.append(re.escape(ch))
            i += 1
    return "".join(pieces)


def _julian_from_week(year, week, weekday, monday_first):
    first = (_ymd_to_ordinal(year, 1, 1) + 6) % 7
    if not monday_first:
        first = (first + 1) % 7
        weekday = (weekday + 1) % 7
    week0_length = (7 - first) % 7
    if week == 0:
        return 1 + weekday - first
    return 1 + week0_length + 7 * (week - 1) + weekday


def _strptime(text, fmt):
    """((year, month, day, hour, minute, second, microsecond), tzinfo or
    None) parsed from text as CPython's _strptime does."""
    if not isinstance(text, str):
        raise TypeError("strptime() argument 1 must be str, not %s" % _arg_type(text))
    if not isinstance(fmt, str):
        raise TypeError("strptime() argument 2 must be str, not %s" % _arg_type(fmt))
    regex = _strptime_regex(fmt)
    found = regex.match(text)
    if found is None:
        raise ValueError("time data %r does not match format %r" % (text, fmt))
    if len(text) != found.end():
        raise ValueError("unconverted data remains: %s" % text[found.end():])
    g = found.groupdict()
    year = None
    month = day = 1
    hour = minute = second = fraction = 0
    tzname = None
    gmtoff = None
    gmtoff_fraction = 0
    iso_year = iso_week = week = julian = weekday = None
    week_monday = False
    for key, value in g.items():
        if value is None:
            continue
        if key == "y":
            year = int(value)
            year += 2000 if year <= 68 else 1900
        elif key == "Y":
            year = int(value)
        elif key == "G":
            iso_year = int(value)
        elif key == "m":
            month = int(value)
        elif key == "B":
            month = [n.lower() for n in _MONTH_NAMES].index(value.lower())
        elif key == "b":
            month = [n.lower() for n in _MONTH_ABBR].index(value.lower())
        elif key == "d":
            day = int(value)
        elif key == "H":
            hour = int(value)
        elif key == "I":
            hour = int(value)
            ampm = (g.get("p") or "").lower()
            if ampm != "pm":
                if hour == 12:
                    hour = 0
            elif ampm == "pm":
                if hour != 12:
                    hour += 12
        elif key == "M":
            minute = int(value)
        elif key == "S":
            second = int(value)
        elif key == "f":
            fraction = int(value + "0" * (6 - len(value)))
        elif key == "A":
            weekday = [n.lower() for n in _DAY_NAMES].index(value.lower())
        elif key == "a":
            weekday = [n.lower() for n in _DAY_ABBR].index(value.lower())
        elif key == "w":
            weekday = int(value)
            weekday = 6 if weekday == 0 else weekday - 1
        elif key == "u":
            weekday = int(value) - 1
        elif key == "j":
            julian = int(value)
        elif key == "U" or key == "W":
            week = int(value)
            week_monday = key == "W"
        elif key == "V":
            iso_week = int(value)
        elif key == "z":
            gmtoff, gmtoff_fraction = _strptime_offset(value)
        elif key == "Z":
            tzname = value
    if iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week directive '%V' and a "
                             "weekday directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO year directive "
                             "'%G'. Use '%Y' instead.")
    elif iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year directive '%G' and a "
                             "weekday directive ('%A', '%a', '%w', or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the year directive '%Y'. Use the "
                         "ISO year '%G' instead.")
    leap_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_fix = True
    elif year is None:
        year = 1900
    if julian is None and weekday is not None:
        if week is not None:
            julian = _julian_from_week(year, week, weekday, week_monday)
        elif iso_year is not None and iso_week is not None:
            correction = (_ymd_to_ordinal(iso_year, 1, 4) + 6) % 7 + 1 + 3
            julian = iso_week * 7 + weekday + 1 - correction
            year = iso_year
            if julian < 1:
                julian += _ymd_to_ordinal(year, 1, 1)
                year -= 1
                julian -= _ymd_to_ordinal(year, 1, 1)
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if _is_leap(year) else 365
    if julian is not None:
        ordinal = julian - 1 + _ymd_to_ordinal(year, 1, 1)
        if not 1 <= ordinal <= _MAX_ORDINAL:
            raise OverflowError("date value out of range")
        year, month, day = _ordinal_to_ymd(ordinal)
    else:
        date(year, month, day)
    if leap_fix:
        year = 1900
    tz = None
    if gmtoff is not None:
        delta = timedelta(seconds=gmtoff, microseconds=gmtoff_fraction)
        tz = timezone(delta, tzname) if tzname else timezone(delta)
    return (year, month, day, hour, minute, second, fraction), tz


def _strptime_offset(value):
    if value == "Z" or value == "z":
        return 0, 0
    z = value
    if z[3] == ":":
        z = z[:3] + z[4:]
        if len(z) > 5:
            if z[5] != ":":
                raise ValueError("Inconsistent use of : in %s" % value)
            z = z[:5] + z[6:]
    seconds = int(z[1:3]) * 3600 + int(z[3:5]) * 60 + int(z[5:7] or 0)
    rest = z[8:]
    fraction = int(rest + "0" * (6 - len(rest)))
    if z[0] == "-":
        return -seconds, -fraction
    return seconds, fraction
