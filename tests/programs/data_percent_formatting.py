# printf-style % formatting: conversions d i u o x X e E f F g G c r s a %,
# flags (- + space 0 #), width and precision (also via *), dict-based
# %(name)s, a single non-tuple argument, tuple-as-argument pitfalls, and the
# errors for wrong counts and types.
print("%d|%i|%5d|%-5d|%05d|%+d|% d|%d" % (42, -42, 42, 42, 42, 42, 42, True))
print("%o|%#o|%x|%#x|%X|%#X|%08.3x" % (8, 8, 255, 255, 255, 255, 10))
print("%f|%.2f|%10.3f|%-10.1f|%+.0f|%#.0f|%010.2f" % (3.14159, 2.675, -1.5, 9.99, 2.5, 3.0, -3.14159))
print("%e|%.2E|%g|%G|%g|%g|%.3g|%g" % (12345.678, 0.000123, 0.0001, 1e-5, 123456789.0, 100.0, 3.14159, 1e16))
print("%s|%r|%a|%5s|%-5s|%.2s|%c|%c" % ("hi", "hi", "é", "ab", "ab", "abcdef", 65, "z"))
print("%s %s %s" % (None, [1, "a"], {"k": (1,)}), "%s" % (1, ), "%s" % [1, 2], "%r" % ((1, 2),))
print("%*d|%-*d|%.*f|%*.*f" % (6, 7, 6, 7, 2, 3.14159, 8, 3, 2.71828))
print("100%% sure, %d%%" % 50, "%%" % (), "no args" % ())
print("%(name)s is %(age)d years, %(name)r again; %(pct).1f%%" % {"name": "Ann", "age": 30, "pct": 99.44})
print("%d %s" % (3.99, 3.99), "%x" % 3 if True else "", "%.3s" % "truncate", "%5.1s|" % "xyz")
print("%s" % 10 ** 25, "%d" % -10 ** 25, "%x" % 2 ** 70, "%e" % 10 ** 25, "%.15g" % 0.1, "%.17g" % 0.1)
print("%f %f %f" % (float("inf"), float("-inf"), float("nan")), "%5.1f%%" % 12.345, "%-8s|" % "left")

for fmt, args in [("%d", "x"), ("%d %d", (1,)), ("%d", (1, 2)), ("%c", "ab"), ("%z", 1), ("%(k)s", (1,)),
                  ("%s %(k)s", {"k": 1}), ("%c", 1114112), ("%d", None), ("%", ())]:
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(fmt, type(e).__name__, e)

# a report using %-formatting
rows = [("apples", 3, 0.5), ("kiwis", 12, 0.333), ("melons", 1, 4.0), ("figs", 0, 12.75)]
print("%-8s %5s %8s %9s" % ("item", "qty", "price", "subtotal"))
total = 0.0
for name, qty, price in rows:
    sub = qty * price
    total += sub
    print("%-8s %5d %8.2f %9.2f" % (name, qty, price, sub))
print("%-8s %5s %8s %9.2f" % ("total", "", "", total))
print("%-8s %5d %8s %+9.1e" % ("stats", len(rows), "-", total))
log_fmt = "[%(level)-5s] %(msg)s (%(code)04d)"
for level, msg, code in [("INFO", "started", 1), ("WARN", "disk 91% full", 42), ("ERROR", "crash", 500)]:
    print(log_fmt % {"level": level, "msg": msg, "code": code})
