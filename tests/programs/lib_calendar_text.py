# calendar: TextCalendar's layouts (month/prmonth, calendar/prcal with widths, line spacing, columns and months per row), week/weekheader, format/formatstring, setfirstweekday/firstweekday and their errors
import calendar

print(calendar.month(2024, 2))
print(repr(calendar.month(2024, 9, w=3, l=2)))
calendar.prmonth(2023, 12)
calendar.prmonth(2021, 2, 4, 1)
print(calendar.calendar(2024))
print(calendar.calendar(1900, 2, 1, 4, 4))
calendar.prcal(2025, w=3, l=1, c=2, m=6)
print(calendar.calendar(2023, m=2, w=1, c=1))
print(repr(calendar.weekheader(1)), repr(calendar.weekheader(2)), repr(calendar.weekheader(3)),
      repr(calendar.weekheader(9)), repr(calendar.weekheader(12)))
print(repr(calendar.week([(0, 0), (1, 1), (2, 2), (30, 3), (31, 4), (0, 5), (0, 6)], 3)))
calendar.format(["a", "bb", "ccc"])
calendar.format(["x", "y"], 5, 2)
print(repr(calendar.formatstring(["one", "two"], 8, 1)), repr(calendar.formatstring([])))

print(calendar.firstweekday())
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), repr(calendar.weekheader(2)))
print(calendar.month(2024, 6))
print(calendar.monthcalendar(2024, 6))
calendar.setfirstweekday(3)
print(calendar.calendar(2024, m=4))
for bad in [7, -1]:
    try:
        calendar.setfirstweekday(bad)
    except ValueError as e:
        print(type(e).__name__, e, isinstance(e, calendar.IllegalWeekdayError))
calendar.setfirstweekday(0)
print(calendar.firstweekday())

tc = calendar.TextCalendar(6)
print(tc.formatmonth(2024, 1))
print(repr(tc.formatmonthname(2024, 1, 20)), repr(tc.formatmonthname(2024, 1, 20, False)),
      repr(tc.formatweekday(0, 5)), repr(tc.formatday(7, 0, 4)), repr(tc.formatday(0, 0, 3)))
tc.prweek([(1, 6), (2, 0)], 2)
print()
tc.pryear(2024, 2, 1, 3, 4)
odd = calendar.TextCalendar(8)
print(odd.firstweekday, odd.getfirstweekday(), list(odd.iterweekdays()))
print(odd.formatmonth(2024, 3))
