# memoryview's item access, len() and tobytes() on the paths a loop over
# records takes, and every case around them: negative and out-of-range
# indexes, slices of slices with steps, views of bytearrays that change,
# released views, casts, index-like keys and bad keys.
data = bytes(range(256)) * 4
view = memoryview(data)
print(len(view), view[0], view[-1], view[255], view[-256])
for key in (1024, -1025, 2 ** 70):
    try:
        view[key]
    except Exception as e:
        print(type(e).__name__, e)
rec = view[64:128]
print(len(rec), rec[0], rec[-1], rec.tobytes()[:4], bytes(rec[8:16]), int.from_bytes(rec[:4], "little"))
sub = rec[::3][1:10:2]
print(len(sub), list(sub), sub.tobytes(), sub[::-1].tobytes(), view[10:0:-3].tobytes(), view[5:5].tobytes())
print(view[-3:].tobytes(), view[:-1020].tobytes(), len(view[2000:]), view[::256].tobytes())


class Idx:
    def __index__(self):
        return 7


print(view[Idx()], view[True], view[Idx():Idx()].tobytes(), view[1:Idx()].tobytes())
for key in ("a", 1.5, (1,), (), (slice(1, 2),), None):
    try:
        print(view[key])
    except Exception as e:
        print(type(e).__name__, e)
try:
    view[::0]
except Exception as e:
    print(type(e).__name__, e)

buf = bytearray(b"abcdefgh")
mv = memoryview(buf)
part = mv[2:6]
buf[3] = ord("X")
print(part.tobytes(), part[1], mv[1:7:2].tobytes(), len(part))
part[0] = ord("Y")
print(buf, part.readonly, view.readonly)

released = memoryview(b"xyz")
released.release()
for f in (lambda: released[0], lambda: len(released), lambda: released.tobytes(), lambda: released[0:1]):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)

same = memoryview(bytes(range(16))).cast("B")
print(len(same), same.format, same[3], same[1:3].tolist(), same.tobytes()[:8], same.tobytes("C")[:4])
print(view.tobytes(order="F")[:3], view[1:4].tobytes(None))
try:
    view.tobytes("Q")
except Exception as e:
    print(type(e).__name__, e)

# a loop over records long enough to be compiled, with collections moving
# the views and their buffers
total = 0
blob = bytes(range(256)) * 64
for _ in range(30):
    v = memoryview(blob)
    for off in range(0, len(blob), 64):
        r = v[off:off + 64]
        total += r[0] + r[-1] + len(r[8:16].tobytes()) + int.from_bytes(r[:4], "little") % 7
print(total)
