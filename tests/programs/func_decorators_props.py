# Decorators without closures, class decorators, staticmethod, classmethod, property.
REGISTRY = {}
def register(f):
    REGISTRY[f.__name__] = f
    return f
@register
def hello(name):
    return "hello " + name
@register
def square(x):
    return x * x
print(sorted(REGISTRY), REGISTRY["hello"]("bob"), REGISTRY["square"](9), hello("direct"))
CLASSES = []
def track(cls):
    CLASSES.append(cls.__name__)
    cls.tracked = True
    return cls
@track
class Alpha:
    pass
@track
class Beta(Alpha):
    def greet(self):
        return "beta"
print(CLASSES, Alpha.tracked, Beta().greet(), Beta.tracked)
def mark(f):
    f.marked = "yes"
    return f
@register
@mark
def both():
    return "both"
print(both(), both.marked, "both" in REGISTRY)
class Temperature:
    count = 0
    def __init__(self, celsius):
        self._c = celsius
        Temperature.count += 1
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._c = value
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @staticmethod
    def c_to_f(c):
        return c * 9 / 5 + 32
    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 / 9)
    @classmethod
    def made(cls):
        return cls.__name__ + " made " + str(cls.count)
t = Temperature(100)
print(t.celsius, t.fahrenheit)
t.celsius = 0
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
print(t.celsius)
print(Temperature.c_to_f(37), t.c_to_f(-40))
u = Temperature.from_f(212)
print(type(u).__name__, u.celsius, Temperature.made(), t.made())
try:
    t.fahrenheit = 5
except AttributeError as e:
    print("AttributeError raised")
class Sub(Temperature):
    pass
s = Sub.from_f(32)
print(type(s).__name__, s.celsius, Sub.made())
