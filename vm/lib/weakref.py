"""weakref for pith: references that do not keep their object alive.

`ref` (`ReferenceType`), `proxy`, `WeakMethod`, `WeakValueDictionary`,
`WeakKeyDictionary`, `WeakSet`, `finalize`, `getweakrefcount` and
`getweakrefs`, as in CPython. The heap clears a weak reference when a
collection finds its object dead (PyPy's rule: not at the moment the last
reference goes, so programs call `gc.collect()` to see it happen); the
callbacks then run at the interpreter's next safe point, or before
`gc.collect()` returns. A weak container's entry goes when its object is
collected, as its callback removes it.

Not offered: `ref(o) is ref(o)` (each call makes a new reference; CPython
shares the callback-less one).
"""
import _weakref
import sys
import operator as _op
from collections.abc import MutableMapping as _MutableMapping, MutableSet as _MutableSet

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary", "ReferenceType",
           "ProxyType", "CallableProxyType", "ProxyTypes", "WeakValueDictionary", "WeakSet",
           "WeakMethod", "finalize"]


def _describe(kind, self, obj):
    """CPython's repr of a weak reference or proxy `self` to `obj`."""
    if obj is None:
        return "<%s at %#x; dead>" % (kind, id(self))
    name = getattr(obj, "__name__", None)
    tail = " (%s)" % name if isinstance(name, str) else ""
    return "<%s at %#x; to '%s' at %#x%s>" % (kind, id(self), type(obj).__name__, id(obj), tail)


class ReferenceType:
    """ref(object[, callback]): a weak reference to `object`. Calling it
    gives the object, or None once it was collected; `callback(ref)` runs
    then, if given."""

    def __new__(cls, ob, callback=None):
        self = object.__new__(cls)
        self._holder = _weakref.holder(ob, self)
        self.__callback__ = callback
        self._hash = None
        return self

    def __init__(self, ob, callback=None):
        pass

    def __call__(self):
        return _weakref.referent(self._holder)

    def __hash__(self):
        if self._hash is None:
            ob = self()
            if ob is None:
                raise TypeError("weak object has gone away")
            self._hash = hash(ob)
        return self._hash

    def __eq__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        a, b = self(), other()
        if a is None or b is None:
            return self is other
        return a == b

    def __ne__(self, other):
        if not isinstance(other, ReferenceType):
            return NotImplemented
        a, b = self(), other()
        if a is None or b is None:
            return self is not other
        return a != b

    def __repr__(self):
        return _describe("weakref", self, self())

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


ref = ReferenceType


def getweakrefs(ob):
    """The weak references and proxies to `ob` still alive."""
    return _weakref.owners_of(ob)


def getweakrefcount(ob):
    """How many weak references and proxies to `ob` are alive."""
    return len(_weakref.owners_of(ob))


# ---- proxies ---------------------------------------------------------------

def _target(p):
    """The object proxy `p` stands for; ReferenceError once it is gone."""
    ob = _weakref.referent(object.__getattribute__(p, "_holder"))
    if ob is None:
        raise ReferenceError("weakly-referenced object no longer exists")
    return ob


def _unwrap(v):
    return _target(v) if isinstance(v, ProxyType) else v


class ProxyType:
    """A weak proxy: uses of it are uses of its object while it lives, and
    raise ReferenceError after."""

    __hash__ = None

    def __init__(self, ob, callback=None):
        object.__setattr__(self, "_holder", _weakref.holder(ob, self))
        object.__setattr__(self, "__callback__", callback)

    def __getattr__(self, name):
        return getattr(_target(self), name)

    def __setattr__(self, name, value):
        setattr(_target(self), name, value)

    def __delattr__(self, name):
        delattr(_target(self), name)

    def __repr__(self):
        ob = _weakref.referent(object.__getattribute__(self, "_holder"))
        return _describe("weakproxy", self, ob)

    def __contains__(self, item):
        return item in _target(self)

    def __getitem__(self, key):
        return _target(self)[key]

    def __setitem__(self, key, value):
        _target(self)[key] = value

    def __delitem__(self, key):
        del _target(self)[key]


def _binary(op, reflected):
    if reflected:
        return lambda self, other: op(_unwrap(other), _target(self))
    return lambda self, other: op(_target(self), _unwrap(other))


def _unary(op):
    return lambda self: op(_target(self))


_BINARY = {"add": _op.add, "sub": _op.sub, "mul": _op.mul, "matmul": _op.matmul, "truediv": _op.truediv,
           "floordiv": _op.floordiv, "mod": _op.mod, "divmod": divmod, "pow": pow, "lshift": _op.lshift,
           "rshift": _op.rshift, "and": _op.and_, "or": _op.or_, "xor": _op.xor}
_INPLACE = {"add": _op.iadd, "sub": _op.isub, "mul": _op.imul, "matmul": _op.imatmul, "truediv": _op.itruediv,
            "floordiv": _op.ifloordiv, "mod": _op.imod, "pow": _op.ipow, "lshift": _op.ilshift,
            "rshift": _op.irshift, "and": _op.iand, "or": _op.ior, "xor": _op.ixor}
_COMPARE = {"eq": _op.eq, "ne": _op.ne, "lt": _op.lt, "le": _op.le, "gt": _op.gt, "ge": _op.ge}
_UNARY = {"neg": _op.neg, "pos": _op.pos, "abs": abs, "invert": _op.invert, "int": int, "float": float,
          "index": _op.index, "str": str, "bytes": bytes, "bool": bool, "len": len, "iter": iter, "next": next,
          "reversed": reversed}

for _name, _f in _BINARY.items():
    setattr(ProxyType, "__%s__" % _name, _binary(_f, False))
    setattr(ProxyType, "__r%s__" % _name, _binary(_f, True))
for _name, _f in _INPLACE.items():
    setattr(ProxyType, "__i%s__" % _name, _binary(_f, False))
for _name, _f in _COMPARE.items():
    setattr(ProxyType, "__%s__" % _name, _binary(_f, False))
for _name, _f in _UNARY.items():
    setattr(ProxyType, "__%s__" % _name, _unary(_f))
del _name, _f


class CallableProxyType(ProxyType):
    """A weak proxy to a callable object."""

    __hash__ = None

    def __call__(self, *args, **kwargs):
        return _target(self)(*args, **kwargs)


ProxyTypes = (ProxyType, CallableProxyType)


def proxy(ob, callback=None):
    """proxy(object[, callback]): a weak proxy to `object`."""
    if callable(ob):
        return CallableProxyType(ob, callback)
    return ProxyType(ob, callback)


# ---- the callbacks ------------------------------------------------------------

def _run_callbacks(refs):
    """Run by the VM with the refs and proxies whose object was collected:
    each callback runs once; what one raises is reported, as CPython does."""
    for r in refs:
        callback = object.__getattribute__(r, "__callback__")
        if callback is None:
            continue
        object.__setattr__(r, "__callback__", None)
        try:
            callback(r)
        except BaseException:
            sys.stderr.write("Exception ignored in: %r\n" % (callback,))
            import traceback
            traceback.print_exc()


_weakref.set_callback_runner(_run_callbacks)


# ---- WeakMethod ------------------------------------------------------------

class WeakMethod(ReferenceType):
    """A weak reference to a bound method: alive while both its object and
    its function are."""

    def __new__(cls, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None
        holder = {}

        def gone(arg):
            self = holder.get("self")
            if self is not None and self._alive:
                self._alive = False
                if callback is not None:
                    callback(self)

        self = ReferenceType.__new__(cls, obj, gone)
        holder["self"] = self
        self._func_ref = ref(func, gone)
        self._meth_type = type(meth)
        self._alive = True
        return self

    def __init__(self, meth, callback=None):
        pass

    def __call__(self):
        obj = ReferenceType.__call__(self)
        func = self._func_ref()
        if obj is None or func is None:
            return None
        return self._meth_type(func, obj)

    def __eq__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is other
            return ReferenceType.__eq__(self, other) and self._func_ref == other._func_ref
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, WeakMethod):
            if not self._alive or not other._alive:
                return self is not other
            return ReferenceType.__ne__(self, other) or self._func_ref != other._func_ref
        return NotImplemented

    __hash__ = ReferenceType.__hash__


# ---- the weak containers ----------------------------------------------------
# Each keeps its entries in `data` and removes an entry from the callback
# of its reference. Iteration walks a snapshot, since callbacks may run
# between any two steps of a loop.

class KeyedRef(ReferenceType):
    """A weak reference that remembers the key it is stored under."""

    def __new__(cls, ob, callback, key):
        self = ReferenceType.__new__(cls, ob, callback)
        self.key = key
        return self

    def __init__(self, ob, callback, key):
        pass


class _WeakMapping(_MutableMapping):
    """What the two weak dictionaries do the same way, through their own
    `items` and `__setitem__`."""

    def __repr__(self):
        return "<%s at %#x>" % (type(self).__name__, id(self))

    def keys(self):
        return iter(self)

    def copy(self):
        new = type(self)()
        for k, v in self.items():
            new[k] = v
        return new

    __copy__ = copy

    def __or__(self, other):
        if isinstance(other, (_MutableMapping, dict)):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, (_MutableMapping, dict)):
            c = type(self)()
            c.update(other)
            c.update(self)
            return c
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self


class WeakValueDictionary(_WeakMapping):
    """A mapping whose values are held weakly: an entry goes when its value
    is collected."""

    def __init__(self, other=(), /, **kw):
        selfref = ref(self)

        def remove(wr):
            self = selfref()
            if self is not None and self.data.get(wr.key) is wr:
                del self.data[wr.key]

        self._remove = remove
        self.data = {}
        self.update(other, **kw)

    def __getitem__(self, key):
        o = self.data[key]()
        if o is None:
            raise KeyError(key)
        return o

    def __setitem__(self, key, value):
        self.data[key] = KeyedRef(value, self._remove, key)

    def __delitem__(self, key):
        del self.data[key]

    def __len__(self):
        return sum(1 for wr in list(self.data.values()) if wr() is not None)

    def __contains__(self, key):
        try:
            o = self.data[key]()
        except KeyError:
            return False
        return o is not None

    def __iter__(self):
        for k, wr in list(self.data.items()):
            if wr() is not None:
                yield k

    def get(self, key, default=None):
        try:
            wr = self.data[key]
        except KeyError:
            return default
        o = wr()
        return default if o is None else o

    def items(self):
        for k, wr in list(self.data.items()):
            v = wr()
            if v is not None:
                yield k, v

    def values(self):
        for wr in list(self.data.values()):
            v = wr()
            if v is not None:
                yield v

    def itervaluerefs(self):
        yield from list(self.data.values())

    def valuerefs(self):
        return list(self.data.values())

    def popitem(self):
        while True:
            key, wr = self.data.popitem()
            o = wr()
            if o is not None:
                return key, o

    def pop(self, key, *args):
        try:
            o = self.data.pop(key)()
        except KeyError:
            o = None
        if o is None:
            if args:
                return args[0]
            raise KeyError(key)
        return o

    def setdefault(self, key, default=None):
        o = self.get(key)
        if o is None:
            self[key] = default
            return default
        return o

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = type(self)()
        for k, v in self.items():
            new[deepcopy(k, memo)] = v
        return new


class _HeldWeakly:
    """What WeakKeyDictionary and WeakSet do the same way over `self.data`,
    whose keys are weak references: iterate, count and test the objects
    still alive."""

    def __iter__(self):
        for wr in list(self.data):
            o = wr()
            if o is not None:
                yield o

    def __len__(self):
        return sum(1 for wr in list(self.data) if wr() is not None)

    def __contains__(self, key):
        try:
            wr = ref(key)
        except TypeError:
            return False
        return wr in self.data


class WeakKeyDictionary(_HeldWeakly, _WeakMapping):
    """A mapping whose keys are held weakly: an entry goes when its key is
    collected."""

    def __init__(self, dict=None):
        selfref = ref(self)

        def remove(k):
            self = selfref()
            if self is not None:
                self.data.pop(k, None)

        self._remove = remove
        self.data = {}
        if dict is not None:
            self.update(dict)

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __setitem__(self, key, value):
        self.data[ref(key, self._remove)] = value

    def __delitem__(self, key):
        del self.data[ref(key)]

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def items(self):
        for wr, v in list(self.data.items()):
            k = wr()
            if k is not None:
                yield k, v

    def values(self):
        for wr, v in list(self.data.items()):
            if wr() is not None:
                yield v

    def keyrefs(self):
        return list(self.data)

    def popitem(self):
        while True:
            wr, v = self.data.popitem()
            k = wr()
            if k is not None:
                return k, v

    def pop(self, key, *args):
        return self.data.pop(ref(key), *args)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key, self._remove), default)

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = type(self)()
        for k, v in self.items():
            new[k] = deepcopy(v, memo)
        return new


class WeakSet(_HeldWeakly, _MutableSet):
    """A set whose members are held weakly: a member goes when it is collected."""

    def __init__(self, data=None):
        selfref = ref(self)

        def remove(item):
            self = selfref()
            if self is not None:
                self.data.discard(item)

        self._remove = remove
        self.data = set()
        if data is not None:
            self.update(data)

    def __repr__(self):
        return "{%s}" % ", ".join(repr(o) for o in self) if len(self) else "%s()" % type(self).__name__

    def add(self, item):
        self.data.add(ref(item, self._remove))

    def discard(self, item):
        self.data.discard(ref(item))

    def remove(self, item):
        self.data.remove(ref(item))

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self)

    __copy__ = copy

    def pop(self):
        while True:
            try:
                wr = self.data.pop()
            except KeyError:
                raise KeyError("pop from empty WeakSet") from None
            o = wr()
            if o is not None:
                return o

    def update(self, other):
        for item in other:
            self.add(item)

    def __ior__(self, other):
        self.update(other)
        return self

    def difference(self, other):
        return type(self)(o for o in self if o not in other)

    __sub__ = difference

    def difference_update(self, other):
        for o in list(other):
            self.discard(o)

    def __isub__(self, other):
        self.difference_update(other)
        return self

    def intersection(self, other):
        return type(self)(o for o in other if o in self)

    __and__ = intersection

    def intersection_update(self, other):
        keep = [o for o in other if o in self]
        self.clear()
        self.update(keep)

    def __iand__(self, other):
        self.intersection_update(other)
        return self

    def union(self, other):
        new = self.copy()
        new.update(other)
        return new

    __or__ = union

    def symmetric_difference(self, other):
        new = self.copy()
        new.symmetric_difference_update(other)
        return new

    __xor__ = symmetric_difference

    def symmetric_difference_update(self, other):
        for o in list(other):
            if o in self:
                self.discard(o)
            else:
                self.add(o)

    def __ixor__(self, other):
        self.symmetric_difference_update(other)
        return self

    def issubset(self, other):
        return all(o in other for o in self)

    __le__ = issubset

    def __lt__(self, other):
        return self <= other and len(self) < len(other)

    def issuperset(self, other):
        return all(o in self for o in other)

    __ge__ = issuperset

    def __gt__(self, other):
        return self >= other and len(self) > len(other)

    def __eq__(self, other):
        if not isinstance(other, type(self)):
            return NotImplemented
        return set(self) == set(other)

    def isdisjoint(self, other):
        return not any(o in self for o in other)

    __hash__ = None


# ---- finalize ----------------------------------------------------------------

class finalize:
    """finalize(obj, func, *args, **kwargs): calls `func(*args, **kwargs)`
    once, when `obj` is collected, when the finalizer is called, or at exit
    (if `atexit` is true, the default), whichever comes first."""

    __slots__ = ()
    _registry = {}
    _shutdown = False
    _next_index = [0]
    _registered_with_atexit = False

    class _Info:
        __slots__ = ("weakref", "func", "args", "kwargs", "atexit", "index")

    def __init__(self, obj, func, /, *args, **kwargs):
        if not finalize._registered_with_atexit:
            import atexit
            atexit.register(finalize._exitfunc)
            finalize._registered_with_atexit = True
        info = finalize._Info()
        info.weakref = ref(obj, self)
        info.func = func
        info.args = args
        info.kwargs = kwargs or None
        info.atexit = True
        info.index = finalize._next_index[0]
        finalize._next_index[0] += 1
        finalize._registry[self] = info

    def __call__(self, _=None):
        """Runs the function now if it has not run yet; returns its result."""
        info = finalize._registry.pop(self, None)
        if info and not finalize._shutdown:
            return info.func(*info.args, **(info.kwargs or {}))

    def detach(self):
        """If alive, forgets the finalizer and returns (obj, func, args, kwargs)."""
        info = finalize._registry.get(self)
        obj = info and info.weakref()
        if obj is not None and finalize._registry.pop(self, None):
            return (obj, info.func, info.args, info.kwargs or {})

    def peek(self):
        """If alive, returns (obj, func, args, kwargs)."""
        info = finalize._registry.get(self)
        obj = info and info.weakref()
        if obj is not None:
            return (obj, info.func, info.args, info.kwargs or {})

    @property
    def alive(self):
        return self in finalize._registry

    @property
    def atexit(self):
        info = finalize._registry.get(self)
        return bool(info) and info.atexit

    @atexit.setter
    def atexit(self, value):
        info = finalize._registry.get(self)
        if info:
            info.atexit = bool(value)

    def __repr__(self):
        info = finalize._registry.get(self)
        obj = info and info.weakref()
        if obj is None:
            return "<%s object at %#x; dead>" % (type(self).__name__, id(self))
        return "<%s object at %#x; for %r at %#x>" % (type(self).__name__, id(self), type(obj).__name__, id(obj))

    @staticmethod
    def _exitfunc():
        """At exit: the pending finalizers with `atexit` set, newest first."""
        try:
            pending = sorted(((i.index, f) for f, i in finalize._registry.items() if i.atexit), reverse=True)
            for _, f in pending:
                try:
                    f()
                except BaseException:
                    sys.stderr.write("Exception ignored in: %r\n" % (f,))
                    import traceback
                    traceback.print_exc()
        finally:
            finalize._shutdown = True
