"""Local time for logging's asctime (pith's time module has no localtime or
strftime): `localtime(secs)` converts with the zone glibc would use (TZ,
else /etc/localtime; TZif files and POSIX TZ rules) and `strftime(fmt, t)`
formats with the C locale's names. The zone is read once, on first use, as
glibc does when localtime_r is called without tzset.

strftime refuses glibc's flags, widths and E/O modifiers (%-d, %5Y, %Ey)
with NotImplementedError; an unknown directive is copied as it is, as glibc
does."""
import os

_DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
                "October", "November", "December")
_ZONEINFO = "/usr/share/zoneinfo"
_FIELDS = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst")


class struct_time(tuple):
    """time.struct_time's shape: nine fields, with tm_zone and tm_gmtoff."""

    def __new__(cls, fields, zone=None, gmtoff=None):
        t = tuple.__new__(cls, fields)
        t.tm_zone = zone
        t.tm_gmtoff = gmtoff
        return t

    def __getattr__(self, name):
        if name in _FIELDS:
            return self[_FIELDS.index(name)]
        raise AttributeError("'time.struct_time' object has no attribute '%s'" % name)

    def __repr__(self):
        return "time.struct_time(%s)" % ", ".join("%s=%r" % (n, v) for n, v in zip(_FIELDS, self))


# --- calendar arithmetic ----------------------------------------------

def _days_from_civil(year, month, day):
    """Days from 1970-01-01 to the given date (proleptic Gregorian)."""
    if month <= 2:
        year -= 1
    era = year // 400
    year_of_era = year - era * 400
    shifted = month - 3 if month > 2 else month + 9
    day_of_year = (153 * shifted + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * 146097 + day_of_era - 719468


def _civil_from_days(days):
    """(year, month, day) of the day `days` after 1970-01-01."""
    days += 719468
    era = days // 146097
    day_of_era = days - era * 146097
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36524 - day_of_era // 146096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    shifted = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * shifted + 2) // 5 + 1
    month = shifted + 3 if shifted < 10 else shifted - 9
    year = year_of_era + era * 400
    return (year + 1 if month <= 2 else year), month, day


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _broken_down(secs, gmtoff, isdst, zone):
    """The struct_time of the whole second `secs` shifted by `gmtoff`."""
    t = secs + gmtoff
    days, rest = divmod(t, 86400)
    year, month, day = _civil_from_days(days)
    hour, rest = divmod(rest, 3600)
    minute, second = divmod(rest, 60)
    weekday = (days + 3) % 7
    yday = days - _days_from_civil(year, 1, 1) + 1
    return struct_time((year, month, day, hour, minute, second, weekday, yday, isdst), zone, gmtoff)


def gmtime(secs):
    return _broken_down(int(secs // 1), 0, 0, "UTC")


# --- zones ------------------------------------------------------------

class _Zone:
    """Offsets from UTC: TZif transitions, then a POSIX rule (or only one)."""

    def __init__(self, transitions=(), types=(), rule=None):
        self.transitions = list(transitions)
        self.types = list(types)
        self.rule = rule

    def lookup(self, secs):
        """(gmtoff, isdst, abbreviation) in effect at UTC time `secs`."""
        trans = self.transitions
        if trans and secs >= trans[-1][0] and self.rule is not None:
            return self.rule.lookup(secs)
        if not trans:
            if self.rule is not None:
                return self.rule.lookup(secs)
            if self.types:
                return self.types[0]
            return 0, 0, "UTC"
        if secs < trans[0][0]:
            return self.types[0]
        lo, hi = 0, len(trans)
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if trans[mid][0] <= secs:
                lo = mid
            else:
                hi = mid
        return self.types[trans[lo][1]]


class _PosixRule:
    """A POSIX TZ string: standard zone, optional DST zone and its dates."""

    def __init__(self, std_name, std_off, dst_name=None, dst_off=None, start=None, end=None):
        self.std = (std_off, 0, std_name)
        self.dst = None if dst_name is None else (dst_off, 1, dst_name)
        self.start = start
        self.end = end

    def lookup(self, secs):
        if self.dst is None:
            return self.std
        year = _civil_from_days((secs + self.std[0]) // 86400)[0]
        start = _rule_time(self.start, year) - self.std[0]
        end = _rule_time(self.end, year) - self.dst[0]
        if start < end:
            in_dst = start <= secs < end
        else:
            in_dst = not (end <= secs < start)
        return self.dst if in_dst else self.std


def _rule_time(rule, year):
    """Local seconds since the epoch at which `rule` happens in `year`."""
    kind, a, b, c, at = rule
    if kind == "J":
        day = a - 1
        if _is_leap(year) and a >= 60:
            day += 1
        days = _days_from_civil(year, 1, 1) + day
    elif kind == "N":
        days = _days_from_civil(year, 1, 1) + a
    else:
        month, week, weekday = a, b, c
        first = _days_from_civil(year, month, 1)
        first_weekday = (first + 4) % 7
        day = first + (weekday - first_weekday) % 7 + (week - 1) * 7
        next_month = _days_from_civil(year + (month == 12), month % 12 + 1, 1)
        while day >= next_month:
            day -= 7
        days = day
    return days * 86400 + at


class _TZParser:
    """Reads a POSIX TZ string such as "CET-1CEST,M3.5.0,M10.5.0/3"."""

    def __init__(self, text):
        self.text = text
        self.pos = 0

    def fail(self):
        raise ValueError("bad TZ string %r" % self.text)

    def name(self):
        text, pos = self.text, self.pos
        if pos < len(text) and text[pos] == "<":
            end = text.find(">", pos)
            if end < 0:
                self.fail()
            self.pos = end + 1
            return text[pos + 1:end]
        end = pos
        while end < len(text) and text[end].isalpha():
            end += 1
        if end - pos < 3:
            self.fail()
        self.pos = end
        return text[pos:end]

    def clock(self):
        """[+-]hh[:mm[:ss]] in seconds."""
        text = self.text
        sign = 1
        if self.pos < len(text) and text[self.pos] in "+-":
            sign = -1 if text[self.pos] == "-" else 1
            self.pos += 1
        parts = []
        while True:
            start = self.pos
            while self.pos < len(text) and text[self.pos].isdigit():
                self.pos += 1
            if start == self.pos:
                self.fail()
            parts.append(int(text[start:self.pos]))
            if len(parts) < 3 and self.pos < len(text) and text[self.pos] == ":":
                self.pos += 1
                continue
            break
        while len(parts) < 3:
            parts.append(0)
        return sign * (parts[0] * 3600 + parts[1] * 60 + parts[2])

    def more(self):
        return self.pos < len(self.text)

    def peek(self):
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def number(self):
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos].isdigit():
            self.pos += 1
        if start == self.pos:
            self.fail()
        return int(self.text[start:self.pos])

    def date(self):
        if self.peek() == "J":
            self.pos += 1
            rule = ["J", self.number(), 0, 0]
        elif self.peek() == "M":
            self.pos += 1
            month = self.number()
            self.expect(".")
            week = self.number()
            self.expect(".")
            rule = ["M", month, week, self.number()]
        else:
            rule = ["N", self.number(), 0, 0]
        at = 7200
        if self.peek() == "/":
            self.pos += 1
            at = self.clock()
        return tuple(rule + [at])

    def expect(self, ch):
        if self.peek() != ch:
            self.fail()
        self.pos += 1

    def parse(self):
        std_name = self.name()
        std_off = -self.clock()
        if not self.more():
            return _PosixRule(std_name, std_off)
        dst_name = self.name()
        dst_off = std_off + 3600
        if self.more() and self.peek() != ",":
            dst_off = -self.clock()
        if self.more():
            self.expect(",")
            start = self.date()
            self.expect(",")
            end = self.date()
        else:
            start, end = ("M", 3, 2, 0, 7200), ("M", 11, 1, 0, 7200)
        if self.more():
            self.fail()
        return _PosixRule(std_name, std_off, dst_name, dst_off, start, end)


def _int(data, pos, size):
    return int.from_bytes(data[pos:pos + size], "big", signed=True)


def _read_tzif(data):
    """The _Zone a TZif file describes (its 64-bit part when it has one)."""
    if data[:4] != b"TZif":
        raise ValueError("not a TZif file")
    version = data[4:5]
    pos, size = 0, 4
    counts = [_int(data, 20 + 4 * i, 4) for i in range(6)]
    if version >= b"2":
        isut, isstd, leap, timecnt, typecnt, charcnt = counts
        pos = 44 + timecnt * 5 + typecnt * 6 + charcnt + leap * 8 + isstd + isut
        if data[pos:pos + 4] != b"TZif":
            raise ValueError("bad TZif file")
        counts = [_int(data, pos + 20 + 4 * i, 4) for i in range(6)]
        size = 8
    isut, isstd, leap, timecnt, typecnt, charcnt = counts
    p = pos + 44
    times = [_int(data, p + size * i, size) for i in range(timecnt)]
    p += size * timecnt
    indexes = list(data[p:p + timecnt])
    p += timecnt
    raw_types = []
    for i in range(typecnt):
        raw_types.append((_int(data, p, 4), data[p + 4], data[p + 5]))
        p += 6
    chars = data[p:p + charcnt]
    p += charcnt + leap * (size + 4) + isstd + isut
    types = []
    for off, isdst, idx in raw_types:
        end = chars.find(b"\0", idx)
        types.append((off, isdst, chars[idx:end if end >= 0 else len(chars)].decode("ascii", "replace")))
    rule = None
    if size == 8 and data[p:p + 1] == b"\n":
        end = data.find(b"\n", p + 1)
        footer = data[p + 1:end].decode("ascii", "replace") if end > 0 else ""
        if footer:
            rule = _TZParser(footer).parse()
    return _Zone(zip(times, indexes), types, rule)


def _load_file(path):
    try:
        with open(path, "rb") as f:
            return _read_tzif(f.read())
    except (OSError, ValueError):
        return None


def _load_zone():
    tz = os.environ.get("TZ")
    if tz is None:
        return _load_file("/etc/localtime") or _Zone()
    if tz == "":
        return _Zone()
    name = tz[1:] if tz.startswith(":") else tz
    if name:
        zone = _load_file(name if name.startswith("/") else os.path.join(_ZONEINFO, name))
        if zone is not None:
            return zone
    if not tz.startswith(":"):
        try:
            return _Zone(rule=_TZParser(tz).parse())
        except ValueError:
            pass
    return _Zone()


_zone = None


def localtime(secs):
    global _zone
    if _zone is None:
        _zone = _load_zone()
    whole = int(secs // 1)
    gmtoff, isdst, abbreviation = _zone.lookup(whole)
    return _broken_down(whole, gmtoff, isdst, abbreviation)


# --- formatting -------------------------------------------------------

def _iso_week(year, yday, wday):
    """(ISO year, ISO week) of a date given by year, day of year (1-based)
    and weekday (Monday 0)."""
    week = (yday - (wday + 1) + 10) // 7
    if week < 1:
        year -= 1
        return year, _iso_weeks(year)
    if week > _iso_weeks(year):
        return year + 1, 1
    return year, week


def _iso_weeks(year):
    def p(y):
        return (y + y // 4 - y // 100 + y // 400) % 7
    return 53 if p(year) == 4 or p(year - 1) == 3 else 52


def strftime(fmt, t):
    """`fmt` with each %-directive replaced by a field of the time tuple `t`."""
    year, month, day, hour, minute, second, wday, yday, isdst = tuple(t)[:9]
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        pct = fmt.find("%", i)
        if pct < 0:
            out.append(fmt[i:])
            break
        out.append(fmt[i:pct])
        if pct + 1 >= n:
            out.append("%")
            break
        d = fmt[pct + 1]
        i = pct + 2
        if d in "-_0^#EO" or d.isdigit():
            raise NotImplementedError("time.strftime: the flag, width or modifier in %r is not supported by pith"
                                      % fmt[pct:pct + 3])
        out.append(_directive(d, t, year, month, day, hour, minute, second, wday, yday))
    return "".join(out)


def _directive(d, t, year, month, day, hour, minute, second, wday, yday):
    hour12 = hour % 12 or 12
    if d == "Y":
        return str(year)
    if d == "m":
        return "%02d" % month
    if d == "d":
        return "%02d" % day
    if d == "H":
        return "%02d" % hour
    if d == "M":
        return "%02d" % minute
    if d == "S":
        return "%02d" % second
    if d == "y":
        return "%02d" % (year % 100)
    if d == "a":
        return _DAY_NAMES[wday][:3]
    if d == "A":
        return _DAY_NAMES[wday]
    if d == "b" or d == "h":
        return _MONTH_NAMES[month - 1][:3]
    if d == "B":
        return _MONTH_NAMES[month - 1]
    if d == "p":
        return "AM" if hour < 12 else "PM"
    if d == "P":
        return "am" if hour < 12 else "pm"
    if d == "I":
        return "%02d" % hour12
    if d == "l":
        return "%2d" % hour12
    if d == "k":
        return "%2d" % hour
    if d == "e":
        return "%2d" % day
    if d == "j":
        return "%03d" % yday
    if d == "C":
        return "%02d" % (year // 100)
    if d == "w":
        return str((wday + 1) % 7)
    if d == "u":
        return str(wday + 1)
    if d == "U":
        return "%02d" % ((yday - 1 + 7 - (wday + 1) % 7) // 7)
    if d == "W":
        return "%02d" % ((yday - 1 + 7 - wday) // 7)
    if d in "GgV":
        iso_year, week = _iso_week(year, yday, wday)
        if d == "G":
            return str(iso_year)
        if d == "g":
            return "%02d" % (iso_year % 100)
        return "%02d" % week
    if d == "c":
        return strftime("%a %b %e %H:%M:%S %Y", t)
    if d == "x" or d == "D":
        return strftime("%m/%d/%y", t)
    if d == "X" or d == "T":
        return strftime("%H:%M:%S", t)
    if d == "F":
        return strftime("%Y-%m-%d", t)
    if d == "R":
        return strftime("%H:%M", t)
    if d == "r":
        return strftime("%I:%M:%S %p", t)
    if d == "n":
        return "\n"
    if d == "t":
        return "\t"
    if d == "%":
        return "%"
    if d in "zZs":
        gmtoff = getattr(t, "tm_gmtoff", None)
        if gmtoff is None:
            gmtoff = localtime(_days_from_civil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second).tm_gmtoff
        if d == "s":
            return str(_days_from_civil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - gmtoff)
        if d == "Z":
            zone = getattr(t, "tm_zone", None)
            return zone if zone is not None else localtime(0).tm_zone
        sign = "-" if gmtoff < 0 else "+"
        gmtoff = abs(gmtoff) // 60
        return "%s%02d%02d" % (sign, gmtoff // 60, gmtoff % 60)
    return "%" + d
