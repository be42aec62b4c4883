# and / or return operands; not.
print(0 or "x", "" or "default", None or 0, [] or [1], 5 or 6, "a" or "b")
print("a" and "b", 0 and "b", "" and 1, [1] and [2], None and 1, 3 and 0)
print(not 0, not 1, not "", not "a", not [], not None, not not 5)
print(1 and 2 and 3, 1 and 0 and 3, 0 or 0 or 4, 0 or "" or None)
print(1 or 2 and 0, (1 or 2) and 0, not 1 or 2, not (1 or 2))
calls = []
def side(v):
    calls.append(v)
    return v
r = side(0) and side(1)
print(r, calls)
calls.clear()
r = side(1) or side(2)
print(r, calls)
calls.clear()
r = side(0) or side("") or side("z") or side(9)
print(r, calls)
calls.clear()
r = side(1) and side(2) and side(0) and side(3)
print(r, calls)
name = ""
display = name or "anonymous"
print(display)
x = 5
print(x > 3 and x < 10, x > 3 and "yes", x < 3 or "no", x == 5 and x)
print(type(0 or 1.5).__name__, type("" and 1).__name__)
vals = [0, 1, "", "s", None, [], [0]]
for a in vals:
    for b in vals:
        print(repr(a), repr(b), repr(a and b), repr(a or b))
