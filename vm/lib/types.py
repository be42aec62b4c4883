"""types for pith: the types of builtin objects by name (FunctionType,
GeneratorType, MethodType, ModuleType, ...), SimpleNamespace,
MappingProxyType (a read-only view of a mapping), GenericAlias, UnionType, and new_class /
prepare_class / resolve_bases for building classes by call."""
import sys


def _function():
    pass


def _generator():
    yield 1


async def _coroutine():
    pass


class _Class:
    def _method(self):
        pass


FunctionType = LambdaType = type(_function)
GeneratorType = type(_generator())
_co = _coroutine()
CoroutineType = type(_co)
_co.close()
del _co
MethodType = type(_Class()._method)
BuiltinFunctionType = BuiltinMethodType = type(len)
ModuleType = type(sys)
NoneType = type(None)
NotImplementedType = type(NotImplemented)
EllipsisType = type(Ellipsis)
GenericAlias = type(list[int])
UnionType = type(int | str)


class SimpleNamespace:
    """Attributes given as keywords; repr `namespace(a=1, b=2)`; equal when
    the attributes are."""

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        for key, value in kwargs.items():
            setattr(self, key, value)

    def __repr__(self):
        items = ", ".join("%s=%r" % kv for kv in self.__dict__.items())
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        return "%s(%s)" % (name, items)

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented


MappingProxyType = type(type.__dict__)


def resolve_bases(bases):
    return tuple(bases)


def prepare_class(name, bases=(), kwds=None):
    kwds = dict(kwds) if kwds else {}
    meta = kwds.pop("metaclass", type(bases[0]) if bases else type)
    ns = meta.__prepare__(name, bases, **kwds) if hasattr(meta, "__prepare__") else {}
    return meta, ns, kwds


def new_class(name, bases=(), kwds=None, exec_body=None):
    meta, ns, kwds = prepare_class(name, bases, kwds)
    if exec_body is not None:
        exec_body(ns)
    return meta(name, tuple(bases), ns, **kwds)
