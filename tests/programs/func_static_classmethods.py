# staticmethod, classmethod and read-only property (no setter).
class Counter:
    instances = 0
    def __init__(self, start):
        self.value = start
        Counter.instances += 1
    @staticmethod
    def clamp(v, lo, hi):
        return max(lo, min(hi, v))
    @classmethod
    def zero(cls):
        return cls(0)
    @classmethod
    def describe(cls):
        return cls.__name__ + ":" + str(cls.instances)
    @property
    def doubled(self):
        return self.value * 2
    @property
    def is_big(self):
        return self.value > 10
    def bump(self, n=1):
        self.value = Counter.clamp(self.value + n, 0, 20)
        return self
c = Counter(5)
print(c.value, c.doubled, c.is_big)
c.bump(10)
print(c.value, c.doubled, c.is_big)
c.bump(100).bump(-3)
print(c.value, c.doubled)
print(Counter.clamp(-5, 0, 10), c.clamp(50, 0, 10), Counter.clamp(5, 0, 10))
z = Counter.zero()
print(type(z).__name__, z.value, z.doubled, Counter.describe(), z.describe())
class Sub(Counter):
    @classmethod
    def describe(cls):
        return "Sub(" + super().describe() + ")"
    @property
    def doubled(self):
        return "sub " + str(self.value * 2)
s = Sub.zero()
print(type(s).__name__, s.doubled, Sub.describe(), Counter.describe())
s.bump(4)
print(s.value, s.doubled, s.is_big)
try:
    c.doubled = 3
except AttributeError:
    print("cannot set read-only property")
print(c.doubled)
sm = Counter.clamp
print(sm(3, 4, 5), [Counter.clamp(v, 2, 4) for v in range(7)])
cm = Counter.describe
print(cm())
class Util:
    @staticmethod
    def add(a, b=1):
        return a + b
    @staticmethod
    def join(*parts, sep="/"):
        return sep.join(parts)
print(Util.add(1), Util.add(1, 2), Util().add(b=5, a=5), Util.join("a", "b"), Util.join("x", "y", sep="-"))
print(isinstance(Counter.__dict__["clamp"], staticmethod), isinstance(Counter.__dict__["zero"], classmethod))
print(isinstance(Counter.__dict__["doubled"], property))
