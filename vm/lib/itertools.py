"""itertools for pith.

The iterators are native types (from `_itertools`): count, cycle, repeat,
accumulate, chain (with chain.from_iterable), compress, dropwhile,
takewhile, filterfalse, islice, starmap, zip_longest, product,
permutations, combinations, combinations_with_replacement and pairwise.
They give CPython's results in CPython's order, consume their inputs as
CPython's C code does and raise its errors. groupby and tee are written
here in Python: groupby returns a generator and its groups are generators,
tee returns a tuple of generators (so their types and reprs differ from
CPython's, and tee objects cannot be copied with copy.copy). The native
types cannot be subclassed, pickled or copied.
"""

from _itertools import (count, cycle, repeat, accumulate, chain, compress, dropwhile,
                        takewhile, filterfalse, islice, starmap, zip_longest, product,
                        permutations, combinations, combinations_with_replacement, pairwise)

__all__ = ['count', 'cycle', 'repeat', 'accumulate', 'chain', 'compress',
           'dropwhile', 'takewhile', 'filterfalse', 'groupby', 'islice',
           'starmap', 'tee', 'zip_longest', 'product', 'permutations',
           'combinations', 'combinations_with_replacement', 'pairwise']

_NULL = object()


def _groupby(it, key):
    tgtkey = _NULL
    currkey = _NULL
    currvalue = _NULL
    current = None

    def step():
        nonlocal currkey, currvalue
        newvalue = next(it)
        newkey = newvalue if key is None else key(newvalue)
        currvalue = newvalue
        currkey = newkey

    def grouper(token, target):
        nonlocal currvalue
        while True:
            if current is not token:
                return
            if currvalue is _NULL:
                try:
                    step()
                except StopIteration:
                    return
            if not (target is currkey or target == currkey):
                return
            r = currvalue
            currvalue = _NULL
            yield r

    while True:
        current = None
        while True:
            if currkey is _NULL:
                pass
            elif tgtkey is _NULL:
                break
            elif not (tgtkey is currkey or tgtkey == currkey):
                break
            try:
                step()
            except StopIteration:
                return
        tgtkey = currkey
        token = object()
        current = token
        yield currkey, grouper(token, tgtkey)


def groupby(iterable, key=None):
    """(key, group) pairs for runs of consecutive items with equal keys."""
    return _groupby(iter(iterable), key)


_MAXSIZE = 9223372036854775807


def _tee(iterator, link):
    while True:
        if link[1] is None:
            try:
                link[0] = next(iterator)
            except StopIteration:
                return
            link[1] = [None, None]
        value, link = link
        yield value


def tee(iterable, n=2):
    """n independent iterators over iterable (a tuple)."""
    if not isinstance(n, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(n).__name__)
    if n < 0:
        raise ValueError('n must be >= 0')
    iterator = iter(iterable)
    shared = [None, None]
    return tuple([_tee(iterator, shared) for _ in range(n)])
