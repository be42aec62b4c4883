"""The generator forms of builtins (the interpreter imports this module
when it needs one; programs have no reason to).

These are what the builtins that consume an iterable run when that iterable
is a generator (`builtins/generator_forms.rs` picks them): as Python, the
generator's frames resume in the interpreter's loop instead of one nested
interpreter entry per item, and the JIT traces their loops with the
generator inlined. Each must behave as the builtin does (CPython's order of
operations and messages); their frames are left out of tracebacks, as a
builtin's are.
"""


def sum(iterable, start=0):
    total = start
    for x in iterable:
        total = total + x
    return total


def any(iterable):
    for x in iterable:
        if x:
            return True
    return False


def all(iterable):
    for x in iterable:
        if not x:
            return False
    return True


def min(iterable):
    first = True
    for x in iterable:
        if first:
            best = x
            first = False
        elif x < best:
            best = x
    if first:
        raise ValueError("min() arg is an empty sequence")
    return best


def max(iterable):
    first = True
    for x in iterable:
        if first:
            best = x
            first = False
        elif x > best:
            best = x
    if first:
        raise ValueError("max() arg is an empty sequence")
    return best


def list_of(iterable):
    # A comprehension appends with one instruction per item (no method call).
    return [x for x in iterable]


def tuple_of(iterable):
    return tuple([x for x in iterable])


def set_of(iterable):
    return {x for x in iterable}


def sorted(iterable):
    items = list_of(iterable)
    items.sort()
    return items


def join(sep, iterable):
    return sep.join(list_of(iterable))
