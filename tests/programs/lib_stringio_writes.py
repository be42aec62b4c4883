# io.StringIO: many writes at the end (kept as chunks, joined once), writes
# inside the text, truncate and seek to the end.
import io
s = io.StringIO()
for i in range(40000):
    s.write("line %d\n" % i)
v = s.getvalue()
print(len(v), v[-12:])
s.seek(3); s.write("XY"); print(s.getvalue()[:10], s.tell())
s.truncate(20); print(repr(s.getvalue()), s.tell()); s.seek(0, 2); print(s.tell()); s.write("end"); print(repr(s.getvalue()))
