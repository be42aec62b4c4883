"""copy for pith: copy(x) and deepcopy(x, memo) with CPython's rules.

- Atomic values (None, numbers, str, bytes, tuples of atomic values for
  deepcopy, functions, classes, range, slice, ...) are returned as they are.
- list, dict and set are copied (recursively for deepcopy, with the memo
  dict handling shared and cyclic references as CPython does).
- A class's __copy__ / __deepcopy__(memo) methods are used when defined;
  so are __reduce_ex__(4) / __reduce__, __getstate__ and __setstate__.
- Other instances of user classes are copied as CPython's default
  object.__reduce_ex__ does: a new instance is created without calling
  __init__ (pith has no cls.__new__: the class's __init__ is replaced by a
  no-op for the duration of the call), then the attributes of the original
  (its __dict__, deep-copied for deepcopy) are set on it with setattr.
  Exceptions are re-created from their args, as in CPython.

Not supported: copying builtin iterators (CPython copies their position;
here NotImplementedError is raised) and objects whose class defines
__new__ or needs constructor arguments through a metaclass.
"""

__all__ = ["Error", "copy", "deepcopy"]


class Error(Exception):
    pass


error = Error

_MISSING = object()


def _function():
    pass


class _Probe:
    def method(self):
        pass


def _generator():
    yield None


_FunctionType = type(_function)
_BuiltinType = type(len)
_MethodType = type(_Probe().method)
_GeneratorType = type(_generator())

_atomic_types = [type(None), int, float, bool, str, bytes, type, range, slice,
                 _FunctionType, _BuiltinType, type(Ellipsis), type(NotImplemented),
                 property]
_atomic = {}
for _t in _atomic_types:
    _atomic[_t] = True

# pith's names for builtin iterator types, which CPython can copy (through
# __reduce__) but pith cannot.
_ITERATOR_NAMES = ('iterator', 'range_iterator', 'dict_iterator', 'map', 'zip',
                   'enumerate', 'filter', 'reversed')
# Builtin types CPython refuses to copy ("cannot pickle 'X' object").
_UNPICKLABLE_NAMES = ('generator', 'module', 'coroutine', 'dict_keys', 'dict_values',
                      'dict_items', 'TextIOWrapper', 'TextIO')


def _noop_init(self, *args, **kwargs):
    pass


def _new_instance(cls):
    """An instance of the user class cls, made without running its __init__."""
    saved = cls.__dict__.get('__init__', _MISSING)
    cls.__init__ = _noop_init
    try:
        y = cls()
    finally:
        if saved is _MISSING:
            del cls.__init__
        else:
            cls.__init__ = saved
    return y


def _instance_state(x, cls):
    """What CPython's object.__getstate__ returns for x: its __dict__ or None."""
    getstate = getattr(cls, '__getstate__', None)
    if getstate is not None:
        return getstate(x)
    try:
        d = x.__dict__
    except AttributeError:
        return None
    if isinstance(x, BaseException):
        d = dict(d)
        d.pop('args', None)
    return d if d else None


def _reduce(x, cls):
    """The tuple CPython's x.__reduce_ex__(4) returns."""
    reductor = getattr(cls, '__reduce_ex__', None)
    if reductor is not None:
        return reductor(x, 4)
    reductor = getattr(cls, '__reduce__', None)
    if reductor is not None:
        return reductor(x)
    name = cls.__name__
    if name in _UNPICKLABLE_NAMES:
        raise TypeError("cannot pickle '%s' object" % name)
    if name in _ITERATOR_NAMES:
        raise NotImplementedError("copying a '%s' object is not supported by pith" % name)
    if getattr(cls, '__module__', None) is None and not isinstance(x, BaseException):
        raise NotImplementedError("copying a '%s' object is not supported by pith" % name)
    if isinstance(x, BaseException):
        return (cls, tuple(x.args), _instance_state(x, cls))
    return (_new_instance, (cls,), _instance_state(x, cls))


def copy(x):
    """Shallow copy operation on arbitrary Python objects."""
    cls = type(x)
    if cls in _atomic:
        return x
    if cls is list:
        return x.copy()
    if cls is dict:
        return x.copy()
    if cls is set:
        return x.copy()
    if cls is tuple:
        return x
    if cls is _MethodType:
        return x
    if issubclass(cls, type):
        return x
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    rv = _reduce(x, cls)
    if isinstance(rv, str):
        return x
    return _reconstruct(x, None, *rv)


def deepcopy(x, memo=None, _nil=[]):
    """Deep copy operation on arbitrary Python objects."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _atomic:
        y = x
    elif cls is list:
        y = _deepcopy_list(x, memo)
    elif cls is tuple:
        y = _deepcopy_tuple(x, memo)
    elif cls is dict:
        y = _deepcopy_dict(x, memo)
    elif cls is set:
        y = set([deepcopy(a, memo) for a in x])
    elif cls is _MethodType:
        y = _deepcopy_method(x, memo)
    elif issubclass(cls, type):
        y = x
    else:
        copier = getattr(cls, '__deepcopy__', None)
        if copier is not None:
            y = copier(x, memo)
        else:
            rv = _reduce(x, cls)
            if isinstance(rv, str):
                y = x
            else:
                y = _reconstruct(x, memo, *rv)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _deepcopy_list(x, memo):
    y = []
    memo[id(x)] = y
    append = y.append
    for a in x:
        append(deepcopy(a, memo))
    return y


def _deepcopy_tuple(x, memo):
    y = [deepcopy(a, memo) for a in x]
    try:
        return memo[id(x)]
    except KeyError:
        pass
    for i in range(len(x)):
        if x[i] is not y[i]:
            return tuple(y)
    return x


def _deepcopy_dict(x, memo):
    y = {}
    memo[id(x)] = y
    for key, value in x.items():
        y[deepcopy(key, memo)] = deepcopy(value, memo)
    return y


def _deepcopy_method(x, memo):
    func = x.__func__
    new_self = deepcopy(x.__self__, memo)
    y = getattr(new_self, func.__name__)
    if getattr(y, '__func__', None) is not func:
        raise NotImplementedError('deepcopy of this bound method is not supported by pith')
    return y


def _keep_alive(x, memo):
    """Keeps x alive as long as memo (CPython stores it under id(memo))."""
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _reconstruct(x, memo, func, args, state=None, listiter=None, dictiter=None):
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = getattr(y, '__setstate__', None)
        if setstate is not None:
            setstate(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                for key, value in state.items():
                    setattr(y, key, value)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        if deep:
            for item in listiter:
                y.append(deepcopy(item, memo))
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                y[deepcopy(key, memo)] = deepcopy(value, memo)
        else:
            for key, value in dictiter:
                y[key] = value
    return y
