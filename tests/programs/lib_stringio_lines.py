# io.StringIO: iteration reads lazily from the current position (writes
# before it are seen), readlines with and without a hint, and the closed-file error.
import io
s = io.StringIO("a\nbb\n\nccc")
print(list(s), s.tell())
s.seek(0); print(s.readlines(), s.readlines())
s.seek(0); print(s.readlines(3))
s.seek(0); print(next(s), s.readline(), list(s))
s = io.StringIO("x\n"); s.seek(0, 2); s.write("y\n"); s.seek(0); print([l for l in s])
s.close()
try:
    iter(s)
except ValueError as e:
    print(e)
