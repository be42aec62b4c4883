"""calendar for pith: isleap, leapdays, monthrange, weekday, monthcalendar,
timegm, the month and day names (C locale), the weekday constants and the
module's first weekday, and the Calendar and TextCalendar classes with
CPython's text layout (month/prmonth, calendar/prcal, week, weekheader,
format/formatstring).

Refused by name: HTMLCalendar, LocaleTextCalendar, LocaleHTMLCalendar,
different_locale and the command-line main()."""
import datetime

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday", "firstweekday", "isleap", "leapdays",
           "weekday", "monthrange", "monthcalendar", "prmonth", "month", "prcal", "calendar", "timegm",
           "month_name", "month_abbr", "day_name", "day_abbr", "Calendar", "TextCalendar", "HTMLCalendar",
           "LocaleTextCalendar", "LocaleHTMLCalendar", "weekheader", "MONDAY", "TUESDAY", "WEDNESDAY",
           "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"]

error = ValueError

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
January = 1
February = 2
EPOCH = 1970
_EPOCH_ORD = 719163

mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % self.month


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % self.weekday


class _localized_names:
    """A read-only sequence of names (index 0 of the month names is '')."""

    def __init__(self, names):
        self._names = list(names)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._names[i]
        return self._names[i]

    def __len__(self):
        return len(self._names)


class _localized_month(_localized_names):
    pass


class _localized_day(_localized_names):
    pass


month_name = _localized_month(["", "January", "February", "March", "April", "May", "June", "July", "August",
                               "September", "October", "November", "December"])
month_abbr = _localized_month(["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
                               "Dec"])
day_name = _localized_day(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
day_abbr = _localized_day(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])


def isleap(year):
    """Whether year is a leap year in the Gregorian calendar."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """The number of leap years in [y1, y2)."""
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    """0 (Monday) to 6 (Sunday); years outside 1..9999 by their 400-year cycle."""
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        year = 2000 + year % 400
    if type(year) is int and type(month) is int and type(day) is int and 1 <= month <= 12 and 1 <= day <= 28:
        y = year - 1
        days = y * 365 + y // 4 - y // 100 + y // 400 + _DAYS_BEFORE_MONTH[month] + day
        if month > 2 and isleap(year):
            days += 1
        return (days + 6) % 7
    return datetime.date(year, month, day).weekday()


_DAYS_BEFORE_MONTH = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)


def monthrange(year, month):
    """(weekday of the first day, number of days) of the month."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    day1 = weekday(year, month, 1)
    ndays = mdays[month] + (month == February and isleap(year))
    return day1, ndays


def _monthlen(year, month):
    return mdays[month] + (month == February and isleap(year))


def _prevmonth(year, month):
    if month == 1:
        return year - 1, 12
    return year, month - 1


def _nextmonth(year, month):
    if month == 12:
        return year + 1, 1
    return year, month + 1


class Calendar:
    """Month and year layouts as lists of weeks, weeks starting on
    firstweekday (0 is Monday)."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def itermonthdates(self, year, month):
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    def _month_days(self, year, month):
        """The month's days in whole weeks, 0 outside the month."""
        day1, ndays = monthrange(year, month)
        first = self.firstweekday
        return [0] * ((day1 - first) % 7) + list(range(1, ndays + 1)) + [0] * ((first - day1 - ndays) % 7)

    def _month_days2(self, year, month):
        first = self.firstweekday
        days = self._month_days(year, month)
        return [(days[i], (first + i) % 7) for i in range(len(days))]

    def itermonthdays(self, year, month):
        yield from self._month_days(year, month)

    def itermonthdays2(self, year, month):
        yield from self._month_days2(year, month)

    def itermonthdays3(self, year, month):
        day1, ndays = monthrange(year, month)
        before = (day1 - self.firstweekday) % 7
        after = (self.firstweekday - day1 - ndays) % 7
        y, m = _prevmonth(year, month)
        end = _monthlen(y, m) + 1
        for d in range(end - before, end):
            yield y, m, d
        for d in range(1, ndays + 1):
            yield year, month, d
        y, m = _nextmonth(year, month)
        for d in range(1, after + 1):
            yield y, m, d

    def itermonthdays4(self, year, month):
        i = self.firstweekday
        for y, m, d in self.itermonthdays3(year, month):
            yield y, m, d, i % 7
            i += 1

    def monthdatescalendar(self, year, month):
        return _weeks(list(self.itermonthdates(year, month)))

    def monthdays2calendar(self, year, month):
        if type(self).itermonthdays2 is Calendar.itermonthdays2:
            return _weeks(self._month_days2(year, month))
        return _weeks(list(self.itermonthdays2(year, month)))

    def monthdayscalendar(self, year, month):
        if type(self).itermonthdays is Calendar.itermonthdays:
            return _weeks(self._month_days(year, month))
        return _weeks(list(self.itermonthdays(year, month)))

    def yeardatescalendar(self, year, width=3):
        months = [self.monthdatescalendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardays2calendar(self, year, width=3):
        months = [self.monthdays2calendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardayscalendar(self, year, width=3):
        months = [self.monthdayscalendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]


def _weeks(days):
    return [days[i:i + 7] for i in range(0, len(days), 7)]


class TextCalendar(Calendar):
    """Calendars as plain text, laid out as CPython's TextCalendar does."""

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end="")

    def formatday(self, day, weekday, width):
        text = "" if day == 0 else "%2i" % day
        return text.center(width)

    def formatweek(self, theweek, width):
        return " ".join([self.formatday(d, wd, width) for (d, wd) in theweek])

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return " ".join([self.formatweekday(i, width) for i in self.iterweekdays()])

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        text = month_name[themonth]
        if withyear:
            text = "%s %r" % (text, theyear)
        return text.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end="")

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w = max(2, w)
        l = max(1, l)
        lines = "\n" * l
        parts = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1).rstrip(), lines,
                 self.formatweekheader(w).rstrip(), lines]
        for week in self.monthdays2calendar(theyear, themonth):
            parts.append(self.formatweek(week, w).rstrip())
            parts.append(lines)
        return "".join(parts)

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        colwidth = (w + 1) * 7 - 1
        lines = "\n" * l
        parts = [repr(theyear).center(colwidth * m + c * (m - 1)).rstrip(), lines]
        header = self.formatweekheader(w)
        for i, row in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            parts.append(lines)
            names = (self.formatmonthname(theyear, k, colwidth, False) for k in months)
            parts.append(formatstring(names, colwidth, c).rstrip())
            parts.append(lines)
            parts.append(formatstring((header for k in months), colwidth, c).rstrip())
            parts.append(lines)
            height = max(len(cal) for cal in row)
            for j in range(height):
                weeks = [self.formatweek(cal[j], w) if j < len(cal) else "" for cal in row]
                parts.append(formatstring(weeks, colwidth, c).rstrip())
                parts.append(lines)
        return "".join(parts)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end="")


class HTMLCalendar(Calendar):
    def __init__(self, *args, **kwargs):
        raise NotImplementedError("calendar: HTMLCalendar is not supported by pith")


class LocaleTextCalendar(TextCalendar):
    def __init__(self, *args, **kwargs):
        raise NotImplementedError("calendar: LocaleTextCalendar is not supported by pith (no locales)")


class LocaleHTMLCalendar(HTMLCalendar):
    def __init__(self, *args, **kwargs):
        raise NotImplementedError("calendar: LocaleHTMLCalendar is not supported by pith (no locales)")


def different_locale(locale):
    raise NotImplementedError("calendar: different_locale is not supported by pith (no locales)")


def main(args=None):
    raise NotImplementedError("calendar: the command-line interface is not supported by pith")


c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear

_colwidth = 7 * 3 - 1
_spacing = 6


def format(cols, colwidth=_colwidth, spacing=_spacing):
    """Print columns of text, each centered in colwidth."""
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """Columns of text, each centered in colwidth, joined by spacing blanks."""
    return (" " * spacing).join([col.center(colwidth) for col in cols])


def timegm(tuple):
    """Seconds since the epoch of a UTC time tuple (the inverse of time.gmtime)."""
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    return ((days * 24 + hour) * 60 + minute) * 60 + second
