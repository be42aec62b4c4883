"""asyncio.coroutines for pith: iscoroutine and iscoroutinefunction.
pith cannot tell an `async def` function from a plain one (functions have
no __code__), so iscoroutinefunction refuses functions it cannot decide."""
import types

__all__ = ("iscoroutinefunction", "iscoroutine")

_CoroutineType = types.CoroutineType
_GeneratorType = types.GeneratorType
_FunctionType = types.FunctionType
_MethodType = types.MethodType

# Classes already checked for the coroutine protocol (send, throw, close
# and __await__), as collections.abc.Coroutine checks it.
_checked = {}

_is_coroutine = object()


def _has_methods(cls, names):
    for name in names:
        found = False
        for base in cls.__mro__:
            if name in base.__dict__:
                found = base.__dict__[name] is not None
                break
        if not found:
            return False
    return True


def iscoroutine(obj):
    """Whether obj is a coroutine object (or a generator, or an object
    with send, throw, close and __await__)."""
    cls = type(obj)
    if cls is _CoroutineType or cls is _GeneratorType:
        return True
    answer = _checked.get(cls)
    if answer is None:
        answer = _has_methods(cls, ('__await__', 'send', 'throw', 'close'))
        _checked[cls] = answer
    return answer


def iscoroutinefunction(func):
    """Whether func is a coroutine function (an `async def` function, or
    one marked with `_is_coroutine`)."""
    if getattr(func, '_is_coroutine', None) is _is_coroutine:
        return True
    target = func
    while True:
        if isinstance(target, _MethodType):
            target = target.__func__
        elif type(target).__name__ == 'partial' and hasattr(target, 'func'):
            target = target.func
        else:
            break
    if isinstance(target, _FunctionType):
        raise NotImplementedError(
            "asyncio.iscoroutinefunction: pith cannot tell an 'async def' function from a plain one")
    return False
