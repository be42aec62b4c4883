# Calls that compiled code makes of callable objects: an instance whose
# class defines __call__, a bound method passed around as a value, a
# __call__ that is a static or class method, one that raises, one that
# recurses, and a wrong argument count; each may run the called function's
# own trace and must give what the interpreter gives.
class Scale:
    def __init__(self, k):
        self.k = k
    def __call__(self, x):
        total = 0
        for i in range(3):
            total += self.k * x + i
        return total

class Fails:
    def __call__(self, x):
        if x % 17 == 16:
            raise ValueError("bad %d" % x)
        return -x

class Deep:
    def __call__(self, n):
        return 0 if n == 0 else 1 + self(n - 1)

class Static:
    __call__ = staticmethod(lambda x: x * 3)

class Counter:
    def __init__(self):
        self.n = 0
    def bump(self, by):
        self.n += by
        return self.n

def drive(f, n):
    out = 0
    for i in range(n):
        out += f(i)
    return out

def drive_caught(f, n):
    out, errors = 0, []
    for i in range(n):
        try:
            out += f(i)
        except ValueError as e:
            errors.append(str(e))
    return out, errors[:3], len(errors)

c = Counter()
print(drive(Scale(2), 300), drive(Scale(-1), 50))
print(drive_caught(Fails(), 200))
print(drive(Deep(), 60))
print(drive(Static(), 100))
print(drive(c.bump, 100), c.n)
print(drive(lambda i: i * i, 100), drive(len.__call__ if False else abs, 50))
try:
    print(drive(Counter().bump.__func__, 3))
except TypeError as e:
    print("TypeError", e)

class Klass:
    base = 10
    @classmethod
    def __call__(cls, x):
        return cls.base + x

print(drive(Klass(), 40), Klass()(5), Static()(7))
