# Every store into an array checks the item against the typecode: integer
# codes by range (bool counts as int), float codes by type ('f' rounded to
# single precision), 'u' by being one character. The checks run in a loop,
# so compiled code takes the same paths the interpreter does.
from array import array

def store_all(code, values):
    a = array(code, [0] if code not in "uf d" else (["x"] if code == "u" else [0.0]))
    out = []
    for v in values:
        try:
            a[0] = v
            out.append(a[0])
        except (OverflowError, TypeError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out

ints = [0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32769, 65535, 65536, 2 ** 31, -2 ** 31 - 1, 2 ** 63, True, 1.5, "1", None]
for code in "bBhHiIlLqQ":
    print(code, store_all(code, ints))
floats = [0, 1, 0.1, -2.5, 1e300, True, 2 ** 70, "x", None, [1.0]]
for code in "fd":
    print(code, store_all(code, floats))
print("u", store_all("u", ["a", "é", "ab", "", 1, None]))

# The same stores, many times: the paths stay right once compiled.
canvas = array("B", [0] * 30)
for i in range(300):
    canvas[i % 30] = max(0, min(255, (i * 37) % 300))
print(canvas.tolist())
wide = array("d", [0.0] * 5)
for i in range(200):
    wide[i % 5] = i / 7 if i % 3 else i
print(wide.tolist())
try:
    for i in range(100):
        canvas[i % 30] = i * 3
except OverflowError as e:
    print("stopped at", i, e)
