print("%s and %r" % ("a", "b"), "%d%%" % 50, "%5d|%-5d|%05d" % (42, 42, 42))
print("%.2f %10.3f %-10.1f| %e %g %G" % (3.14159, 2.5, 1.25, 12345.678, 0.0001, 1e20))
print("%x %X %#x %o %#o" % (255, 255, 255, 8, 8))
print("%(name)s is %(age)d" % {"name": "Ann", "age": 30})
print("%c%c" % (65, "b"), "%s" % [1, 2], "%s" % (1,), "%+d % d" % (5, 5))
print("%*d|%-*d|%.*f" % (5, 1, 4, 2, 2, 3.14159))
print("%s" % None, "%r" % "x", "%5s|%-5s|" % ("ab", "cd"), "%.2s" % "abcdef")
try:
    print("%d %d" % (1,))
except TypeError as e:
    print(e)
try:
    print("%d" % (1, 2))
except TypeError as e:
    print(e)
try:
    print("%d" % "x")
except TypeError as e:
    print(e)
try:
    print("abc" % 5)
except TypeError as e:
    print(e)
print("%s" % (1, 2) if False else "%s-%s" % (1, 2))
