# calendar's functions and data: isleap, leapdays, monthrange, weekday (also outside 1..9999), monthcalendar, timegm (against time.gmtime), month_name/month_abbr/day_name/day_abbr, the weekday constants, Calendar's iterators and year layouts, and the errors
import calendar
import time
from calendar import Calendar

print(calendar.MONDAY, calendar.TUESDAY, calendar.WEDNESDAY, calendar.THURSDAY, calendar.FRIDAY, calendar.SATURDAY,
      calendar.SUNDAY, calendar.EPOCH, calendar.January, calendar.February, calendar.error is ValueError)
print([y for y in range(1896, 1912) if calendar.isleap(y)], calendar.isleap(2000), calendar.isleap(2100), calendar.isleap(0))
print(calendar.leapdays(1900, 2024), calendar.leapdays(2024, 1900), calendar.leapdays(0, 2001), calendar.leapdays(2000, 2001),
      calendar.leapdays(-400, 400))
for ym in [(2024, 1), (2024, 2), (2023, 2), (1900, 2), (2000, 2), (9999, 12), (1, 1)]:
    print(ym, calendar.monthrange(*ym))
for args in [(2024, 0), (2024, 13)]:
    try:
        calendar.monthrange(*args)
    except calendar.IllegalMonthError as e:
        print(type(e).__name__, e, isinstance(e, ValueError), e.month)
print(calendar.weekday(2024, 1, 2), calendar.weekday(1970, 1, 1), calendar.weekday(10000, 1, 1), calendar.weekday(0, 3, 1),
      calendar.weekday(-5, 7, 4), calendar.weekday(12345, 6, 7))
for args in [(2024, 13, 1), (2023, 2, 29)]:
    try:
        calendar.weekday(*args)
    except ValueError as e:
        print(type(e).__name__, e)
print(calendar.monthcalendar(2024, 2))
print(calendar.monthcalendar(2021, 2))

print(list(calendar.month_name), list(calendar.month_abbr))
print(list(calendar.day_name), list(calendar.day_abbr))
print(len(calendar.month_name), len(calendar.day_abbr), calendar.month_name[1], calendar.month_abbr[-1],
      calendar.day_name[6], calendar.month_name[1:4], calendar.day_abbr[::2], repr(calendar.month_abbr[0]))
try:
    calendar.month_name[13]
except IndexError as e:
    print(type(e).__name__, e)

for tt in [(1970, 1, 1, 0, 0, 0), (2024, 1, 2, 3, 4, 5, 0, 0, 0), (1969, 12, 31, 23, 59, 59), (2038, 1, 19, 3, 14, 8),
           (2000, 2, 29, 12, 0, 0), (1, 1, 1, 0, 0, 0), (2024, 1, 32, 25, 61, 61)]:
    t = calendar.timegm(tt)
    print(tt, t, tuple(time.gmtime(t))[:6] if t > -2 ** 40 else "")
print(calendar.timegm(time.gmtime(1234567890)))

cal = Calendar()
print(cal.firstweekday, list(cal.iterweekdays()))
print(list(cal.itermonthdays(2024, 3)))
print(list(cal.itermonthdays2(2024, 3))[:9])
print(list(cal.itermonthdays3(2024, 3))[:6], list(cal.itermonthdays3(2024, 12))[-6:])
print(list(cal.itermonthdays4(2024, 1))[:3])
print(list(cal.itermonthdates(2024, 3))[:2], list(cal.itermonthdates(2024, 3))[-1])
print(cal.monthdays2calendar(2024, 9)[0], cal.monthdatescalendar(2024, 9)[-1][-1])
sun = Calendar(calendar.SUNDAY)
print(sun.getfirstweekday(), list(sun.iterweekdays()), sun.monthdayscalendar(2024, 9))
sun.setfirstweekday(2)
print(sun.firstweekday, sun.monthdayscalendar(2024, 9)[0])
sun.firstweekday = 9
print(sun.firstweekday, list(sun.iterweekdays()))
rows = cal.yeardayscalendar(2024, 4)
print(len(rows), [len(r) for r in rows], rows[0][1][0], rows[2][3][-1])
print([len(r) for r in cal.yeardays2calendar(2024, 5)], cal.yeardays2calendar(2024)[3][2][0])
print([len(r) for r in cal.yeardatescalendar(2024, 12)], cal.yeardatescalendar(2024)[0][0][0][0])
print(list(cal.itermonthdays(1, 1))[:3], list(cal.itermonthdays3(1, 1))[:2])
try:
    list(Calendar(6).itermonthdates(1, 1))
except ValueError as e:
    print(type(e).__name__, e)
print(list(Calendar(6).itermonthdays3(1, 1))[:2])
