# inspect: the type predicates, getmembers, getmro, getmodule, getdoc/cleandoc (inherited docs), unwrap, getattr_static, isabstract
import inspect
import sys
import types
from abc import ABC, abstractmethod


class Base:
    """Base class.

    Longer description, indented.
    """

    def method(self):
        """Does the thing.

            Indented more.
        """
        return 1

    @property
    def size(self):
        """The size."""
        return 3

    @classmethod
    def make(cls):
        return cls()

    @staticmethod
    def helper():
        return "h"


class Child(Base):
    def method(self):
        return 2

    @property
    def size(self):
        return 4


class Shape(ABC):
    """A shape."""

    @abstractmethod
    def area(self):
        pass


class Square(Shape):
    def area(self):
        return 4


def plain():
    return 0


def gen():
    yield 1


async def coro():
    return 1


g = gen()
c = coro()
objects = [("module", inspect), ("class", Base), ("instance", Base()), ("function", plain),
           ("lambda", lambda: 0), ("method", Base().method), ("classmethod", Base.make),
           ("generator", g), ("coroutine", c), ("builtin", len), ("builtin method", [].append),
           ("int", 5), ("type", type), ("property", Base.__dict__["size"]),
           ("staticmethod obj", Base.__dict__["helper"]), ("classmethod obj", Base.__dict__["make"])]
predicates = ["ismodule", "isclass", "isfunction", "ismethod", "isgenerator", "iscoroutine", "isbuiltin",
              "isroutine", "isdatadescriptor", "ismethoddescriptor", "isawaitable", "isabstract",
              "isframe", "iscode", "istraceback", "isasyncgen"]
for label, obj in objects:
    hits = [p[2:] for p in predicates if getattr(inspect, p)(obj)]
    print(label.ljust(17), hits)
c.close()
for obj in [5, Base, len, "text", Base()]:
    print("not generator/coroutine functions:", inspect.isgeneratorfunction(obj), inspect.iscoroutinefunction(obj),
          inspect.isasyncgenfunction(obj))
print(inspect.isabstract(Shape), inspect.isabstract(Square), inspect.isabstract(5))

print(inspect.getmro(Child) == (Child, Base, object))
print([name for name, _ in inspect.getmembers(Child) if not name.startswith("__")])
print([name for name, _ in inspect.getmembers(Child, inspect.isfunction)])
print([name for name, _ in inspect.getmembers(Child(), inspect.ismethod) if not name.startswith("__")])
print([(name, value) for name, value in inspect.getmembers(Child()) if name == "size"])
print([name for name, _ in inspect.getmembers(inspect, inspect.isclass) if name in ("Signature", "Parameter")])
print([n for n, v in inspect.getmembers(sys.modules[__name__], lambda v: v is plain or v is Base)])


class Dynamic:
    def __getattr__(self, name):
        if name == "ghost":
            return "boo"
        raise AttributeError(name)


print(inspect.getmodule(Base) is sys.modules[__name__], inspect.getmodule(inspect) is inspect,
      inspect.getmodule(plain).__name__, inspect.getmodule(5))
print(inspect.getmodule(inspect.Signature) is inspect)

print(repr(inspect.getdoc(Base)))
print(repr(inspect.getdoc(Base.method)))
print(repr(inspect.getdoc(Child)))
print(repr(inspect.getdoc(Child.method)))
print(repr(inspect.getdoc(Child().method)))
print(repr(inspect.getdoc(Child.__dict__["size"])))
print(repr(inspect.getdoc(plain)))
print(repr(inspect.getdoc(Square)), repr(inspect.getdoc(Shape.area)))
print(repr(inspect.cleandoc("  first\n    second\n      third\n\n")))
print(repr(inspect.cleandoc("\n\n   a\n\tb\n\n")))
print(repr(inspect.cleandoc("x\n\ty\n  z")))
print(repr(inspect.cleandoc("")), repr(inspect.cleandoc("   \n   \n")), repr(inspect.cleandoc("one line  ")))


def deco(f):
    def wrapper(*a):
        return f(*a)
    wrapper.__wrapped__ = f
    return wrapper


wrapped = deco(deco(plain))
print(inspect.unwrap(wrapped) is plain, inspect.unwrap(plain) is plain)
print(inspect.unwrap(wrapped, stop=lambda f: f.__wrapped__ is plain) is wrapped.__wrapped__)
loop = deco(plain)
loop.__wrapped__ = loop
try:
    inspect.unwrap(loop)
except ValueError as e:
    print(type(e).__name__, str(e).startswith("wrapper loop when unwrapping"))


class WithSlots:
    x = "class x"

    def __init__(self):
        self.y = "instance y"

    @property
    def z(self):
        raise RuntimeError("not called")


w = WithSlots()
w.__dict__["z"] = "shadowed"
print(inspect.getattr_static(w, "x"), inspect.getattr_static(w, "y"), type(inspect.getattr_static(w, "z")).__name__)
print(inspect.getattr_static(w, "missing", "default"), inspect.getattr_static(WithSlots, "x"))
print(inspect.getattr_static(Dynamic(), "ghost", None), getattr(Dynamic(), "ghost"))
try:
    inspect.getattr_static(w, "nope")
except AttributeError as e:
    print(type(e).__name__, e)
try:
    inspect.getfile(sys)
except TypeError as e:
    print(type(e).__name__, str(e).endswith("is a built-in module"))
print(inspect.getfile(inspect.Signature) == inspect.getfile(inspect))
