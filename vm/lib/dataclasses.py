"""dataclasses for pith: @dataclass with init, repr, eq, order; field() with
default and default_factory; fields(), asdict(), astuple(), replace(),
is_dataclass(); __post_init__.

Not supported (NotImplementedError): frozen=True (pith does not call a
user __setattr__), slots=True, kw_only, InitVar and ClassVar handling.
"""

__all__ = ["dataclass", "field", "fields", "asdict", "astuple", "replace",
           "is_dataclass", "MISSING", "Field", "FrozenInstanceError"]


class _MissingType:
    def __repr__(self):
        return "MISSING"


MISSING = _MissingType()


class FrozenInstanceError(AttributeError):
    pass


class Field:
    def __init__(self, default, default_factory, init, repr, compare, hash=None, metadata=None):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.compare = compare
        self.hash = hash
        self.metadata = {} if metadata is None else metadata

    def __repr__(self):
        return ("Field(name=" + repr(self.name) + ",type=" + repr(self.type) + ",default=" + repr(self.default)
                + ",default_factory=" + repr(self.default_factory) + ",init=" + repr(self.init)
                + ",repr=" + repr(self.repr) + ",compare=" + repr(self.compare) + ")")


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True, metadata=None):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, compare, hash, metadata)


def _class_fields(cls):
    """The fields of `cls`, base classes' first, in definition order."""
    result = {}
    for base in reversed(cls.__mro__[1:]):
        base_fields = base.__dict__.get("__dataclass_fields__")
        if base_fields:
            for name, f in base_fields.items():
                result[name] = f
    annotations = cls.__dict__.get("__annotations__", {})
    for name, typ in annotations.items():
        default = cls.__dict__.get(name, MISSING)
        if isinstance(default, Field):
            f = default
        else:
            if isinstance(default, (list, dict, set)):
                raise ValueError("mutable default " + repr(type(default)) + " for field " + name
                                 + " is not allowed: use default_factory")
            f = Field(default, MISSING, True, True, True)
        f.name = name
        f.type = typ
        result[name] = f
        if f.default is not MISSING:
            setattr(cls, name, f.default)
        elif name in cls.__dict__:
            delattr(cls, name)
    return result


def _make_init(cls, init_fields, qualname):
    names = [f.name for f in init_fields]
    seen_default = False
    for f in init_fields:
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if seen_default and not has_default:
            raise TypeError("non-default argument " + repr(f.name) + " follows default argument")
        seen_default = seen_default or has_default

    def __init__(self, *args, **kwargs):
        if len(args) > len(names):
            required = len([f for f in init_fields if f.default is MISSING and f.default_factory is MISSING])
            takes = str(len(names) + 1) if required == len(names) else "from " + str(required + 1) + " to " + str(len(names) + 1)
            raise TypeError(qualname + ".__init__() takes " + takes + " positional arguments but "
                            + str(len(args) + 1) + " were given")
        values = {}
        for name, value in zip(names, args):
            values[name] = value
        for name, value in kwargs.items():
            if name not in names:
                raise TypeError(qualname + ".__init__() got an unexpected keyword argument " + repr(name))
            if name in values:
                raise TypeError(qualname + ".__init__() got multiple values for argument " + repr(name))
            values[name] = value
        missing = []
        for f in init_fields:
            if f.name in values:
                continue
            if f.default is not MISSING:
                values[f.name] = f.default
            elif f.default_factory is not MISSING:
                values[f.name] = f.default_factory()
            else:
                missing.append(f.name)
        if missing:
            quoted = ["'" + m + "'" for m in missing]
            if len(quoted) == 1:
                listed = quoted[0]
            elif len(quoted) == 2:
                listed = quoted[0] + " and " + quoted[1]
            else:
                listed = ", ".join(quoted[:-1]) + ", and " + quoted[-1]
            plural = "" if len(missing) == 1 else "s"
            raise TypeError(qualname + ".__init__() missing " + str(len(missing)) + " required positional argument"
                            + plural + ": " + listed)
        # object.__setattr__: a frozen class's own __setattr__ refuses.
        for name in names:
            object.__setattr__(self, name, values[name])
        for f in cls.__dataclass_fields__.values():
            if not f.init:
                if f.default is not MISSING:
                    object.__setattr__(self, f.name, f.default)
                elif f.default_factory is not MISSING:
                    object.__setattr__(self, f.name, f.default_factory())
        post = getattr(self, "__post_init__", None)
        if post is not None:
            post()

    return __init__


def _compare_tuple(obj, compared):
    return tuple(getattr(obj, f.name) for f in compared)


def _set_new(cls, name, value):
    """Sets a generated method unless the class defines it itself (True
    when it did), as CPython does."""
    if name in cls.__dict__:
        return True
    setattr(cls, name, value)
    return False


def _process(cls, init, repr_, eq, order, frozen, unsafe_hash=False, match_args=True):
    # As CPython: a __hash__ the class body set itself, not the None that
    # defining __eq__ implies.
    body = cls.__dict__
    explicit_hash = "__hash__" in body and not (body["__hash__"] is None and "__eq__" in body)
    all_fields = _class_fields(cls)
    cls.__dataclass_fields__ = all_fields
    field_list = list(all_fields.values())
    qualname = cls.__qualname__
    if init:
        _set_new(cls, "__init__", _make_init(cls, [f for f in field_list if f.init], qualname))
    if repr_:
        shown = [f for f in field_list if f.repr]

        def __repr__(self):
            return (self.__class__.__qualname__ + "("
                    + ", ".join(f.name + "=" + repr(getattr(self, f.name)) for f in shown) + ")")

        _set_new(cls, "__repr__", __repr__)
    compared = [f for f in field_list if f.compare]
    if eq:
        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return _compare_tuple(self, compared) == _compare_tuple(other, compared)
            return NotImplemented

        _set_new(cls, "__eq__", __eq__)
    if order:
        def make(op):
            def compare(self, other):
                if other.__class__ is self.__class__:
                    return op(_compare_tuple(self, compared), _compare_tuple(other, compared))
                return NotImplemented
            return compare

        for name, op in (("__lt__", lambda a, b: a < b), ("__le__", lambda a, b: a <= b),
                         ("__gt__", lambda a, b: a > b), ("__ge__", lambda a, b: a >= b)):
            if _set_new(cls, name, make(op)):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}. "
                                "Consider using functools.total_ordering")
    if frozen:
        names = tuple(f.name for f in field_list)

        def __setattr__(self, name, value):
            if type(self) is cls or name in names:
                raise FrozenInstanceError(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self, name):
            if type(self) is cls or name in names:
                raise FrozenInstanceError(f"cannot delete field {name!r}")
            super(cls, self).__delattr__(name)

        for name, method in (("__setattr__", __setattr__), ("__delattr__", __delattr__)):
            if _set_new(cls, name, method):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    # A field's hash=None means: hashed when compared.
    hashed = [f for f in field_list if (f.compare if f.hash is None else f.hash)]

    def __hash__(self):
        return hash(_compare_tuple(self, hashed))

    if match_args:
        _set_new(cls, "__match_args__", tuple(f.name for f in field_list if f.init))
    if unsafe_hash:
        if explicit_hash:
            raise TypeError(f"Cannot overwrite attribute __hash__ in class {cls.__name__}")
        cls.__hash__ = __hash__
    elif eq and frozen and not explicit_hash:
        cls.__hash__ = __hash__
    elif eq and not explicit_hash:
        cls.__hash__ = None
    return cls


def dataclass(cls=None, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False,
              match_args=True, kw_only=False, slots=False):
    if slots or kw_only:
        raise NotImplementedError("dataclass(slots=..., kw_only=...) is not supported by pith")

    def wrap(c):
        return _process(c, init, repr, eq, order, frozen, unsafe_hash, match_args)

    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    f = getattr(class_or_instance, "__dataclass_fields__", None)
    if f is None:
        raise TypeError("must be called with a dataclass type or instance")
    return tuple(f.values())


def is_dataclass(obj):
    return hasattr(obj, "__dataclass_fields__")


def _convert(value, factory, as_tuple):
    """A dataclass instance as a dict (`factory` of pairs) or a tuple, its
    fields and the containers in them converted the same way."""
    if is_dataclass(value) and not isinstance(value, type):
        items = [_convert(getattr(value, f.name), factory, as_tuple) for f in fields(value)]
        if as_tuple:
            return factory(items)
        return factory([(f.name, v) for f, v in zip(fields(value), items)])
    if isinstance(value, list):
        return [_convert(v, factory, as_tuple) for v in value]
    if isinstance(value, tuple):
        return tuple(_convert(v, factory, as_tuple) for v in value)
    if isinstance(value, dict):
        return {_convert(k, factory, as_tuple): _convert(v, factory, as_tuple) for k, v in value.items()}
    return value


def asdict(obj, *, dict_factory=dict):
    if not is_dataclass(obj) or isinstance(obj, type):
        raise TypeError("asdict() should be called on dataclass instances")
    return _convert(obj, dict_factory, False)


def astuple(obj, *, tuple_factory=tuple):
    if not is_dataclass(obj) or isinstance(obj, type):
        raise TypeError("astuple() should be called on dataclass instances")
    return _convert(obj, tuple_factory, True)


def replace(obj, **changes):
    for f in fields(obj):
        if not f.init:
            if f.name in changes:
                raise ValueError(f"field {f.name} is declared with init=False, it cannot be specified with replace()")
            continue
        if f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
