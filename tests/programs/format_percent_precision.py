# %-formatting of ints with a precision (minimum digits) and zero padding
# after a sign or a 0x/0o prefix.
for fmt in ("%.2d", "%5.3d", "%-6.3x", "%+.2d", "%.3o", "%.0d", "%.2i", "%#.4x", "%#.3o", "% .3d",
            "%05.3d", "%-5.3d", "%08.3x", "%#08.3x", "%#08x", "%#08o", "%+08d", "%08d", "%#X", "%#010X"):
    print(fmt, repr(fmt % 7), repr(fmt % -255), repr(fmt % 0))
print("%08.3f|%08.2e|%-#8x|%.2d:%.2d:%.2d" % (1.5, -12.5, 10, 3, 4, 5))
print(b"%.3d|%#06x" % (5, 17))
