# time's calendar conversions: struct_time, gmtime, mktime/localtime round
# trips, strftime, asctime and their errors (nothing depends on the zone).
import time

t = time.gmtime(1234567890)
print(t)
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, t.tm_isdst)
print(t.tm_zone, t.tm_gmtoff, len(t), t[:3], tuple(t)[-3:])
print(time.gmtime(0))
print(time.gmtime(-1.5))
print(time.gmtime(86400 * 365.5))
print(time.gmtime(951782400))  # 2000-02-29
print(time.strftime("%Y-%m-%d %H:%M:%S %j %a %A %b %B %p %I %y %%", t))
print(time.strftime("%c|%x|%X|%Z|%z", t))
print(time.strftime("%d/%m/%Y", (2020, 1, 5, 3, 4, 5, 6, 5, 0)))
print(time.strftime("%Y %m %d %j", (2020, 0, 0, 0, 0, 0, 0, 0, 0)))
print(repr(time.strftime("", t)))
print(time.asctime(t))
print(time.asctime((2020, 1, 5, 3, 4, 5, 6, 5, 0)))
for secs in (0, 1234567890, 1700000000, 951782400):
    back = time.mktime(time.localtime(secs))
    print(secs, back, type(back).__name__)
print(time.localtime(1234567890)[:1] == time.gmtime(1234567890)[:1])
s = time.struct_time((2021, 3, 4, 5, 6, 7, 3, 63, 0))
print(s, s.tm_zone, s == (2021, 3, 4, 5, 6, 7, 3, 63, 0), isinstance(s, tuple))
print(time.struct_time((2021, 3, 4, 5, 6, 7, 3, 63, 0, "XYZ", 3600)).tm_zone)
print(abs(time.time() - time.mktime(time.localtime())) < 2)
print(time.ctime(0) == time.asctime(time.localtime(0)))

bad = [
    lambda: time.strftime("%Y", (2020, 13, 1, 0, 0, 0, 0, 1, 0)),
    lambda: time.strftime("%Y", (2020, 1, 32, 0, 0, 0, 0, 1, 0)),
    lambda: time.strftime("%Y", (2020, 1, 1, 24, 0, 0, 0, 1, 0)),
    lambda: time.strftime("%Y", (2020, 1, 1, 0, 60, 0, 0, 1, 0)),
    lambda: time.strftime("%Y", (2020, 1, 1, 0, 0, 62, 0, 1, 0)),
    lambda: time.strftime("%Y", (2020, 1, 1, 0, 0, 0, 0, 367, 0)),
    lambda: time.strftime("%Y", (2020, 1, 1)),
    lambda: time.strftime(5),
    lambda: time.struct_time((1, 2)),
    lambda: time.struct_time(range(12)),
    lambda: time.gmtime("x"),
    lambda: time.asctime((2020, 1, 1, 25, 0, 0, 0, 1, 0)),
    lambda: time.sleep(-1),
]
for f in bad:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(type(time.process_time()).__name__, type(time.monotonic_ns()).__name__, time.perf_counter_ns() > 0)
