"""collections.abc for pith: the abstract base classes as plain classes.

Hashable, Awaitable, Coroutine, AsyncIterable, AsyncIterator,
AsyncGenerator, Iterable, Iterator, Reversible, Generator, Sized,
Container, Collection, Callable, Set, MutableSet, Mapping, MappingView,
KeysView, ItemsView, ValuesView, MutableMapping, Sequence, MutableSequence
and ByteString, with CPython's mixin methods (Mapping: __contains__, keys,
items, values, get, __eq__; MutableMapping: pop, popitem, clear, update,
setdefault; Sequence: __iter__, __contains__, __reversed__, index, count;
MutableSequence: append, clear, reverse, extend, pop, remove, __iadd__;
Set/MutableSet: comparisons, &, |, -, ^, isdisjoint, _hash, add/discard
based remove, pop, clear, |=, &=, ^=, -=; the views' set operations).

pith has no metaclasses, so these are not ABCMeta classes:
- isinstance()/issubclass() ask _ABC.__pith_subclasscheck__ when real
  subclassing fails: the one-method ABCs (Iterable, Sized, Hashable, ...)
  check for their methods as CPython's __subclasshook__ does, register()
  works, and the builtin types are registered as in CPython (so
  isinstance([], Sequence) and isinstance({}, Mapping) are true); a user
  __subclasshook__ has no effect;
- a subclass that does not define the abstract methods can be instantiated
  (CPython raises TypeError); calling a missing abstract method runs the
  ABC's default body (e.g. Sized.__len__ returns 0) as a super() call would.
The mixin methods themselves treat builtin lists, tuples, dicts, sets etc.
as CPython does (a dict is a Mapping, a set is a Set, and so on).
"""

import sys

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator",
           "AsyncGenerator", "Hashable", "Iterable", "Iterator", "Generator",
           "Reversible", "Sized", "Container", "Callable", "Collection", "Set",
           "MutableSet", "Mapping", "MutableMapping", "MappingView", "KeysView",
           "ItemsView", "ValuesView", "Sequence", "MutableSequence", "ByteString"]


def _is_iterable(x):
    try:
        iter(x)
    except TypeError:
        return False
    return True


def _is_set(x):
    if isinstance(x, (set, Set)):
        return True
    return type(x).__name__ in ('frozenset', 'dict_keys', 'dict_items')


def _is_mapping(x):
    return isinstance(x, (dict, Mapping))


class _ABC:
    """Common base. isinstance() and issubclass() ask a class's
    __pith_subclasscheck__ when real subclassing says no (pith's stand-in
    for ABCMeta.__subclasscheck__): C is a virtual subclass when it has the
    class's `_methods` (for the one-method ABCs, as their
    __subclasshook__), was registered, or is one of a subclass's."""

    _methods = ()
    _registry = []
    _subs = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._registry = []
        cls._subs = []
        for base in cls.__bases__:
            if _ABC in base.__mro__:
                base._subs.append(cls)

    @classmethod
    def register(cls, subclass):
        cls._registry.append(subclass)
        return subclass

    @classmethod
    def __subclasshook__(cls, C):
        return NotImplemented

    @classmethod
    def __pith_subclasscheck__(cls, C):
        return _virtual_subclass(cls, C)


def _has_methods(C, methods):
    mro = C.__mro__
    for method in methods:
        for B in mro:
            if method in B.__dict__:
                if B.__dict__[method] is None:
                    return False
                break
        else:
            return False
    return True


def _virtual_subclass(cls, C):
    own = cls.__dict__
    if own.get("_methods") and _has_methods(C, own["_methods"]):
        return True
    for r in own.get("_registry", ()):
        if r in C.__mro__ or (_ABC in r.__mro__ and _virtual_subclass(r, C)):
            return True
    for sub in own.get("_subs", ()):
        if sub in C.__mro__ or _virtual_subclass(sub, C):
            return True
    return False


class Hashable(_ABC):
    _methods = ("__hash__",)

    def __hash__(self):
        return 0


class Awaitable(_ABC):
    _methods = ("__await__",)

    def __await__(self):
        yield


class Coroutine(Awaitable):
    def send(self, value):
        raise StopIteration

    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("coroutine ignored GeneratorExit")


class AsyncIterable(_ABC):
    _methods = ("__aiter__",)

    def __aiter__(self):
        return AsyncIterator()


class AsyncIterator(AsyncIterable):
    _methods = ("__anext__", "__aiter__")

    async def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self


class AsyncGenerator(AsyncIterator):
    async def __anext__(self):
        return await self.asend(None)

    async def asend(self, value):
        raise StopAsyncIteration

    async def athrow(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    async def aclose(self):
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            pass
        else:
            raise RuntimeError("asynchronous generator ignored GeneratorExit")


class Iterable(_ABC):
    _methods = ("__iter__",)

    def __iter__(self):
        while False:
            yield None


class Iterator(Iterable):
    _methods = ("__iter__", "__next__")

    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self


class Reversible(Iterable):
    _methods = ("__reversed__", "__iter__")

    def __reversed__(self):
        while False:
            yield None


class Generator(Iterator):
    _methods = ("__iter__", "__next__", "send", "throw", "close")

    def __next__(self):
        return self.send(None)

    def send(self, value):
        raise StopIteration

    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("generator ignored GeneratorExit")


class Sized(_ABC):
    _methods = ("__len__",)

    def __len__(self):
        return 0


class Container(_ABC):
    _methods = ("__contains__",)

    def __contains__(self, x):
        return False


class Collection(Sized, Iterable, Container):
    _methods = ("__len__", "__iter__", "__contains__")

    pass


class Callable(_ABC):
    _methods = ("__call__",)

    def __call__(self, *args, **kwds):
        return False


# -- sets

class Set(Collection):
    """A finite, iterable container; mixins need __contains__, __iter__, __len__."""

    def __le__(self, other):
        if not _is_set(other):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not _is_set(other):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not _is_set(other):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not _is_set(other):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not _is_set(other):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not _is_iterable(other):
            return NotImplemented
        return self._from_iterable([value for value in other if value in self])

    __rand__ = __and__

    def isdisjoint(self, other):
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not _is_iterable(other):
            return NotImplemented
        return self._from_iterable([e for s in (self, other) for e in s])

    __ror__ = __or__

    def __sub__(self, other):
        if not _is_set(other):
            if not _is_iterable(other):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable([value for value in self if value not in other])

    def __rsub__(self, other):
        if not _is_set(other):
            if not _is_iterable(other):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable([value for value in other if value not in self])

    def __xor__(self, other):
        if not _is_set(other):
            if not _is_iterable(other):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        MAX = sys.maxsize
        MASK = 2 * MAX + 1
        n = len(self)
        h = 1927868237 * (n + 1)
        h &= MASK
        for x in self:
            hx = hash(x)
            h ^= (hx ^ (hx << 16) ^ 89869747) * 3644798167
            h &= MASK
        h ^= (h >> 11) ^ (h >> 25)
        h = h * 69069 + 907133923
        h &= MASK
        if h > MAX:
            h -= MASK + 1
        if h == -1:
            h = 590923713
        return h


class MutableSet(Set):
    """A mutable set; mixins need add and discard as well."""

    def add(self, value):
        raise NotImplementedError

    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in (self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not _is_set(it):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


# -- mappings

class Mapping(Collection):
    """A read-only mapping; mixins need __getitem__, __iter__ and __len__."""

    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        return dict(list(self.items())) == dict(list(other.items()))

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    __reversed__ = None


class MappingView(Sized):
    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, self._mapping)


class KeysView(MappingView, Set):
    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


class MutableMapping(Mapping):
    """A mutable mapping; mixins need __setitem__ and __delitem__ as well."""

    def __setitem__(self, key, value):
        raise KeyError

    def __delitem__(self, key):
        raise KeyError

    __marker = object()

    def pop(self, key, default=__marker):
        try:
            value = self[key]
        except KeyError:
            if default is self.__marker:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if _is_mapping(other):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


# -- sequences

class Sequence(Reversible, Collection):
    """A read-only sequence; mixins need __getitem__ and __len__."""

    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        n = 0
        for v in self:
            if v is value or v == value:
                n += 1
        return n


class ByteString(Sequence):
    pass


class MutableSequence(Sequence):
    """A mutable sequence; mixins need __setitem__, __delitem__ and insert as well."""

    def __setitem__(self, index, value):
        raise IndexError

    def __delitem__(self, index):
        raise IndexError

    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


# The builtin types, registered as CPython registers them (pith's builtin
# types do not all have the methods that the structural checks look for).
def _builtin_types():
    def gen():
        yield
    class _C:
        def m(self):
            pass
    return {
        "iterators": {type(iter(x)) for x in ([], (), "", {}, set(), range(0), b"")}
                     | {type(x) for x in (zip(), map(len, []), filter(None, []), enumerate([]), reversed([]),
                                          iter({}.keys()), iter({}.values()), iter({}.items()))},
        "generator": type(gen()),
        "callables": {type(len), type(gen), type(_C().m), type([].append), type},
    }


_b = _builtin_types()
for _t in _b["iterators"]:
    Iterator.register(_t)
Generator.register(_b["generator"])
for _t in _b["callables"]:
    Callable.register(_t)
Sequence.register(tuple)
Sequence.register(str)
Sequence.register(range)
ByteString.register(bytes)
MutableSequence.register(list)
MutableMapping.register(dict)
Set.register(frozenset)
MutableSet.register(set)
KeysView.register(type({}.keys()))
ValuesView.register(type({}.values()))
ItemsView.register(type({}.items()))
del _b, _t
