from abc import ABC, ABCMeta, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def name(self): ...
class Sq(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
    def name(self): return "sq"
for bad in (Shape, ):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
print(Sq(3).area(), isinstance(Sq(2), Shape), issubclass(Sq, Shape), type(Shape).__name__)
class Half(Shape):
    def area(self): return 0
try:
    Half()
except TypeError as e:
    print("TypeError", e)
class Plugin(metaclass=ABCMeta):
    @abstractmethod
    def run(self): ...
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Plugin:
            return any("run" in B.__dict__ for B in C.__mro__)
        return NotImplemented
class Runs:
    def run(self): return 1
class Other: pass
print(issubclass(Runs, Plugin), isinstance(Runs(), Plugin), issubclass(Other, Plugin))
class Drawable(ABC): pass
Drawable.register(int)
@Drawable.register
class Canvas: pass
print(isinstance(3, Drawable), issubclass(Canvas, Drawable), isinstance("x", Drawable), issubclass(bool, Drawable))
print(Shape.__abstractmethods__ == frozenset({"area", "name"}), Sq.__abstractmethods__)
try:
    Drawable.register(3)
except TypeError as e:
    print("TypeError", e)
