"""collections for pith: deque, namedtuple, Counter, defaultdict, OrderedDict,
ChainMap, UserDict and UserList (collections.abc is in abc.py).

As in CPython, namedtuple classes are tuple subclasses and defaultdict,
Counter and OrderedDict are dict subclasses (isinstance(c, dict) is True,
dict(c), {**c} and f(**c) see their items):

- deque: a list-backed class with every deque method (append/appendleft,
  pop/popleft, extend/extendleft, rotate, maxlen, indexing, insert, remove,
  index, count, reverse, copy, +, *, comparisons) and CPython's reprs and
  errors, including "deque mutated during iteration".
- namedtuple(typename, field_names, *, rename, defaults, module) returns a
  tuple subclass made with type(): fields by name and index, _fields,
  _field_defaults, _asdict, _replace, _make, repr Point(x=1, y=2), and
  CPython's argument errors. Fields are read-only descriptors.
- Counter (most_common, elements, total, subtract, arithmetic and
  comparisons), defaultdict (default_factory, __missing__) and OrderedDict
  (move_to_end, popitem(last=...), order-sensitive ==, odict_keys/values/
  items views; move_to_end(last=False) takes time linear in the size).
- UserString is not implemented.
"""

import sys as _sys
from collections import abc as _abc
from collections.abc import MutableMapping as _MutableMapping
from collections.abc import MutableSequence as _MutableSequence

__all__ = ["ChainMap", "Counter", "OrderedDict", "UserDict", "UserList",
           "defaultdict", "deque", "namedtuple"]

_MISSING = object()
_repr_running = {}


def _unpack_pair(pair):
    """CPython's check that a dict update element is a key/value pair."""
    it = iter(pair)
    items = []
    for x in it:
        items.append(x)
        if len(items) > 2:
            raise ValueError('too many values to unpack (expected 2)')
    if len(items) < 2:
        raise ValueError('not enough values to unpack (expected 2, got %d)' % len(items))
    return items[0], items[1]


################################################################################
### deque
################################################################################

class deque(_MutableSequence):
    """deque([iterable[, maxlen]]): list-like sequence optimized for data
    accesses near its endpoints."""

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError("an integer is required")
            if maxlen < 0:
                raise ValueError("maxlen must be non-negative")
        self._maxlen = maxlen
        self._items = []
        self._head = 0
        self._state = 0
        self.extend(iterable)

    @property
    def maxlen(self):
        """maximum size of a deque or None if unbounded"""
        return self._maxlen

    # -- internal helpers

    def _list(self):
        if self._head:
            return self._items[self._head:]
        return list(self._items)

    def _set_list(self, items):
        self._items = items
        self._head = 0

    def _norm_index(self, i):
        if not isinstance(i, int):
            raise TypeError("sequence index must be integer, not '%s'" % type(i).__name__)
        n = len(self._items) - self._head
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError('deque index out of range')
        return self._head + i

    # -- adding and removing at the ends

    def append(self, x):
        """Add an element to the right side of the deque."""
        self._state += 1
        self._items.append(x)
        if self._maxlen is not None and len(self._items) - self._head > self._maxlen:
            self._popleft()

    def appendleft(self, x):
        """Add an element to the left side of the deque."""
        self._state += 1
        if self._head == 0:
            grow = len(self._items) + 8
            self._items = [None] * grow + self._items
            self._head = grow
        self._head -= 1
        self._items[self._head] = x
        if self._maxlen is not None and len(self._items) - self._head > self._maxlen:
            self._pop()

    def _pop(self):
        x = self._items.pop()
        if len(self._items) == self._head:
            self._set_list([])
        return x

    def _popleft(self):
        items = self._items
        x = items[self._head]
        items[self._head] = None
        self._head += 1
        if self._head == len(items):
            self._set_list([])
        elif self._head >= 32 and self._head * 2 >= len(items):
            self._set_list(items[self._head:])
        return x

    def pop(self):
        """Remove and return the rightmost element."""
        if len(self._items) == self._head:
            raise IndexError('pop from an empty deque')
        self._state += 1
        return self._pop()

    def popleft(self):
        """Remove and return the leftmost element."""
        if len(self._items) == self._head:
            raise IndexError('pop from an empty deque')
        self._state += 1
        return self._popleft()

    def extend(self, iterable):
        """Extend the right side of the deque with elements from the iterable."""
        if iterable is self:
            iterable = self._list()
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        """Extend the left side of the deque with elements from the iterable."""
        if iterable is self:
            iterable = self._list()
        for x in iterable:
            self.appendleft(x)

    def rotate(self, n=1):
        """Rotate the deque n steps to the right (default n=1).  If n is
        negative, rotates left."""
        if not isinstance(n, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(n).__name__)
        size = len(self._items) - self._head
        if size <= 1:
            return
        self._state += 1
        k = n % size
        if k:
            items = self._list()
            self._set_list(items[-k:] + items[:-k])

    def clear(self):
        """Remove all elements from the deque."""
        if len(self._items) != self._head:
            self._state += 1
        self._set_list([])

    # -- sequence protocol

    def __len__(self):
        return len(self._items) - self._head

    def __bool__(self):
        return len(self._items) != self._head

    def __iter__(self):
        state = self._state
        i = 0
        while True:
            if self._state != state:
                raise RuntimeError('deque mutated during iteration')
            head = self._head
            if i >= len(self._items) - head:
                return
            yield self._items[head + i]
            i += 1

    def __reversed__(self):
        state = self._state
        i = len(self._items) - self._head - 1
        while True:
            if self._state != state:
                raise RuntimeError('deque mutated during iteration')
            if i < 0:
                return
            yield self._items[self._head + i]
            i -= 1

    def __getitem__(self, i):
        return self._items[self._norm_index(i)]

    def __setitem__(self, i, value):
        self._items[self._norm_index(i)] = value

    def __delitem__(self, i):
        j = self._norm_index(i)
        self._state += 1
        del self._items[j]
        if len(self._items) == self._head:
            self._set_list([])

    def __contains__(self, value):
        for x in self._list():
            if x is value or x == value:
                return True
        return False

    def count(self, value):
        """Return number of occurrences of value."""
        n = 0
        for x in self._list():
            if x is value or x == value:
                n += 1
        return n

    def index(self, value, start=0, stop=_sys.maxsize):
        """Return first index of value."""
        items = self._list()
        n = len(items)
        if start < 0:
            start += n
            if start < 0:
                start = 0
        if stop < 0:
            stop += n
            if stop < 0:
                stop = 0
        if stop > n:
            stop = n
        i = start
        while i < stop:
            x = items[i]
            if x is value or x == value:
                return i
            i += 1
        raise ValueError('%r is not in deque' % (value,))

    def insert(self, i, x):
        """Insert value before index."""
        if self._maxlen is not None and len(self._items) - self._head >= self._maxlen:
            raise IndexError('deque already at its maximum size')
        items = self._list()
        items.insert(i, x)
        self._state += 1
        self._set_list(items)

    def remove(self, value):
        """Remove first occurrence of value."""
        items = self._list()
        for i in range(len(items)):
            x = items[i]
            if x is value or x == value:
                del items[i]
                self._state += 1
                self._set_list(items)
                return
        raise ValueError('%r is not in deque' % (value,))

    def reverse(self):
        """Reverse *IN PLACE*."""
        items = self._list()
        items.reverse()
        self._set_list(items)

    def copy(self):
        """Return a shallow copy of a deque."""
        return type(self)(self._list(), self._maxlen)

    __copy__ = copy

    def __reduce__(self):
        return (type(self), (self._list(), self._maxlen))

    # -- operators

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque' % type(other).__name__)
        result = self.copy()
        result.extend(other)
        return result

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        result = self.copy()
        result *= n
        return result

    __rmul__ = __mul__

    def __imul__(self, n):
        if not isinstance(n, int):
            raise TypeError("can't multiply sequence by non-int of type '%s'" % type(n).__name__)
        if n <= 0:
            self.clear()
        elif n > 1:
            items = self._list()
            for _ in range(n - 1):
                self.extend(items)
        return self

    def _cmp_items(self, other):
        if not isinstance(other, deque):
            return None
        return other._list()

    def __eq__(self, other):
        o = self._cmp_items(other)
        if o is None:
            return NotImplemented
        return self._list() == o

    def __ne__(self, other):
        o = self._cmp_items(other)
        if o is None:
            return NotImplemented
        return self._list() != o

    def __lt__(self, other):
        o = self._cmp_items(other)
        if o is None:
            return NotImplemented
        return self._list() < o

    def __le__(self, other):
        o = self._cmp_items(other)
        if o is None:
            return NotImplemented
        return self._list() <= o

    def __gt__(self, other):
        o = self._cmp_items(other)
        if o is None:
            return NotImplemented
        return self._list() > o

    def __ge__(self, other):
        o = self._cmp_items(other)
        if o is None:
            return NotImplemented
        return self._list() >= o

    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return '[...]'
        _repr_running[key] = True
        try:
            body = repr(self._list())
        finally:
            del _repr_running[key]
        if self._maxlen is None:
            return '%s(%s)' % (type(self).__name__, body)
        return '%s(%s, maxlen=%d)' % (type(self).__name__, body, self._maxlen)


################################################################################
### namedtuple
################################################################################

_kwlist = ['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',
           'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for',
           'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or',
           'pass', 'raise', 'return', 'try', 'while', 'with', 'yield']
_KEYWORDS = set(_kwlist)


def _class_name(cls):
    """The name of cls (pith lets a class inherit a __name__ set on its base)."""
    if '__name__' in cls.__dict__:
        return cls.__dict__['__name__']
    return cls.__qualname__.rpartition('.')[2]


def _name_list(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + ' and ' + quoted[1]
    return ', '.join(quoted[:-1]) + ', and ' + quoted[-1]


def _nt_bind(cls, args, kwargs):
    """The field values for cls(*args, **kwargs), with CPython's errors."""
    fields = cls._fields
    nfields = len(fields)
    where = cls._nt_typename + '.__new__()'
    values = list(args[:nfields])
    values.extend([_MISSING] * (nfields - len(values)))
    for key in kwargs:
        if key not in fields:
            raise TypeError("%s got an unexpected keyword argument '%s'" % (where, key))
        i = fields.index(key)
        if i < len(args):
            raise TypeError("%s got multiple values for argument '%s'" % (where, key))
        values[i] = kwargs[key]
    if len(args) > nfields:
        ndefaults = len(cls._field_defaults)
        given = len(args) + 1
        if ndefaults:
            takes = 'from %d to %d positional arguments' % (nfields - ndefaults + 1, nfields + 1)
        else:
            takes = '%d positional argument%s' % (nfields + 1, '' if nfields == 0 else 's')
        raise TypeError('%s takes %s but %d %s given' % (where, takes, given, 'was' if given == 1 else 'were'))
    missing = []
    defaults = cls._field_defaults
    for i in range(nfields):
        if values[i] is _MISSING:
            name = fields[i]
            if name in defaults:
                values[i] = defaults[name]
            else:
                missing.append(name)
    if missing:
        raise TypeError('%s missing %d required positional argument%s: %s' % (
            where, len(missing), '' if len(missing) == 1 else 's', _name_list(missing)))
    return tuple(values)


class _NamedTupleBase(tuple):
    """The methods shared by the classes namedtuple() makes: tuples whose
    items are also named attributes."""

    __slots__ = ()
    _fields = ()
    _field_defaults = {}
    _nt_typename = 'namedtuple'

    def __new__(cls, *args, **kwargs):
        return tuple.__new__(cls, _nt_bind(cls, args, kwargs))

    @classmethod
    def _make(cls, iterable):
        """Make a new object from a sequence or iterable."""
        values = tuple(iterable)
        if len(values) != len(cls._fields):
            raise TypeError('Expected %d arguments, got %d' % (len(cls._fields), len(values)))
        return tuple.__new__(cls, values)

    def _replace(self, **kwds):
        """Return a new object replacing specified fields with new values."""
        values = []
        for name, value in zip(self._fields, self):
            values.append(kwds.pop(name, value))
        if kwds:
            raise ValueError('Got unexpected field names: %r' % (list(kwds),))
        return self._make(values)

    def _asdict(self):
        """Return a new dict which maps field names to their values."""
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    def __reduce__(self):
        return (type(self), tuple(self))

    def __repr__(self):
        parts = ['%s=%r' % (name, value) for name, value in zip(self._fields, self)]
        return '%s(%s)' % (_class_name(type(self)), ', '.join(parts))


class _tuplegetter:
    """A namedtuple field: item `index` of the tuple, read-only."""

    __slots__ = ('index',)

    def __init__(self, index):
        self.index = index

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return obj[self.index]

    def __set__(self, obj, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, obj):
        raise AttributeError("can't delete attribute")


def _field_getter(index):
    return _tuplegetter(index)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new class with named fields (see the module docstring)."""
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = [str(name) for name in field_names]
    typename = str(typename)

    if rename:
        seen = set()
        for index in range(len(field_names)):
            name = field_names[index]
            if (not name.isidentifier() or name in _KEYWORDS
                    or name.startswith('_') or name in seen):
                field_names[index] = '_%d' % index
            seen.add(name)

    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             'identifiers: %r' % (name,))
        if name in _KEYWORDS:
            raise ValueError('Type names and field names cannot be a '
                             'keyword: %r' % (name,))

    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: %r' % (name,))
        if name in seen:
            raise ValueError('Encountered duplicate field name: %r' % (name,))
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        pairs = list(zip(reversed(field_names), reversed(defaults)))
        pairs.reverse()
        for name, value in pairs:
            field_defaults[name] = value

    namespace = {
        '__doc__': '%s(%s)' % (typename, ', '.join(field_names)),
        '__slots__': (),
        '_fields': tuple(field_names),
        '_field_defaults': field_defaults,
        '__match_args__': tuple(field_names),
        '_nt_typename': typename,
        '__module__': module if module is not None else '__main__',
    }
    for index in range(len(field_names)):
        namespace[field_names[index]] = _field_getter(index)
    return type(typename, (_NamedTupleBase,), namespace)


################################################################################
### dict-like classes
################################################################################

class _DictBase(dict):
    """What defaultdict, Counter and OrderedDict add to dict: | and |= keep
    their class, and a repr of the items that survives a cycle."""

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        dict.clear(new)
        new.update(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self

    def __copy__(self):
        return self.copy()

    def _repr_body(self):
        key = id(self)
        if key in _repr_running:
            return '{...}'
        _repr_running[key] = True
        try:
            return dict.__repr__(self)
        finally:
            del _repr_running[key]


class defaultdict(_DictBase):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory."""

    def __init__(self, default_factory=None, /, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self[key] = value
        return value

    def copy(self):
        """D.copy() -> a shallow copy of D."""
        return type(self)(self.default_factory, self)

    def __reduce__(self):
        return (type(self), (self.default_factory,), None, None, iter(list(self.items())))

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d

    def __repr__(self):
        factory = self.default_factory
        if factory is None:
            frepr = 'None'
        elif factory is self:
            frepr = '...'
        else:
            frepr = repr(factory)
        return '%s(%s, %s)' % (_class_name(type(self)), frepr, self._repr_body())


class Counter(_DictBase):
    """Dict-like class for counting hashable items."""

    def __init__(self, iterable=None, /, **kwds):
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        """Sum of the counts"""
        return sum(self.values())

    def most_common(self, n=None):
        """List the n most common elements and their counts."""
        if n is None:
            return sorted(self.items(), key=_itemgetter1, reverse=True)
        import heapq
        return heapq.nlargest(n, self.items(), key=_itemgetter1)

    def elements(self):
        """Iterator over elements repeating each as many times as its count."""
        from itertools import chain, starmap, repeat
        return chain.from_iterable(starmap(repeat, self.items()))

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        """Like dict.update() but add counts instead of replacing them."""
        if iterable is not None:
            if isinstance(iterable, (dict, _abc.Mapping)):
                if self:
                    self_get = self.get
                    for elem, count in iterable.items():
                        self[elem] = count + self_get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                self_get = self.get
                for elem in iterable:
                    self[elem] = self_get(elem, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        """Like dict.update() but subtracts counts instead of replacing them."""
        if iterable is not None:
            self_get = self.get
            if isinstance(iterable, (dict, _abc.Mapping)):
                for elem, count in iterable.items():
                    self[elem] = self_get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self_get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        """Return a shallow copy."""
        return type(self)(self)

    def __reduce__(self):
        return (type(self), (dict(self),))

    def __delitem__(self, elem):
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        name = _class_name(type(self))
        if not self:
            return '%s()' % name
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return '%s(%r)' % (name, d)

    def _all(self, other, test):
        for c in (self, other):
            for e in c:
                if not test(self[e], other[e]):
                    return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return dict.__eq__(self, other)
        return self._all(other, _eq)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return dict.__ne__(self, other)
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._all(other, _le)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._all(other, _ge)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __ror__(self, other):
        return NotImplemented

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in list(self.items()):
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


def _itemgetter1(pair):
    return pair[1]


def _eq(a, b):
    return a == b


def _le(a, b):
    return a <= b


def _ge(a, b):
    return a >= b


class _ODictView:
    """odict_keys / odict_values / odict_items."""

    _kind = 'odict_keys'

    def __init__(self, od):
        self._mapping = od

    def __len__(self):
        return len(self._mapping)

    def _view(self):
        data = self._mapping
        if self._kind == 'odict_keys':
            return dict.keys(data)
        if self._kind == 'odict_values':
            return dict.values(data)
        return dict.items(data)

    def __iter__(self):
        return iter(self._view())

    def __reversed__(self):
        return reversed(list(self._view()))

    def __contains__(self, x):
        return x in self._view()

    def __repr__(self):
        return '%s(%r)' % (self._kind, list(self._view()))

    def __eq__(self, other):
        if self._kind == 'odict_values':
            return self is other
        if isinstance(other, _ODictView):
            other = other._view()
        return self._view() == other

    def __ne__(self, other):
        return not self == other

    def __and__(self, other):
        return set(self._view()) & set(other)

    def __rand__(self, other):
        return set(other) & set(self._view())

    def __or__(self, other):
        return set(self._view()) | set(other)

    def __ror__(self, other):
        return set(other) | set(self._view())

    def __sub__(self, other):
        return set(self._view()) - set(other)

    def __rsub__(self, other):
        return set(other) - set(self._view())

    def __xor__(self, other):
        return set(self._view()) ^ set(other)

    def __rxor__(self, other):
        return set(other) ^ set(self._view())

    def isdisjoint(self, other):
        for x in other:
            if x in self:
                return False
        return True


class _ODictKeys(_ODictView):
    _kind = 'odict_keys'


class _ODictValues(_ODictView):
    _kind = 'odict_values'


class _ODictItems(_ODictView):
    _kind = 'odict_items'


class OrderedDict(_DictBase):
    """Dictionary that remembers insertion order."""

    def __init__(self, other=(), /, **kwds):
        self._update(other, kwds)

    def _update(self, other, kwds):
        if isinstance(other, (dict, _abc.Mapping)):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, 'keys'):
            for key in other.keys():
                self[key] = other[key]
        else:
            for pair in other:
                key, value = _unpack_pair(pair)
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def update(self, *args, **kwds):
        if len(args) > 1:
            raise TypeError('update expected at most 1 argument, got %d' % len(args))
        self._update(args[0] if args else (), kwds)

    def keys(self):
        return _ODictKeys(self)

    def values(self):
        return _ODictValues(self)

    def items(self):
        return _ODictItems(self)

    def popitem(self, last=True):
        """Remove and return a (key, value) pair from the dictionary."""
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            key = next(reversed(dict.keys(self)))
        else:
            key = next(iter(dict.keys(self)))
        value = dict.pop(self, key)
        return key, value

    def move_to_end(self, key, last=True):
        """Move an existing element to the end (or beginning if last is false)."""
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
        else:
            rest = list(dict.items(self))
            dict.clear(self)
            dict.__setitem__(self, key, value)
            for k, v in rest:
                dict.__setitem__(self, k, v)

    def copy(self):
        """od.copy() -> a shallow copy of od"""
        return type(self)(self)

    def __reduce__(self):
        return (type(self), (), None, None, iter(list(dict.items(self))))

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return list(dict.items(self)) == list(dict.items(other))
        return dict.__eq__(self, other)

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    def __repr__(self):
        name = _class_name(type(self))
        if not self:
            return '%s()' % name
        key = id(self)
        if key in _repr_running:
            return '...'
        _repr_running[key] = True
        try:
            return '%s(%r)' % (name, list(dict.items(self)))
        finally:
            del _repr_running[key]


class ChainMap(_MutableMapping):
    """A ChainMap groups multiple dicts (or other mappings) together."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*[list(m) for m in self.maps]))

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            for key in mapping:
                d[key] = None
        return iter(d)

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False

    def __bool__(self):
        for m in self.maps:
            if m:
                return True
        return False

    def __repr__(self):
        return '%s(%s)' % (_class_name(type(self)), ', '.join([repr(m) for m in self.maps]))

    @classmethod
    def fromkeys(cls, iterable, *args):
        d = {}
        value = args[0] if args else None
        for key in iterable:
            d[key] = value
        return cls(d)

    def copy(self):
        return type(self)(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError('Key not found in the first mapping: %r' % (key,))

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError('Key not found in the first mapping: %r' % (key,))

    def clear(self):
        self.maps[0].clear()

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, (dict, _abc.Mapping)):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ror__(self, other):
        if not isinstance(other, (dict, _abc.Mapping)):
            return NotImplemented
        m = dict(other.items())
        for child in reversed(self.maps):
            for key in child:
                m[key] = child[key]
        return type(self)(m)


class UserDict(_MutableMapping):
    """A dict-like class wrapping the dict self.data."""

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(type(self), "__missing__"):
            return type(self).__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return type(self)(self.data | other.data)
        if isinstance(other, dict):
            return type(self)(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return type(self)(other.data | self.data)
        if isinstance(other, dict):
            return type(self)(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def __copy__(self):
        from copy import _new_instance
        inst = _new_instance(type(self))
        for key, value in vars(self).items():
            setattr(inst, key, value)
        inst.data = self.data.copy()
        return inst

    def copy(self):
        if type(self) is UserDict:
            return UserDict(self.data.copy())
        import copy
        data = self.data
        try:
            self.data = {}
            c = copy.copy(self)
        finally:
            self.data = data
        c.update(self)
        return c

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


class UserList(_MutableSequence):
    """A list-like class wrapping the list self.data."""

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self._cast(other)

    def __le__(self, other):
        return self.data <= self._cast(other)

    def __eq__(self, other):
        return self.data == self._cast(other)

    def __ne__(self, other):
        return self.data != self._cast(other)

    def __gt__(self, other):
        return self.data > self._cast(other)

    def __ge__(self, other):
        return self.data >= self._cast(other)

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return type(self)(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return type(self)(self.data + other.data)
        elif isinstance(other, type(self.data)):
            return type(self)(self.data + other)
        return type(self)(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return type(self)(other.data + self.data)
        elif isinstance(other, type(self.data)):
            return type(self)(other + self.data)
        return type(self)(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        elif isinstance(other, type(self.data)):
            self.data += other
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        from copy import _new_instance
        inst = _new_instance(type(self))
        for key, value in vars(self).items():
            setattr(inst, key, value)
        inst.data = self.data[:]
        return inst

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)
