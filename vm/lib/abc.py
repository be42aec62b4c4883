"""abc for pith: ABCMeta, ABC and abstractmethod (also under property,
classmethod and staticmethod), with CPython's refusal to instantiate a class
that still has abstract methods (listed in its `__abstractmethods__`), and
virtual subclasses: register() and __subclasshook__.
"""

__all__ = ["ABCMeta", "ABC", "abstractmethod", "abstractclassmethod", "abstractstaticmethod",
           "abstractproperty", "get_cache_token", "update_abstractmethods"]


def abstractmethod(funcobj):
    """Marks a method abstract: a subclass must override it to be instantiable."""
    funcobj.__isabstractmethod__ = True
    return funcobj


def _is_abstract(value):
    if isinstance(value, property):
        return any(_is_abstract(f) for f in (value.fget, value.fset, value.fdel) if f is not None)
    if isinstance(value, (classmethod, staticmethod)):
        value = value.__func__
    return getattr(value, "__isabstractmethod__", False) is True


def update_abstractmethods(cls):
    """Recomputes cls.__abstractmethods__ (after methods were added or replaced)."""
    abstracts = {name for name, value in cls.__dict__.items() if _is_abstract(value)}
    for base in cls.__bases__:
        for name in getattr(base, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                abstracts.add(name)
    cls.__abstractmethods__ = frozenset(abstracts)
    return cls


class ABCMeta(type):
    """Metaclass of abstract base classes: computes __abstractmethods__ when
    a class is made, refuses to instantiate a class that has some, and
    answers isinstance()/issubclass() for registered (virtual) subclasses
    and through __subclasshook__."""

    def __new__(mcls, name, bases, namespace, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        update_abstractmethods(cls)
        cls._abc_registry = []
        return cls

    def register(cls, subclass):
        """Registers a virtual subclass; returns it (usable as a class decorator)."""
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        return subclass

    def __call__(cls, *args, **kwargs):
        if cls.__abstractmethods__:
            names = sorted(cls.__abstractmethods__)
            s = "s" if len(names) > 1 else ""
            raise TypeError(f"Can't instantiate abstract class {cls.__name__} "
                            f"with abstract method{s} {', '.join(names)}")
        return super().__call__(*args, **kwargs)

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        if cls in subclass.__mro__:
            return True
        hook = getattr(cls, "__subclasshook__", None)
        if hook is not None:
            ok = hook(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        for registered in cls.__dict__.get("_abc_registry", ()):
            if issubclass(subclass, registered):
                return True
        for sub in cls.__subclasses__():
            if issubclass(subclass, sub):
                return True
        return False


class ABC(metaclass=ABCMeta):
    """Helper class: derive from it to get abstract-method checking."""

    __slots__ = ()


# The deprecated spellings, as functions (pith cannot subclass
# classmethod, staticmethod or property).
def abstractclassmethod(callable):
    return classmethod(abstractmethod(callable))


def abstractstaticmethod(callable):
    return staticmethod(abstractmethod(callable))


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    return property(abstractmethod(fget) if fget is not None else None, fset, fdel, doc)


def get_cache_token():
    return 0
