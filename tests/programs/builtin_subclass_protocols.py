# len(), iter(), truth and instantiation of classes derived from builtin
# types: inherited dunders act on the builtin value, overridden ones run,
# and a dunder added to the class later takes over.


class Coll(list):
    pass


class Dct(dict):
    pass


class Num(int):
    pass


class Text(str):
    pass


class Fl(float):
    pass


def protocols(values):
    out = []
    for v in values:
        out.append((type(v).__name__, len(v) if hasattr(type(v), "__len__") else None, bool(v)))
    return out


c = Coll()
print(protocols([c, Coll([1, 2]), Dct(), Dct(a=1), Text(""), Text("ab")]))
print([bool(x) for x in [Num(0), Num(3), Fl(0.0), Fl(-1.5)]])

todo = Coll()
for i in range(5):
    todo.append(i)
seen = []
while len(todo):
    seen.append(todo.pop(0))
    if todo:
        seen.append(sum(todo))
print(seen, len(todo), bool(todo))
print(list(iter(Coll("abc"))), [x for x in Dct(z=1, y=2)], sorted(Dct.fromkeys("cab")))

# A dunder added to the class after instances exist.
c = Coll([1, 2, 3])
print(len(c), bool(c), list(c))
Coll.__len__ = lambda self: 42
Coll.__iter__ = lambda self: iter(["replaced"])
print(len(c), bool(c), list(c))
Coll.__bool__ = lambda self: False
print(bool(c))
del Coll.__len__, Coll.__iter__, Coll.__bool__
print(len(c), bool(c), list(c))


# Overridden at class creation, with a bad result.
class Bad(list):
    def __len__(self):
        return "long"


try:
    len(Bad())
except TypeError as e:
    print("TypeError:", e)
try:
    bool(Bad([1]))
except TypeError as e:
    print("TypeError:", e)


class BadBool(int):
    def __bool__(self):
        return 1


try:
    bool(BadBool(2))
except TypeError as e:
    print("TypeError:", e)


# Instantiation: builtin __new__/__init__ with positional and keyword
# arguments, a Python __init__, a Python __new__, and errors.
class D2(dict):
    pass


print(D2(a=1, b=2), D2([("x", 1)], y=2), D2())
print(Coll(range(3)), Coll())
try:
    Coll(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    Coll(5)
except TypeError as e:
    print("TypeError:", e)


class Tagged(list):
    def __init__(self, *args, tag=None):
        super().__init__(*args)
        self.tag = tag


t = Tagged([1, 2], tag="x")
print(t, t.tag, len(t))


class Upper(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())


print(Upper("abc"), type(Upper("x")).__name__, len(Upper("hello")))


class InitReturns(list):
    def __init__(self, x):
        super().__init__(x)
        return 5


try:
    InitReturns([1])
except TypeError as e:
    print("TypeError:", e)

for i in range(4):
    n = Num(i)
    print(n + 1, len(Coll(range(i))), bool(Coll(range(i))), list(Coll(range(i))))
