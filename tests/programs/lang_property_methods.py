# property with getter/setter/deleter and validation, staticmethod and
# classmethod (alternative constructors, class-level counters), and how
# they behave through inheritance.
class Temperature:
    instances = 0

    def __init__(self, celsius=0.0):
        self.celsius = celsius
        Temperature.instances += 1

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError("celsius must be a number, not " + type(value).__name__)
        if value < -273.15:
            raise ValueError("below absolute zero: " + str(value))
        self._c = value

    @celsius.deleter
    def celsius(self):
        print("deleting", self._c)
        del self._c

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9

    @classmethod
    def from_fahrenheit(cls, f):
        t = cls()
        t.fahrenheit = f
        return t

    @staticmethod
    def is_freezing(c):
        return c <= 0

    def __repr__(self):
        return type(self).__name__ + "(" + format(self._c, ".2f") + ")"

t = Temperature(25)
print(t, t.celsius, t.fahrenheit)
t.fahrenheit = 212
print(t, t.celsius)
print(Temperature.from_fahrenheit(-40), Temperature.is_freezing(-1), t.is_freezing(5))
for bad in ["hot", -300, None]:
    try:
        t.celsius = bad
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(t)
del t.celsius
print(hasattr(t, "_c"))
try:
    t.celsius
except AttributeError as e:
    print("AttributeError", e)

# read-only property
class Circle:
    def __init__(self, r):
        self._r = r
    @property
    def area(self):
        return round(3.14159 * self._r ** 2, 3)
c = Circle(2)
print(c.area)
try:
    c.area = 5
except AttributeError as e:
    print("AttributeError", e)

# subclass: classmethod gets the subclass, property inherited
class Kelvinish(Temperature):
    @property
    def kelvin(self):
        return self.celsius + 273.15
k = Kelvinish.from_fahrenheit(32)
print(k, type(k).__name__, k.kelvin, Temperature.instances)

# property object introspection
print(type(Temperature.celsius).__name__, Temperature.celsius.fget.__name__)
print(isinstance(Temperature.__dict__["is_freezing"], staticmethod),
      isinstance(Temperature.__dict__["from_fahrenheit"], classmethod))

# property() called directly (not as decorator)
class Account:
    def __init__(self):
        self._balance = 0
    def _get(self):
        return self._balance
    def _set(self, v):
        self._balance = max(0, v)
    balance = property(_get, _set, None, "the balance")
a = Account()
a.balance = 50
a.balance -= 80
print(a.balance, Account.balance.__doc__)

# classmethod counting per class
class Widget:
    count = 0
    @classmethod
    def make(cls):
        cls.count += 1
        return cls()
class Gadget(Widget):
    pass
Widget.make(); Widget.make(); Gadget.make()
print(Widget.count, Gadget.count)

# staticmethod called via instance and class
class MathUtil:
    @staticmethod
    def clamp(x, lo, hi):
        return max(lo, min(hi, x))
print(MathUtil.clamp(15, 0, 10), MathUtil().clamp(-3, 0, 10))
