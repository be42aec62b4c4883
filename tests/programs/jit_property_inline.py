# Properties and descriptors read in hot loops: the JIT inlines their
# Python functions; guards failing inside them rebuild the getter's frame.


class Temp:
    def __init__(self, c):
        self.c = c

    @property
    def f(self):
        # A rare branch inside the getter: leaves the compiled code there.
        if self.c == 777:
            return "hot"
        return self.c * 9 / 5 + 32

    @property
    def k(self):
        if self.c < -300:
            raise ValueError("below absolute zero")
        return self.c + 273


temps = [Temp(i) for i in range(1000)]
total = 0.0
seen = []
for t in temps:
    v = t.f
    if isinstance(v, str):
        seen.append(v)
    else:
        total += v
print(round(total, 3), seen)

errors = 0
ks = 0
for i in range(600):
    t = Temp(i - 400 if i % 97 else -500)
    try:
        ks += t.k
    except ValueError as e:
        errors += 1
print(ks, errors)


class Field:
    """A data descriptor storing into the instance under another name."""

    def __set_name__(self, owner, name):
        self.key = "_" + name

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return getattr(obj, self.key, 0)

    def __set__(self, obj, value):
        setattr(obj, self.key, value)


class Cached:
    """A non-data descriptor: the instance attribute wins once set."""

    def __init__(self, f):
        self.f = f
        self.calls = 0

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        self.calls += 1
        value = self.f(obj)
        setattr(obj, self.f.__name__, value)
        return value


class Point:
    x = Field()
    y = Field()

    def __init__(self, x, y):
        self.x = x
        self.y = y

    @Cached
    def size(self):
        return abs(self.x) + abs(self.y)


pts = [Point(i, -i) for i in range(500)]
s = 0
for rep in range(3):
    for p in pts:
        s += p.x - p.y + p.size
print(s, Point.size.calls)

# The property changes under a running loop: the compiled code must notice.
class Box:
    def __init__(self, v):
        self.v = v

    @property
    def w(self):
        return self.v


boxes = [Box(i) for i in range(300)]
acc = 0
for n, b in enumerate(boxes):
    if n == 150:
        Box.w = property(lambda self: -self.v)
    acc += b.w
print(acc)
