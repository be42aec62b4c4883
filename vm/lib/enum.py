"""enum for pith: Enum, IntEnum-free subset, auto, unique.

Members are created when a subclass of Enum is defined (the VM calls
`__pith_enum_setup__` on every new class derived from Enum), and the class
supports `Color(value)`, `Color['NAME']`, iteration, `len()` and `in` through
hooks the VM consults on classes (CPython's EnumType metaclass is not
reproduced: an Enum class's type is `type`).

Not supported: IntEnum/IntFlag/Flag (they subclass int), `_missing_`,
`_generate_next_value_`, aliases with a different name order than CPython's.
"""

from _pith import new_instance as _pith_new_instance

__all__ = ["Enum", "auto", "unique"]

_auto_counter = [0]


class auto:
    """An automatic value: 1, 2, 3, ... in definition order within a class."""

    def __init__(self):
        self.value = None


def _new_member(cls, name, value):
    member = _pith_new_instance(cls)
    member._name_ = name
    member._value_ = value
    # As in CPython, a tuple value gives the arguments of __init__.
    member.__init__(*(value if isinstance(value, tuple) else (value,)))
    return member


class Enum:
    __pith_enum__ = True

    def __init__(self, *args, **kwds):
        pass

    @classmethod
    def __pith_enum_setup__(cls):
        cls._member_map_ = {}
        cls._member_names_ = []
        cls._value2member_map_ = {}
        next_auto = 1
        for name, value in list(cls.__dict__.items()):
            if name.startswith("_") or callable(value) or isinstance(value, (staticmethod, classmethod, property)):
                continue
            if isinstance(value, auto):
                value = next_auto
            if isinstance(value, int) and not isinstance(value, bool):
                next_auto = value + 1
            existing = None
            for m in cls._member_map_.values():
                if m._value_ == value:
                    existing = m
                    break
            member = existing if existing is not None else _new_member(cls, name, value)
            cls._member_map_[name] = member
            if existing is None:
                cls._member_names_.append(name)
                try:
                    cls._value2member_map_[value] = member
                except TypeError:
                    pass
            setattr(cls, name, member)
        # (A plain dict: CPython's is a read-only mappingproxy.)
        cls.__members__ = dict(cls._member_map_)

    @classmethod
    def __pith_enum_call__(cls, value):
        try:
            if value in cls._value2member_map_:
                return cls._value2member_map_[value]
        except TypeError:
            pass
        for name in cls._member_names_:
            member = cls._member_map_[name]
            if member._value_ == value:
                return member
        raise ValueError(repr(value) + " is not a valid " + cls.__qualname__)

    @classmethod
    def __pith_enum_getitem__(cls, name):
        return cls._member_map_[name]

    @classmethod
    def __pith_enum_iter__(cls):
        return iter([cls._member_map_[n] for n in cls._member_names_])

    @classmethod
    def __pith_enum_len__(cls):
        return len(cls._member_names_)

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_

    def __repr__(self):
        return "<" + type(self).__name__ + "." + self._name_ + ": " + repr(self._value_) + ">"

    def __str__(self):
        return type(self).__name__ + "." + self._name_

    def __format__(self, spec):
        return format(str(self), spec)

    def __reduce_ex__(self, proto):
        return (self.__class__, (self._value_,))


def unique(enumeration):
    duplicates = [name for name, member in enumeration._member_map_.items() if member._name_ != name]
    if duplicates:
        raise ValueError("duplicate values found in " + repr(enumeration) + ": "
                         + ", ".join(d + " -> " + enumeration._member_map_[d]._name_ for d in duplicates))
    return enumeration
