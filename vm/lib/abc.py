"""abc for pith: ABC and abstractmethod (also under property, classmethod and
staticmethod), with CPython's refusal to instantiate a class that still has
abstract methods (listed in its `__abstractmethods__`).

pith has no metaclasses: ABCMeta is not provided, and the bookkeeping that
CPython's ABCMeta does when a class is created happens in
ABC.__init_subclass__; the check happens in ABC.__new__. register() and
__subclasshook__ (virtual subclasses) are not supported.
"""

__all__ = ["ABC", "abstractmethod", "abstractclassmethod", "abstractstaticmethod",
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


class ABC:
    """Helper class: derive from it to get abstract-method checking."""

    __slots__ = ()
    __abstractmethods__ = frozenset()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        update_abstractmethods(cls)

    def __new__(cls, *args, **kwargs):
        if cls.__abstractmethods__:
            names = sorted(cls.__abstractmethods__)
            s = "s" if len(names) > 1 else ""
            raise TypeError(f"Can't instantiate abstract class {cls.__name__} "
                            f"with abstract method{s} {', '.join(names)}")
        return object.__new__(cls)


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
