# Type introspection: type(x).__name__ for builtins and user classes,
# __class__, __qualname__ of nested classes/methods, __module__, __doc__,
# type(x) is / == comparisons, isinstance with tuples and bool/int,
# issubclass with user hierarchies, type() identity of classes, and a
# simple type-based dispatch (a pretty printer).
values = [1, 2.5, True, None, "s", [1], (1,), {"a": 1}, {1}, frozenset(), range(3), len, print,
          lambda: 0, type, object(), 3 ** 100, NotImplemented, Ellipsis, slice(1), iter([]), (x for x in [])]
print([type(v).__name__ for v in values])
print(type(1) is int, type(True) is int, type(True) is bool, isinstance(True, int), type(2.0) == float, type("x") != str)
print(type(int), type(type), isinstance(int, type), isinstance(3, type), type(None).__name__, type(...).__name__)

class Outer:
    """Outer docstring."""
    class Inner:
        def method(self):
            return 1
    def method(self):
        def local():
            pass
        return local
print(Outer.__name__, Outer.Inner.__name__, Outer.Inner.__qualname__, Outer.Inner.method.__qualname__,
      Outer().method().__qualname__, Outer.__doc__, Outer.Inner.__doc__)
print(Outer.__module__, type(Outer()).__module__, __name__, Outer().__class__ is Outer, Outer.Inner().__class__.__name__)
print(repr(Outer.Inner)[-14:], str(type(Outer())).startswith("<class '__main__.Outer"), repr(int), repr(type(None)))

class Animal:
    sound = "..."
    def __str__(self):
        return type(self).__name__.lower()
    def speak(self):
        return f"{type(self).__name__} says {self.sound}"
class Dog(Animal):
    sound = "woof"
class Puppy(Dog):
    pass
class Cat(Animal):
    sound = "meow"
pets = [Dog(), Cat(), Puppy(), Animal()]
print([p.speak() for p in pets])
print([type(p).__name__ for p in pets if isinstance(p, Dog)], [type(p) is Dog for p in pets])
print(issubclass(Puppy, Animal), issubclass(Animal, Puppy), issubclass(Dog, (Cat, Animal)), issubclass(Puppy, Puppy))
print([c.__name__ for c in Puppy.__mro__], Puppy.__bases__[0].__name__, Animal.__subclasses__() == [Dog, Cat])
for bad in [lambda: isinstance(1, 1), lambda: issubclass(1, int), lambda: issubclass(Dog, "Animal")]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)

# creating instances via type(obj)
def clone(obj):
    new = type(obj)()
    new.__dict__.update(vars(obj)) if False else None
    return new
print(type(clone(Cat())).__name__, type(clone([1, 2])), clone(5), clone("x") == "")

# type-based dispatch
def pretty(obj, indent=0):
    pad = "  " * indent
    kind = type(obj)
    if kind is dict:
        if not obj:
            return "{}"
        inner = ",\n".join(pad + "  " + repr(k) + ": " + pretty(v, indent + 1) for k, v in obj.items())
        return "{\n" + inner + "\n" + pad + "}"
    if kind in (list, tuple):
        open_, close = ("[", "]") if kind is list else ("(", ")")
        return open_ + ", ".join(pretty(v, indent) for v in obj) + ("," if kind is tuple and len(obj) == 1 else "") + close
    if isinstance(obj, bool):
        return "yes" if obj else "no"
    if isinstance(obj, (int, float)):
        return format(obj, ",")
    if obj is None:
        return "null"
    return f"<{kind.__name__}:{obj}>" if not isinstance(obj, str) else repr(obj)
doc = {"name": "pith", "version": (0, 1), "stable": False, "downloads": 1234567, "ratio": 0.75,
       "tags": ["vm", "jit"], "meta": {"owner": None, "empty": {}, "nested": [(1,), []]}, "animal": Dog()}
print(pretty(doc))
