# datetime's local-time parts, checked by properties that hold in every time zone: now/today/utcnow against time.time, fromtimestamp round trips through timestamp(), astimezone() without a zone, date.fromtimestamp, timetuple, strftime('%s')
import time
from datetime import date, datetime as dt, timedelta, timezone

now = dt.now()
print(type(now).__name__, now.tzinfo, abs(now - dt.fromtimestamp(time.time())) < timedelta(seconds=1))
print(abs(dt.today() - dt.now()) < timedelta(seconds=1))
print(abs(dt.utcnow() - dt.now(timezone.utc).replace(tzinfo=None)) < timedelta(seconds=1))
print(dt.now(timezone.utc).tzinfo, abs(dt.now(timezone.utc).timestamp() - time.time()) < 1)
print(date.today() in (dt.now().date(), (dt.now() - timedelta(seconds=5)).date()))
print(abs(dt.now().timestamp() - time.time()) < 1)

for ts in [0, 86400 * 365 * 30, 1704164645, 1719800000, 1e9 + 0.25, 1234567890.5, -86400 * 400]:
    local = dt.fromtimestamp(ts)
    aware = local.astimezone()
    back = local.timestamp()
    print(ts, back == ts, aware.tzinfo is not None, aware == dt.fromtimestamp(ts, timezone.utc),
          aware.utcoffset() == aware.tzinfo.utcoffset(None), aware.replace(tzinfo=None) == local,
          date.fromtimestamp(ts) == local.date(), int(local.strftime("%s")) == int(ts) // 1 - (1 if ts < 0 and ts % 1 else 0),
          local.timetuple()[:6] == time.localtime(int(ts) if ts == int(ts) else int(ts // 1))[:6])
u = dt(2024, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
print(u.astimezone().astimezone(timezone.utc) == u, u.astimezone().timestamp() == u.timestamp())
print(dt(2024, 6, 1, 12).astimezone().replace(tzinfo=None) == dt(2024, 6, 1, 12))
print(dt.fromtimestamp(dt(2024, 6, 1, 12).timestamp()) == dt(2024, 6, 1, 12))
tt = dt(2024, 6, 1, 12, 30).timetuple()
print(tt.tm_year, tt.tm_mon, tt.tm_mday, tt.tm_hour, tt.tm_min, tt.tm_sec, tt.tm_wday, tt.tm_yday, tt.tm_isdst)
tt = dt(2024, 6, 1, 12, 30, tzinfo=timezone.utc).utctimetuple()
print(tuple(tt), dt(2024, 12, 31, tzinfo=timezone(timedelta(hours=2))).utctimetuple()[:])
print(date(2024, 3, 1).timetuple())
