# None, `is` and `is not`.
x = None
print(x, repr(x), str(x), type(x).__name__)
print(x is None, x is not None, not x, x == None, x != None)
def nothing():
    pass
def maybe(n):
    if n > 0:
        return n
r = nothing()
print(r, r is None)
for n in [-1, 0, 1, 2]:
    v = maybe(n)
    print(n, v, v is None, v is not None)
items = [1, None, "a", None, 0, False]
for it in items:
    if it is None:
        print("none")
    elif it is not None and not it:
        print("falsy", repr(it))
    else:
        print("value", repr(it))
print([None, None], (None,), {"k": None}, {None: 1})
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c, b is not a)
print(None is None, True is True, False is not True)
d = {}
print(d.get("missing") is None, d.get("missing", 0) is None)
