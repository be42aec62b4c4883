# abc.ABC and abstractmethod: abstract classes refuse instantiation (with
# the missing names listed), concrete subclasses work, partial overrides stay
# abstract, abstract properties and classmethods, and calling super() into
# an abstract method's default body.
import abc
from abc import ABC, abstractmethod

class Shape(ABC):
    def __init__(self, name):
        self.name = name

    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        return 0

    def describe(self):
        return f"{self.name}: area={self.area():.2f} perimeter={self.perimeter():.2f}"

class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h) + super().perimeter()

class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self.name = "square"

class HalfDone(Shape):
    def area(self):
        return 1

for cls in (Shape, HalfDone):
    try:
        cls("x")
    except TypeError as e:
        print(type(e).__name__, e)

shapes = [Rect(2, 3.5), Square(4)]
for s in shapes:
    print(s.describe())
print(isinstance(shapes[1], Shape), issubclass(Square, Shape), issubclass(Shape, ABC))
print(sorted(Shape.__abstractmethods__), sorted(HalfDone.__abstractmethods__), len(Rect.__abstractmethods__))

class Plugin(abc.ABC):
    @property
    @abstractmethod
    def name(self):
        pass

    @classmethod
    @abstractmethod
    def create(cls):
        pass

class Echo(Plugin):
    @property
    def name(self):
        return "echo"
    @classmethod
    def create(cls):
        return cls()

try:
    Plugin()
except TypeError as e:
    print(type(e).__name__, e)
p = Echo.create()
print(p.name, type(p).__name__)

# ABC without abstract methods can be instantiated
class Base(ABC):
    def hello(self):
        return "hi"
print(Base().hello())

# abstract method implemented by a mixin that comes first in the MRO
class AreaMixin:
    def area(self):
        return 99
    def perimeter(self):
        return 1
class Mixed(AreaMixin, Shape):
    pass
print(Mixed("mixed").describe())

# an abstract class with a template method
class Exporter(ABC):
    def export(self, rows):
        out = [self.header()]
        for r in rows:
            out.append(self.row(r))
        return "\n".join(out)
    @abstractmethod
    def header(self): ...
    @abstractmethod
    def row(self, r): ...

class CSV(Exporter):
    def header(self):
        return "id,name"
    def row(self, r):
        return ",".join(str(x) for x in r)
print(CSV().export([(1, "a"), (2, "b")]))
print(CSV().export([]))
