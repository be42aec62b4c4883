"""typing for pith: the names programs use in annotations and at runtime.

Works as in CPython 3.11 (same reprs, __origin__/__args__/__parameters__,
equality, get_origin/get_args, TypeVar substitution, error messages for bad
subscripts): Any, Union, Optional, List, Dict, Set, FrozenSet, Tuple, Type,
Callable, Iterable, Iterator, Generator, Sequence, MutableSequence, Mapping,
MutableMapping, AbstractSet, MutableSet, Collection, Container, Reversible,
Sized, Hashable, Awaitable, Coroutine, AsyncIterable, AsyncIterator,
AsyncGenerator, KeysView, ItemsView, ValuesView, MappingView, Deque,
DefaultDict, OrderedDict, Counter, ChainMap, ContextManager,
AsyncContextManager, Literal, ClassVar, Final, Annotated, NoReturn, Never,
Self, LiteralString, TypeAlias, TypeGuard, Required, NotRequired, Unpack,
Concatenate, TypeVar, ParamSpec, TypeVarTuple, AnyStr, Text, ForwardRef,
NewType, cast, overload, get_overloads, clear_overloads, final,
no_type_check, assert_type, assert_never, reveal_type, dataclass_transform,
get_origin, get_args, get_type_hints (string annotations evaluated in the
globals of the module that wrote them), TYPE_CHECKING (False).
Generic: Box[int] is an alias (repr __main__.Box[int], __orig_bases__,
__parameters__, __orig_class__ on the instances it makes); an alias such as
List[int] can be a base class. Protocol and @runtime_checkable: isinstance()
and issubclass() check a protocol's members (methods, data members and
annotations, over its protocol bases), with CPython's TypeErrors for
protocols that are not runtime-checkable; generic protocols Protocol[T];
SupportsInt, SupportsFloat, SupportsComplex, SupportsBytes, SupportsIndex,
SupportsAbs, SupportsRound. NamedTuple (class form with defaults and
methods, or NamedTuple('P', [('x', int)]) and NamedTuple('P', x=int)).
TypedDict (class form, total=False, Required/NotRequired, inheritance, or
TypedDict('Movie', {'title': str}, total=False)): __required_keys__,
__optional_keys__, __total__, __annotations__; instances are plain dicts.

Differences, because of what pith supports:
- pith cannot see the caller's frame, so NewType, TypeVar and functional
  TypedDict reprs assume the caller's module is '__main__'.
- list[int] and the other builtin generics evaluate to the plain class in
  pith, so get_origin/get_args of them give None and ().
- Refused by name: TypedDict's keyword form TypedDict('X', a=int)
  (deprecated in 3.11).
- The aliases (List, Iterator[int], ...) cannot be used with isinstance
  (pith raises TypeError); use the collections.abc classes instead.
"""

import abc
import collections
import collections.abc
import sys

__all__ = ['Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final',
           'ForwardRef', 'Generic', 'Literal', 'Optional', 'ParamSpec', 'Protocol',
           'Tuple', 'Type', 'TypeVar', 'TypeVarTuple', 'Union', 'AbstractSet',
           'ByteString', 'Container', 'ContextManager', 'Hashable', 'ItemsView',
           'Iterable', 'Iterator', 'KeysView', 'Mapping', 'MappingView',
           'MutableMapping', 'MutableSequence', 'MutableSet', 'Sequence', 'Sized',
           'ValuesView', 'Awaitable', 'AsyncIterator', 'AsyncIterable', 'Coroutine',
           'Collection', 'AsyncGenerator', 'AsyncContextManager', 'Reversible',
           'ChainMap', 'Counter', 'Deque', 'Dict', 'DefaultDict', 'List',
           'OrderedDict', 'Set', 'FrozenSet', 'NamedTuple', 'TypedDict', 'Generator',
           'AnyStr', 'assert_type', 'assert_never', 'cast', 'clear_overloads', 'final',
           'get_args', 'get_origin', 'get_overloads', 'get_type_hints', 'is_typeddict',
           'LiteralString', 'Never', 'NewType', 'no_type_check',
           'no_type_check_decorator', 'NoReturn', 'NotRequired', 'overload',
           'ParamSpecArgs', 'ParamSpecKwargs', 'Required', 'reveal_type',
           'runtime_checkable', 'Self', 'Text', 'TYPE_CHECKING', 'TypeAlias',
           'TypeGuard', 'Unpack']

TYPE_CHECKING = False
_NoneType = type(None)


def _f():
    pass


_FunctionType = type(_f)


def _type_repr(obj):
    """The repr of obj as a type argument (CPython's typing._type_repr)."""
    if isinstance(obj, type):
        module = getattr(obj, '__module__', 'builtins')
        if module == 'builtins' or module is None:
            return obj.__qualname__
        return '%s.%s' % (module, obj.__qualname__)
    if obj is ...:
        return '...'
    if isinstance(obj, _FunctionType):
        return obj.__name__
    return repr(obj)


def _type_convert(arg, module=None):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg, module=module)
    return arg


def _as_tuple(params):
    if isinstance(params, tuple):
        return params
    return (params,)


def _collect_parameters(args):
    params = []
    for t in args:
        if isinstance(t, (TypeVar, ParamSpec, TypeVarTuple)):
            if t not in params:
                params.append(t)
        else:
            for p in getattr(t, '__parameters__', ()):
                if isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) and p not in params:
                    params.append(p)
    return tuple(params)


def _same(a, b):
    return a is b or a == b


def _tuple_eq(a, b):
    if len(a) != len(b):
        return False
    for i in range(len(a)):
        if not _same(a[i], b[i]):
            return False
    return True


class _Final:
    """Base of the typing objects that are not classes."""

    def __reduce__(self):
        return repr(self)


class ForwardRef(_Final):
    """Internal wrapper to hold a forward reference."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError("Forward reference must be a string -- got %r" % (arg,))
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__ and self.__forward_module__ == other.__forward_module__

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __repr__(self):
        if self.__forward_module__ is None:
            return 'ForwardRef(%r)' % (self.__forward_arg__,)
        return 'ForwardRef(%r, module=%r)' % (self.__forward_arg__, self.__forward_module__)


# ------------------------------------------------------------------ type variables

class TypeVar(_Final):
    """Type variable: T = TypeVar('T'), with optional constraints or bound."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if constraints and len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__constraints__ = tuple([_type_convert(c) for c in constraints])
        self.__bound__ = _type_convert(bound) if bound is not None else None
        self.__module__ = '__main__'

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class ParamSpecArgs(_Final):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return '%s.args' % (self.__origin__.__name__,)


class ParamSpecKwargs(_Final):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return '%s.kwargs' % (self.__origin__.__name__,)


class ParamSpec(_Final):
    """Parameter specification variable: P = ParamSpec('P')."""

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__bound__ = _type_convert(bound) if bound is not None else None
        self.args = ParamSpecArgs(self)
        self.kwargs = ParamSpecKwargs(self)

    def __repr__(self):
        if self.__covariant__:
            prefix = '+'
        elif self.__contravariant__:
            prefix = '-'
        else:
            prefix = '~'
        return prefix + self.__name__


class TypeVarTuple(_Final):
    """Type variable tuple: Ts = TypeVarTuple('Ts')."""

    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


AnyStr = TypeVar('AnyStr', bytes, str)


# ------------------------------------------------------------------ aliases

class _GenericAlias(_Final):
    """A subscripted generic: List[int], Dict[str, T], Callable[[int], str], ..."""

    def __init__(self, origin, args, name=None, inst=True):
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = _collect_parameters(args)
        self._name = name
        self._inst = inst

    def copy_with(self, args):
        return type(self)(self.__origin__, args, self._name, self._inst)

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return _same(self.__origin__, other.__origin__) and _tuple_eq(self.__args__, other.__args__)

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __getitem__(self, args):
        params = self.__parameters__
        if not params:
            raise TypeError('%r is not a generic class' % (self,))
        args = tuple([_type_convert(a) for a in _as_tuple(args)])
        if len(args) != len(params):
            raise TypeError('Too %s arguments for %r; actual %d, expected %d' % (
                'many' if len(args) > len(params) else 'few', self, len(args), len(params)))
        mapping = {}
        for i in range(len(params)):
            mapping[id(params[i])] = args[i]
        return self.copy_with(tuple([_substitute(a, mapping) for a in self.__args__]))

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError("Type %s cannot be instantiated; use %s() instead" % (
                self._name, self.__origin__.__name__))
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except (AttributeError, TypeError):
            pass
        return result

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__'):
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)

    def __mro_entries__(self, bases):
        origin = self.__origin__
        if self._name:
            return _alias_mro_entries(self, origin, bases)
        if origin is Generic:
            if Protocol in bases:
                return ()
            for base in bases[_index_of(bases, self) + 1:]:
                if isinstance(base, _GenericAlias):
                    return ()
        return (origin,)

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __repr__(self):
        if self._name:
            name = 'typing.' + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__:
            args = ', '.join([_type_repr(a) for a in self.__args__])
        else:
            args = '()'
        return '%s[%s]' % (name, args)


def _index_of(items, x):
    for i in range(len(items)):
        if items[i] is x:
            return i
    return -1


def _alias_mro_entries(alias, origin, bases):
    """The bases `class C(List[int])` gets: the alias's class, then Generic."""
    if not isinstance(origin, type):
        raise TypeError('Cannot subclass %r' % (alias,))
    entries = []
    if origin not in bases:
        entries.append(origin)
    for base in bases[_index_of(bases, alias) + 1:]:
        if isinstance(base, (_GenericAlias, _SpecialGenericAlias)):
            return tuple(entries)
        if isinstance(base, type) and issubclass(base, Generic):
            return tuple(entries)
    entries.append(Generic)
    return tuple(entries)


def _substitute(arg, mapping):
    if isinstance(arg, (TypeVar, ParamSpec, TypeVarTuple)):
        return mapping.get(id(arg), arg)
    if isinstance(arg, _GenericAlias) and arg.__parameters__:
        return arg.copy_with(tuple([_substitute(a, mapping) for a in arg.__args__]))
    if isinstance(arg, list):
        return [_substitute(a, mapping) for a in arg]
    return arg


class _CallableGenericAlias(_GenericAlias):
    def copy_with(self, args):
        return _CallableGenericAlias(self.__origin__, args, self._name, self._inst)

    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and (args[0] is ... or isinstance(args[0], (ParamSpec, _ConcatenateAlias))):
            return _GenericAlias.__repr__(self)
        return 'typing.Callable[[%s], %s]' % (', '.join([_type_repr(a) for a in args[:-1]]),
                                               _type_repr(args[-1]))


class _UnionGenericAlias(_GenericAlias):
    def copy_with(self, args):
        return Union[args]

    def __eq__(self, other):
        if not isinstance(other, _UnionGenericAlias):
            return NotImplemented
        for a in self.__args__:
            if not _contains(other.__args__, a):
                return False
        for a in other.__args__:
            if not _contains(self.__args__, a):
                return False
        return True

    def __hash__(self):
        return hash(len(self.__args__))

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return 'typing.Optional[%s]' % _type_repr(args[1])
            if args[1] is _NoneType:
                return 'typing.Optional[%s]' % _type_repr(args[0])
        return _GenericAlias.__repr__(self)


class _LiteralGenericAlias(_GenericAlias):
    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        mine = [(type(a), a) for a in self.__args__]
        theirs = [(type(a), a) for a in other.__args__]
        for x in mine:
            if x not in theirs:
                return False
        for x in theirs:
            if x not in mine:
                return False
        return True

    def __hash__(self):
        return hash(len(self.__args__))


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        _GenericAlias.__init__(self, origin, (origin,), 'Annotated')
        self.__metadata__ = metadata

    def copy_with(self, args):
        return _AnnotatedAlias(args[0], self.__metadata__)

    def __repr__(self):
        return 'typing.Annotated[%s, %s]' % (_type_repr(self.__origin__),
                                             ', '.join([repr(a) for a in self.__metadata__]))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return _same(self.__origin__, other.__origin__) and _tuple_eq(self.__metadata__, other.__metadata__)

    def __hash__(self):
        return hash(len(self.__metadata__))


class _ConcatenateAlias(_GenericAlias):
    def copy_with(self, args):
        return _ConcatenateAlias(self.__origin__, args, self._name, self._inst)


def _contains(args, x):
    for a in args:
        if _same(a, x):
            return True
    return False


class _SpecialGenericAlias(_Final):
    """An unsubscripted generic alias such as List or Mapping."""

    def __init__(self, origin, nparams, name, inst=True):
        self.__origin__ = origin
        self._nparams = nparams
        self._name = name
        self._inst = inst

    def __getitem__(self, params):
        params = tuple([_type_convert(p) for p in _as_tuple(params)])
        if not self._nparams:
            raise TypeError('%r is not a generic class' % (self,))
        if len(params) != self._nparams:
            raise TypeError('Too %s arguments for %r; actual %d, expected %d' % (
                'many' if len(params) > self._nparams else 'few', self, len(params), self._nparams))
        return _GenericAlias(self.__origin__, params, self._name, self._inst)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError("Type %s cannot be instantiated; use %s() instead" % (
                self._name, self.__origin__.__name__))
        return self.__origin__(*args, **kwargs)

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self is other

    def __mro_entries__(self, bases):
        return _alias_mro_entries(self, self.__origin__, bases)

    def __hash__(self):
        return hash(self._name)

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __repr__(self):
        return 'typing.' + self._name


class _CallableType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        result = _type_convert(result)
        if isinstance(args, list):
            args = tuple([_type_convert(a) for a in args])
            return _CallableGenericAlias(self.__origin__, args + (result,), 'Callable')
        return _CallableGenericAlias(self.__origin__, (args, result), 'Callable')


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if params == ():
            return _GenericAlias(tuple, (), 'Tuple', False)
        params = tuple([_type_convert(p) for p in _as_tuple(params)])
        return _GenericAlias(tuple, params, 'Tuple', False)


class _SpecialForm(_Final):
    """Any, Union, Optional, ClassVar, ...: special forms with a fixed repr."""

    def __init__(self, name, getitem=None):
        self._name = name
        self._getitem = getitem

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError('%r is not subscriptable' % (self,))
        return self._getitem(self, parameters)

    def __call__(self, *args, **kwargs):
        raise TypeError("Cannot instantiate %r" % (self,))

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __repr__(self):
        return 'typing.' + self._name


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    parameters = _as_tuple(parameters)
    flat = []
    for p in parameters:
        p = _type_convert(p)
        if isinstance(p, _UnionGenericAlias):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    args = []
    for p in flat:
        if not _contains(args, p):
            args.append(p)
    if len(args) == 1:
        return args[0]
    return _UnionGenericAlias(Union, tuple(args), 'Union')


def _optional_getitem(self, parameters):
    if isinstance(parameters, tuple):
        raise TypeError('typing.Optional requires a single type. Got %r.' % (parameters,))
    return Union[parameters, None]


def _single_getitem(self, parameters):
    if isinstance(parameters, tuple):
        raise TypeError('%r accepts only single type. Got %r.' % (self, parameters))
    return _GenericAlias(self, (_type_convert(parameters),), self._name)


def _literal_getitem(self, parameters):
    params = []
    for p in _as_tuple(parameters):
        if isinstance(p, _LiteralGenericAlias):
            params.extend(p.__args__)
        else:
            params.append(p)
    seen = []
    args = []
    for p in params:
        key = (type(p), p)
        if key not in seen:
            seen.append(key)
            args.append(p)
    return _LiteralGenericAlias(self, tuple(args), 'Literal')


def _concatenate_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Concatenate of no types.")
    parameters = _as_tuple(parameters)
    if not isinstance(parameters[-1], ParamSpec) and parameters[-1] is not ...:
        raise TypeError("The last parameter to Concatenate should be a ParamSpec variable or ellipsis.")
    return _ConcatenateAlias(self, parameters, 'Concatenate')


def _unpack_getitem(self, parameters):
    return _GenericAlias(self, (_type_convert(parameters),), 'Unpack')


class _AnyForm(_SpecialForm):
    def __call__(self, *args, **kwargs):
        raise TypeError("Any cannot be instantiated")


Any = _AnyForm('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')
Union = _SpecialForm('Union', _union_getitem)
Optional = _SpecialForm('Optional', _optional_getitem)
ClassVar = _SpecialForm('ClassVar', _single_getitem)
Final = _SpecialForm('Final', _single_getitem)
TypeGuard = _SpecialForm('TypeGuard', _single_getitem)
Required = _SpecialForm('Required', _single_getitem)
NotRequired = _SpecialForm('NotRequired', _single_getitem)
Literal = _SpecialForm('Literal', _literal_getitem)
Concatenate = _SpecialForm('Concatenate', _concatenate_getitem)
Unpack = _SpecialForm('Unpack', _unpack_getitem)


class _AnnotatedForm(_Final):
    """Annotated[T, x, ...]: add context-specific metadata to a type."""

    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError("Annotated[...] should be used "
                            "with at least two arguments (a type and an annotation).")
        origin = _type_convert(params[0])
        metadata = tuple(params[1:])
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        return _AnnotatedAlias(origin, metadata)

    def __call__(self, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __repr__(self):
        return "<class 'typing.Annotated'>"


Annotated = _AnnotatedForm()

_abc = collections.abc

Hashable = _SpecialGenericAlias(_abc.Hashable, 0, 'Hashable')
Awaitable = _SpecialGenericAlias(_abc.Awaitable, 1, 'Awaitable')
Coroutine = _SpecialGenericAlias(_abc.Coroutine, 3, 'Coroutine')
AsyncIterable = _SpecialGenericAlias(_abc.AsyncIterable, 1, 'AsyncIterable')
AsyncIterator = _SpecialGenericAlias(_abc.AsyncIterator, 1, 'AsyncIterator')
Iterable = _SpecialGenericAlias(_abc.Iterable, 1, 'Iterable')
Iterator = _SpecialGenericAlias(_abc.Iterator, 1, 'Iterator')
Reversible = _SpecialGenericAlias(_abc.Reversible, 1, 'Reversible')
Sized = _SpecialGenericAlias(_abc.Sized, 0, 'Sized')
Container = _SpecialGenericAlias(_abc.Container, 1, 'Container')
Collection = _SpecialGenericAlias(_abc.Collection, 1, 'Collection')
Callable = _CallableType(_abc.Callable, 2, 'Callable')
AbstractSet = _SpecialGenericAlias(_abc.Set, 1, 'AbstractSet')
MutableSet = _SpecialGenericAlias(_abc.MutableSet, 1, 'MutableSet')
Mapping = _SpecialGenericAlias(_abc.Mapping, 2, 'Mapping')
MutableMapping = _SpecialGenericAlias(_abc.MutableMapping, 2, 'MutableMapping')
Sequence = _SpecialGenericAlias(_abc.Sequence, 1, 'Sequence')
MutableSequence = _SpecialGenericAlias(_abc.MutableSequence, 1, 'MutableSequence')
ByteString = _SpecialGenericAlias(_abc.ByteString, 0, 'ByteString')
Tuple = _TupleType(tuple, -1, 'Tuple', False)
List = _SpecialGenericAlias(list, 1, 'List', False)
Deque = _SpecialGenericAlias(collections.deque, 1, 'Deque')
Set = _SpecialGenericAlias(set, 1, 'Set', False)


class _FrozenSetPlaceholder:
    """pith has no frozenset type; this stands for it as FrozenSet's origin."""
    __qualname__ = 'frozenset'


try:
    _frozenset = frozenset
except NameError:
    _frozenset = _FrozenSetPlaceholder
FrozenSet = _SpecialGenericAlias(_frozenset, 1, 'FrozenSet', False)
MappingView = _SpecialGenericAlias(_abc.MappingView, 1, 'MappingView')
KeysView = _SpecialGenericAlias(_abc.KeysView, 1, 'KeysView')
ItemsView = _SpecialGenericAlias(_abc.ItemsView, 2, 'ItemsView')
ValuesView = _SpecialGenericAlias(_abc.ValuesView, 1, 'ValuesView')
Dict = _SpecialGenericAlias(dict, 2, 'Dict', False)
DefaultDict = _SpecialGenericAlias(collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _SpecialGenericAlias(collections.OrderedDict, 2, 'OrderedDict')
Counter = _SpecialGenericAlias(collections.Counter, 1, 'Counter')
ChainMap = _SpecialGenericAlias(collections.ChainMap, 2, 'ChainMap')
Generator = _SpecialGenericAlias(_abc.Generator, 3, 'Generator')
AsyncGenerator = _SpecialGenericAlias(_abc.AsyncGenerator, 2, 'AsyncGenerator')
Type = _SpecialGenericAlias(type, 1, 'Type', False)


class _ContextManagerABC:
    """Stands for contextlib.AbstractContextManager."""

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class _AsyncContextManagerABC:
    """Stands for contextlib.AbstractAsyncContextManager."""

    async def __aenter__(self):
        return self

    async def __aexit__(self, exc_type, exc_value, traceback):
        return None


ContextManager = _SpecialGenericAlias(_ContextManagerABC, 1, 'ContextManager')
AsyncContextManager = _SpecialGenericAlias(_AsyncContextManagerABC, 1, 'AsyncContextManager')

Text = str


# ------------------------------------------------------------------ classes

def _alias_parameters(bases):
    """The type variables of a class's subscripted bases, in order."""
    params = []
    for base in bases:
        if isinstance(base, (TypeVar, ParamSpec, TypeVarTuple)):
            found = (base,)
        elif isinstance(base, _GenericAlias):
            found = base.__parameters__
        else:
            continue
        for p in found:
            if p not in params:
                params.append(p)
    return tuple(params)


class Generic:
    """Abstract base class for generic types: class Box(Generic[T]).
    Box[int] is a generic alias whose call makes a Box (and records the
    alias as the instance's __orig_class__)."""

    __slots__ = ()

    def __class_getitem__(cls, params):
        params = _as_tuple(params)
        if cls is Generic or cls is Protocol:
            if not params:
                raise TypeError("Parameter list to %s[...] cannot be empty" % (cls.__qualname__,))
            if not all(isinstance(p, (TypeVar, ParamSpec)) for p in params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables "
                                "or parameter specification variables.")
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
            return _GenericAlias(cls, params)
        expected = cls.__dict__.get('__parameters__', ())
        if not expected:
            raise TypeError('%r is not a generic class' % (cls,))
        params = tuple([_type_convert(p) for p in params])
        if len(params) != len(expected):
            raise TypeError('Too %s arguments for %r; actual %d, expected %d' % (
                'many' if len(params) > len(expected) else 'few', cls, len(params), len(expected)))
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        orig_bases = cls.__dict__.get('__orig_bases__')
        if orig_bases is None:
            if Generic in cls.__bases__ and cls.__name__ != 'Protocol':
                raise TypeError("Cannot inherit from plain Generic")
            cls.__parameters__ = ()
            return
        params = _alias_parameters(orig_bases)
        listed = None
        for base in orig_bases:
            if isinstance(base, _GenericAlias) and base.__origin__ is Generic:
                if listed is not None:
                    raise TypeError("Cannot inherit from Generic[...] multiple times.")
                listed = base.__parameters__
        if listed is not None:
            missing = [p for p in params if p not in listed]
            if missing:
                raise TypeError("Some type variables (%s) are not listed in Generic[%s]" % (
                    ', '.join([str(p) for p in missing]), ', '.join([str(p) for p in listed])))
            params = listed
        cls.__parameters__ = params


# Names a protocol class defines that are not members a conforming object must have.
_NOT_PROTOCOL_MEMBERS = frozenset([
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__',
    '__module__', '__new__', '__slots__', '__subclasshook__', '__weakref__',
    '__class_getitem__', '__parameters__', '__orig_bases__', '__orig_class__',
    '__qualname__', '__init_subclass__', '__match_args__', '_is_protocol',
    '_is_runtime_protocol', '__final__'])

# Members some builtin types have in CPython but not (yet) as attributes in pith.
_BUILTIN_MEMBERS = {'__round__': (int, float), '__bytes__': (bytes,)}

_NOT_RUNTIME = "Instance and class checks can only be used with @runtime_checkable protocols"


def _protocol_members(cls):
    """The names a protocol requires: what it and its protocol bases define or annotate."""
    members = []
    for base in cls.__mro__[:-1]:
        if base is Protocol or base is Generic:
            continue
        own = base.__dict__
        for name in list(own) + list(own.get('__annotations__', {})):
            if name not in _NOT_PROTOCOL_MEMBERS and not name.startswith('_abc_') and name not in members:
                members.append(name)
    return members


def _builtin_member(kind, name):
    types = _BUILTIN_MEMBERS.get(name)
    return types is not None and issubclass(kind, types)


def _callable_members_only(cls, members):
    for name in members:
        if not callable(getattr(cls, name, None)):
            return False
    return True


def _nominal_subclass(cls, kind):
    if cls in kind.__mro__:
        return True
    for registered in cls.__dict__.get('_abc_registry', ()):
        if issubclass(kind, registered):
            return True
    return False


class _ProtocolMeta(abc.ABCMeta):
    """Metaclass of Protocol: isinstance()/issubclass() against a
    @runtime_checkable protocol check the protocol's members structurally."""

    def __instancecheck__(cls, instance):
        kind = type(instance)
        if not cls.__dict__.get('_is_protocol', False):
            return _nominal_subclass(cls, kind)
        if not getattr(cls, '_is_runtime_protocol', False):
            raise TypeError(_NOT_RUNTIME)
        if cls in kind.__mro__:
            return True
        for name in _protocol_members(cls):
            if _builtin_member(kind, name):
                continue
            if not hasattr(instance, name):
                break
            if callable(getattr(cls, name, None)) and getattr(instance, name) is None:
                break
        else:
            return True
        return _nominal_subclass(cls, kind)

    def __subclasscheck__(cls, other):
        if not cls.__dict__.get('_is_protocol', False):
            return super().__subclasscheck__(other)
        if not getattr(cls, '_is_runtime_protocol', False):
            raise TypeError(_NOT_RUNTIME)
        members = _protocol_members(cls)
        if not _callable_members_only(cls, members):
            raise TypeError("Protocols with non-method members don't support issubclass()")
        if not isinstance(other, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if cls in other.__mro__:
            return True
        for name in members:
            for base in other.__mro__:
                own = base.__dict__
                if name in own:
                    if own[name] is None:
                        return _nominal_subclass(cls, other)
                    break
                if base.__dict__.get('_is_protocol', False) and name in own.get('__annotations__', {}):
                    break
            else:
                if not _builtin_member(other, name):
                    return _nominal_subclass(cls, other)
        return True


def _next_init(cls):
    """The __init__ a concrete subclass of a protocol runs: the first in its
    MRO that is not Protocol's."""
    for base in cls.__mro__:
        init = base.__dict__.get('__init__')
        if init is not None and init is not _protocol_init:
            return init
    return object.__init__


def _protocol_init(self, *args, **kwargs):
    cls = type(self)
    if cls._is_protocol:
        raise TypeError('Protocols cannot be instantiated')
    _next_init(cls)(self, *args, **kwargs)


# Base classes from outside typing a protocol may derive from.
_PROTOCOL_BASES = ('Callable', 'Awaitable', 'Iterable', 'Iterator', 'AsyncIterable',
                   'Hashable', 'Sized', 'Container', 'Collection', 'Reversible')


def _allowed_protocol_base(base):
    if base is object or base is Protocol or base is Generic:
        return True
    if base.__dict__.get('_is_protocol', False):
        return True
    return getattr(base, '__module__', None) == 'collections.abc' and base.__name__ in _PROTOCOL_BASES


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes (structural types). Decorate one with
    @runtime_checkable to use it with isinstance() and issubclass()."""

    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)
        if cls._is_protocol:
            for base in cls.__bases__:
                if not _allowed_protocol_base(base):
                    raise TypeError('Protocols can only inherit from other protocols, got %r' % (base,))


Protocol.__init__ = _protocol_init


def runtime_checkable(cls):
    """Mark a protocol class as usable with isinstance() and issubclass()."""
    if not isinstance(cls, _ProtocolMeta) or not cls.__dict__.get('_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes, got %r' % (cls,))
    cls._is_runtime_protocol = True
    return cls


@runtime_checkable
class SupportsInt(Protocol):
    """An ABC with one abstract method __int__."""
    __slots__ = ()

    def __int__(self) -> int:
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    """An ABC with one abstract method __float__."""
    __slots__ = ()

    def __float__(self) -> float:
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    """An ABC with one abstract method __complex__."""
    __slots__ = ()

    def __complex__(self) -> complex:
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    """An ABC with one abstract method __bytes__."""
    __slots__ = ()

    def __bytes__(self) -> bytes:
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    """An ABC with one abstract method __index__."""
    __slots__ = ()

    def __index__(self) -> int:
        pass


_T_co = TypeVar('_T_co', covariant=True)


@runtime_checkable
class SupportsAbs(Protocol[_T_co]):
    """An ABC with one abstract method __abs__ that is covariant in its return type."""
    __slots__ = ()

    def __abs__(self):
        pass


@runtime_checkable
class SupportsRound(Protocol[_T_co]):
    """An ABC with one abstract method __round__ that is covariant in its return type."""
    __slots__ = ()

    def __round__(self, ndigits: int = 0):
        pass


def NamedTuple(typename, fields=None, /, **kwargs):
    """Typed version of namedtuple: NamedTuple('P', [('x', int)]),
    NamedTuple('P', x=int), or `class P(NamedTuple)` with annotated fields."""
    if fields is None:
        fields = list(kwargs.items())
    elif kwargs:
        raise TypeError("Either list of fields or keywords"
                        " can be provided to NamedTuple, not both")
    names = [name for name, tp in fields]
    types = {}
    for name, tp in fields:
        types[name] = _type_convert(tp)
    cls = collections.namedtuple(typename, names)
    cls.__annotations__ = types
    return cls


class _NamedTupleClassBase(collections._NamedTupleBase):
    """What `class P(NamedTuple)` derives from (NamedTuple.__mro_entries__):
    the class's annotated names become its fields, in order, and their
    values in the class body their defaults."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if _NamedTupleClassBase not in cls.__bases__:
            return
        own = cls.__dict__
        names = list(own.get('__annotations__', {}))
        defaults = {}
        for name in names:
            if name.startswith('_'):
                raise ValueError('Field names cannot start with an underscore: %r' % (name,))
            if name in own:
                defaults[name] = own[name]
            elif defaults:
                raise TypeError('Non-default namedtuple field %s cannot follow default field%s %s'
                                % (name, 's' if len(defaults) > 1 else '', ', '.join(defaults)))
        cls.__annotations__ = {name: _type_convert(tp) for name, tp in own.get('__annotations__', {}).items()}
        cls._fields = tuple(names)
        cls._field_defaults = defaults
        cls.__match_args__ = tuple(names)
        cls._nt_typename = cls.__name__
        for index in range(len(names)):
            setattr(cls, names[index], collections._field_getter(index))


NamedTuple.__mro_entries__ = lambda bases: (_NamedTupleClassBase,)


_TD_CHECK = 'TypedDict does not support instance and class checks'


def _key_qualifier(tp):
    """Required or NotRequired when tp is (possibly Annotated) Required[...] or NotRequired[...]."""
    while isinstance(tp, _AnnotatedAlias):
        tp = tp.__origin__
    if isinstance(tp, _GenericAlias) and (tp.__origin__ is Required or tp.__origin__ is NotRequired):
        return tp.__origin__
    return None


class _TypedDictMeta(type):
    """Metaclass of TypedDict classes: the class is a dict subclass whose
    call makes a plain dict; it records its keys from the annotations."""

    def __new__(mcls, name, bases, namespace, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')
        cls = super().__new__(mcls, name, (dict,), namespace)
        own = {}
        module = namespace.get('__module__')
        for key, tp in namespace.get('__annotations__', {}).items():
            own[key] = _type_convert(tp, module)
        annotations = {}
        required = set()
        optional = set()
        for base in bases:
            annotations.update(base.__dict__.get('__annotations__', {}))
            required.update(base.__dict__.get('__required_keys__', ()))
            optional.update(base.__dict__.get('__optional_keys__', ()))
        annotations.update(own)
        for key, tp in own.items():
            qualifier = _key_qualifier(tp)
            if qualifier is Required or (qualifier is None and total):
                required.add(key)
                optional.discard(key)
            else:
                optional.add(key)
                required.discard(key)
        cls.__annotations__ = annotations
        cls.__required_keys__ = frozenset(required)
        cls.__optional_keys__ = frozenset(optional)
        cls.__total__ = bool(total)
        return cls

    def __init__(cls, name, bases, namespace, total=True):
        super().__init__(name, bases, namespace)

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __instancecheck__(cls, instance):
        raise TypeError(_TD_CHECK)

    def __subclasscheck__(cls, other):
        raise TypeError(_TD_CHECK)


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A dict type with a fixed set of typed keys: `class Movie(TypedDict)`
    with annotated keys, or TypedDict('Movie', {'title': str}). Instances
    are plain dicts."""
    if kwargs:
        raise NotImplementedError("typing.TypedDict: the keyword-argument form "
                                  "(deprecated in Python 3.11) is not supported by pith")
    if fields is None:
        fields = {}
    namespace = {'__annotations__': dict(fields), '__module__': '__main__'}
    return _TypedDictMeta(typename, (), namespace, total=total)


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {'__module__': 'typing'})
TypedDict.__mro_entries__ = lambda bases: (_TypedDict,)


def is_typeddict(tp):
    """Whether tp is a class made by TypedDict."""
    return isinstance(tp, _TypedDictMeta)


class NewType:
    """NewType('UserId', int): a callable returning its argument unchanged."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __call__(self, x):
        return x

    def __repr__(self):
        return '%s.%s' % (self.__module__, self.__qualname__)

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


# ------------------------------------------------------------------ functions

def cast(typ, val):
    """Cast a value to a type (returns the value unchanged)."""
    return val


def assert_type(val, typ, /):
    """Ask a static type checker to confirm val has type typ (returns val)."""
    return val


def assert_never(arg, /):
    """Statically assert that a line of code is unreachable."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError("Expected code to be unreachable, but got: " + value)


def reveal_type(obj, /):
    """Print the runtime type of obj to stderr and return obj."""
    import sys
    sys.stderr.write('Runtime type is %r\n' % (type(obj).__name__,))
    return obj


_overload_registry = {}


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def _overload_key(func):
    return (getattr(func, '__module__', None), getattr(func, '__qualname__', None))


def overload(func):
    """Decorator for overloaded functions/methods."""
    key = _overload_key(func)
    _overload_registry.setdefault(key, []).append(func)
    return _overload_dummy


def get_overloads(func):
    """Return all defined overloads for func as a sequence."""
    return list(_overload_registry.get(_overload_key(func), []))


def clear_overloads():
    """Clear all overloads in the registry."""
    _overload_registry.clear()


def final(f):
    """Decorator marking a method or class final (sets __final__)."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    """Decorator indicating that annotations are not type hints."""
    try:
        arg.__no_type_check__ = True
    except (AttributeError, TypeError):
        pass
    return arg


def no_type_check_decorator(decorator):
    """Decorator to give another decorator the @no_type_check effect."""
    def wrapped_decorator(*args, **kwds):
        func = decorator(*args, **kwds)
        func = no_type_check(func)
        return func
    return wrapped_decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Decorator marking a dataclass-like decorator or class (no runtime effect)."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default,
            "order_default": order_default,
            "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers,
            "kwargs": kwargs,
        }
        return cls_or_fn
    return decorator


def _eval_forward_ref(ref, globalns, localns):
    if ref.__forward_module__ is not None:
        globalns = _module_globals(ref.__forward_module__)
    value = eval(ref.__forward_arg__, globalns, localns)
    return _eval_type(_type_convert(value), globalns, localns)


def _eval_type(tp, globalns, localns):
    """tp with its forward references (strings) evaluated, however deeply nested."""
    if isinstance(tp, ForwardRef):
        return _eval_forward_ref(tp, globalns, localns)
    if isinstance(tp, _AnnotatedAlias):
        origin = _eval_type(tp.__origin__, globalns, localns)
        if origin is tp.__origin__:
            return tp
        return _AnnotatedAlias(origin, tp.__metadata__)
    if isinstance(tp, _GenericAlias) and not isinstance(tp, _LiteralGenericAlias):
        args = tuple([_eval_type(a, globalns, localns) for a in tp.__args__])
        if _tuple_eq(args, tp.__args__):
            return tp
        return tp.copy_with(args)
    return tp


def _strip_extras(tp):
    """tp without Annotated, Required and NotRequired (get_type_hints' default)."""
    if isinstance(tp, _AnnotatedAlias):
        return _strip_extras(tp.__origin__)
    if isinstance(tp, _GenericAlias) and (tp.__origin__ is Required or tp.__origin__ is NotRequired):
        return _strip_extras(tp.__args__[0])
    if isinstance(tp, _GenericAlias) and not isinstance(tp, _LiteralGenericAlias):
        args = tuple([_strip_extras(a) for a in tp.__args__])
        if _tuple_eq(args, tp.__args__):
            return tp
        return tp.copy_with(args)
    return tp


def _hint(value, globalns, localns, is_argument):
    if value is None:
        return _NoneType
    if isinstance(value, str):
        value = ForwardRef(value, is_argument=is_argument)
    return _eval_type(value, globalns, localns)


def _module_globals(name):
    module = sys.modules.get(name)
    if module is None:
        return {}
    return module.__dict__


def _class_type_hints(cls, globalns, localns):
    hints = {}
    for base in reversed(cls.__mro__):
        annotations = base.__dict__.get('__annotations__')
        if not annotations:
            continue
        base_globals = _module_globals(getattr(base, '__module__', None)) if globalns is None else globalns
        base_locals = dict(base.__dict__) if localns is None else localns
        if localns is None and globalns is None:
            # Names of the module win over the class's, as in CPython.
            base_globals, base_locals = base_locals, base_globals
        for name, value in annotations.items():
            hints[name] = _hint(value, base_globals, base_locals, False)
    return hints


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The type hints of a class, function or module: its __annotations__
    (a class's merged over its MRO) with string annotations evaluated in
    the globals of the module they were written in (or globalns/localns)
    and None replaced by NoneType. Annotated[...], Required[...] and
    NotRequired[...] are stripped unless include_extras is true."""
    if isinstance(obj, type):
        hints = _class_type_hints(obj, globalns, localns)
    else:
        is_module = type(obj) is type(sys)
        if globalns is None:
            if is_module:
                globalns = obj.__dict__
            else:
                target = obj
                while hasattr(target, '__wrapped__'):
                    target = target.__wrapped__
                globalns = getattr(target, '__globals__', {})
        if localns is None:
            localns = globalns
        annotations = getattr(obj, '__annotations__', None)
        if annotations is None:
            if callable(obj) or is_module:
                return {}
            raise TypeError('%r is not a module, class, method, or function.' % (obj,))
        hints = {}
        for name, value in annotations.items():
            hints[name] = _hint(value, globalns, localns, not is_module)
    if include_extras:
        return hints
    return {name: _strip_extras(tp) for name, tp in hints.items()}


def get_origin(tp):
    """The unsubscripted version of a type: get_origin(List[int]) is list."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    """The type arguments: get_args(Dict[int, str]) is (int, str)."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _GenericAlias):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and not (
                len(res) == 2 and (res[0] is ... or isinstance(res[0], (ParamSpec, _ConcatenateAlias)))):
            res = (list(res[:-1]), res[-1])
        return res
    return ()
