# datetime strftime (the C locale: every common directive, %z/%Z/%f, glibc's flags and widths, unknown directives) and strptime (directives, %c/%x/%X, %I with %p, %z forms, %j, %U/%W, %G/%V/%u, defaults, and the error messages)
from datetime import date, time, datetime as dt, timedelta, timezone


def attempt(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)


ist = timezone(timedelta(hours=5, minutes=30), "IST")
samples = [dt(2024, 1, 2, 3, 4, 5, 6), dt(2024, 12, 31, 23, 59, 59, 999999, ist), dt(5, 1, 3, 12, 0),
           dt(1999, 7, 4, 0, 30, tzinfo=timezone.utc), dt(2021, 1, 3, 13, 1, 2, tzinfo=timezone(-timedelta(seconds=3661)))]
directives = "aAbBcdHIjmMpSUwWxXyYzZfGgVuCeDFTRrhklPn%"
for s in samples:
    print(repr(s))
    print(" ", " ".join("%s=%s" % (c, s.strftime("%" + c)) for c in directives[:20]))
    print(" ", " ".join("%s=%s" % (c, s.strftime("%" + c).replace("\n", "\\n")) for c in directives[20:]))
d = samples[0]
print(d.strftime("%-d %-m %-H %-I %-j %_d %_5Y %05d %-5d %^a %^B %#b %#p %10A %010A %5% %-y %1d %Ey %Oy %Ec"))
print(d.strftime("%Q %E %O %3f %^f %_3Z %-z %+ %:z"), d.strftime("%"), d.strftime("abc%"), d.strftime(""))
print(repr(d.strftime("tab\t%Y\nnew")), d.strftime("%%Y"), d.strftime("%%%Y"), d.strftime("%Y%%"))
print(time(13, 5, 6, 7).strftime("%H:%M:%S.%f %p %I %Y-%m-%d %j %a %z%Z"), time(1, tzinfo=ist).strftime("%z %Z"))
print(date(2024, 3, 4).strftime("%H %M %S %f %z %Z %c"))
print(format(d, "%Y"), format(d, ""), "{:%H:%M}".format(d), f"{d:%d %b}", f"{time(4, 5):%H.%M}")
attempt("strftime(5)", lambda: d.strftime(5))
attempt("strftime(None)", lambda: d.strftime(None))

# strptime
for text, fmt in [("2024-01-02 03:04:05", "%Y-%m-%d %H:%M:%S"), ("2024-01-02T03:04:05.123", "%Y-%m-%dT%H:%M:%S.%f"),
                  ("02/01/24", "%d/%m/%y"), ("02/01/69", "%d/%m/%y"), ("02/01/68", "%d/%m/%y"),
                  ("Tue Jan  2 03:04:05 2024", "%c"), ("01/02/24", "%x"), ("03:04:05", "%X"),
                  ("January 5, 2024", "%B %d, %Y"), ("jan 5 2024", "%b %d %Y"), ("Friday 5 JAN 2024", "%A %d %b %Y"),
                  ("3pm", "%I%p"), ("12 AM", "%I %p"), ("12 PM", "%I %p"), ("12", "%I"), ("11 pm", "%H %p"),
                  ("2024-01-02 +0530", "%Y-%m-%d %z"), ("2024-01-02 -05:30", "%Y-%m-%d %z"),
                  ("2024-01-02 Z", "%Y-%m-%d %z"), ("2024-01-02 +0000", "%Y-%m-%d %z"),
                  ("2024-01-02 +05:30:15.5", "%Y-%m-%d %z"), ("2024-01-02 +05:3015", "%Y-%m-%d %z"),
                  ("2024-01-02 +0530 UTC", "%Y-%m-%d %z %Z"), ("2024-01-02 UTC", "%Y-%m-%d %Z"),
                  ("2024 100", "%Y %j"), ("2024 366", "%Y %j"), ("2023 366", "%Y %j"), ("2024 10 3", "%Y %U %w"),
                  ("2024 10 3", "%Y %W %w"), ("2024 0 3", "%Y %W %w"), ("2024 0 0", "%Y %U %w"),
                  ("2024 10 3", "%G %V %u"), ("2021 1 1", "%G %V %u"), ("2020 53 Sunday", "%G %V %A"),
                  ("2024 10", "%G %V"), ("2024 10 3", "%Y %V %u"), ("10 3", "%V %u"), ("2024 10 3 5", "%G %V %u %j"),
                  ("2024 3", "%Y %u"), ("02-29", "%m-%d"), ("02-30 2024", "%m-%d %Y"), ("", ""), ("5", "%d"),
                  (" 5", "%d"), ("2024 (x)", "%Y (x)"), ("2024.01", "%Y.%m"), ("2024a01", "%YA%m"),
                  ("12:30:61", "%H:%M:%S"), ("12:30:60", "%H:%M:%S"), ("1 2 3", "%d  %m\t%y"), ("2024 %", "%Y %%"),
                  ("2024", "%Y %Q"), ("2024", "%Y%"), ("2024x", "%Y"), ("x2024", "%Y"), ("2024-01-02", "%Y-%m-%d %H"),
                  ("2024 5", "%Y %-d"), ("2024 5", "%Y %e"), ("123", "%H%M"), ("1234567", "%f"),
                  ("2024-13-01", "%Y-%m-%d")]:
    attempt("strptime(%r, %r)" % (text, fmt), lambda: dt.strptime(text, fmt))
attempt("strptime(1, '%Y')", lambda: dt.strptime(1, "%Y"))
attempt("strptime('2024', None)", lambda: dt.strptime("2024", None))
stamp = dt(2024, 7, 8, 9, 10, 11, 120000, ist)
for fmt in ["%Y-%m-%d %H:%M:%S.%f%z", "%a %d %B %Y %I:%M:%S %p", "%x %X", "%c %z"]:
    back = dt.strptime(stamp.strftime(fmt), fmt)
    print(fmt, "->", repr(back))
