# Truthiness of values of every type.
class Empty:
    pass
values = [0, 1, -1, 0.0, -0.0, 0.5, "", "a", " ", "0", [], [0], [[]], {}, {0: 0},
          (), (0,), None, True, False, 2 ** 64, -(2 ** 64), float("nan")]
for v in values:
    if v:
        print(repr(v), "is truthy")
    else:
        print(repr(v), "is falsy")
    print("  bool:", bool(v), "not:", not v)
e = Empty()
print("instance", bool(e), not e)
n = 3
while n:
    print("n", n)
    n = n - 1
s = "abc"
while s:
    print("s", s)
    s = s[1:]
lst = [1, 2, 3]
while lst:
    print("pop", lst.pop())
print(0 or "", "" or 0, [] or {}, None or 0.0, 0.0 or None)
x = [] if [] else "empty list is falsy"
print(x)
