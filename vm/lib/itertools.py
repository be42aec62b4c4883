"""itertools for pith: count, cycle, repeat, accumulate, chain (with
chain.from_iterable), compress, dropwhile, takewhile, filterfalse, groupby,
islice, starmap, tee, zip_longest, product, permutations, combinations,
combinations_with_replacement and pairwise.

Results come in CPython's order, inputs are consumed as CPython's C code
consumes them (arguments are turned into iterators when the function is
called; product, permutations and combinations read their inputs eagerly),
and bad arguments raise CPython's errors. count and repeat are classes with
CPython's reprs; the other functions return generators, so their reprs,
types (isinstance(x, itertools.chain) does not work) and pickling differ,
and tee objects cannot be copied with copy.copy.
"""

__all__ = ['count', 'cycle', 'repeat', 'accumulate', 'chain', 'compress',
           'dropwhile', 'takewhile', 'filterfalse', 'groupby', 'islice',
           'starmap', 'tee', 'zip_longest', 'product', 'permutations',
           'combinations', 'combinations_with_replacement', 'pairwise']

_NULL = object()


def _is_number(x):
    if isinstance(x, (int, float)):
        return True
    t = type(x)
    for name in ('__index__', '__int__', '__float__', '__complex__'):
        if hasattr(t, name):
            return True
    return False


class count:
    """count(start=0, step=1): start, start+step, start+2*step, ..."""

    def __init__(self, start=0, step=1):
        if not _is_number(start) or not _is_number(step):
            raise TypeError('a number is required')
        self._cnt = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        value = self._cnt
        self._cnt = value + self._step
        return value

    def __repr__(self):
        step = self._step
        if isinstance(step, int) and not isinstance(step, bool) and step == 1:
            return 'count(%r)' % (self._cnt,)
        return 'count(%r, %r)' % (self._cnt, step)


class repeat:
    """repeat(object [,times]): object, times times (forever if times is omitted)."""

    def __init__(self, object=_NULL, times=None):
        if object is _NULL:
            raise TypeError("repeat() missing required argument 'object' (pos 1)")
        self._object = object
        if times is None:
            self._times = None
        else:
            if not isinstance(times, int):
                raise TypeError("'%s' object cannot be interpreted as an integer" % type(times).__name__)
            self._times = times if times > 0 else 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._times is None:
            return self._object
        if self._times > 0:
            self._times -= 1
            return self._object
        raise StopIteration

    def __length_hint__(self):
        if self._times is None:
            raise TypeError('len() of unsized object')
        return self._times

    def __repr__(self):
        if self._times is None:
            return 'repeat(%r)' % (self._object,)
        return 'repeat(%r, %d)' % (self._object, self._times)


def _cycle(it):
    saved = []
    for element in it:
        yield element
        saved.append(element)
    if not saved:
        return
    while True:
        for element in saved:
            yield element


def cycle(iterable):
    """cycle(p): p0, p1, ... plast, p0, p1, ..."""
    return _cycle(iter(iterable))


def _accumulate(it, func, initial):
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    if func is None:
        for element in it:
            total = total + element
            yield total
    else:
        for element in it:
            total = func(total, element)
            yield total


def accumulate(iterable, func=None, *, initial=None):
    """Running totals (or running results of func)."""
    return _accumulate(iter(iterable), func, initial)


def chain(*iterables):
    """chain(*iterables): the items of the first iterable, then of the next, ..."""
    for it in iterables:
        yield from it


def _from_iterable(iterables):
    for it in iterables:
        yield from it


def _chain_from_iterable(iterable):
    """Alternative chain() constructor taking a single iterable argument."""
    return _from_iterable(iter(iterable))


chain.from_iterable = _chain_from_iterable


def _compress(data, selectors):
    while True:
        try:
            datum = next(data)
            selector = next(selectors)
        except StopIteration:
            return
        if selector:
            yield datum


def compress(data, selectors):
    """The items of data whose matching selector is true."""
    return _compress(iter(data), iter(selectors))


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x


def dropwhile(predicate, iterable):
    """Drop items while predicate(item) is true, then yield every remaining item."""
    return _dropwhile(predicate, iter(iterable))


def _takewhile(predicate, it):
    for x in it:
        if predicate(x):
            yield x
        else:
            break


def takewhile(predicate, iterable):
    """Items while predicate(item) is true."""
    return _takewhile(predicate, iter(iterable))


def _filterfalse(predicate, it):
    if predicate is None or predicate is bool:
        for x in it:
            if not x:
                yield x
    else:
        for x in it:
            if not predicate(x):
                yield x


def filterfalse(predicate, iterable):
    """Items for which predicate(item) is false (or which are false, if predicate is None)."""
    return _filterfalse(predicate, iter(iterable))


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


def _islice_index(x):
    """CPython's PyNumber_AsSsize_t with errors mapped to -1."""
    if isinstance(x, int) and not isinstance(x, bool):
        if x > _MAXSIZE or x < -_MAXSIZE - 1:
            return -1
        return x
    if isinstance(x, bool):
        return int(x)
    method = getattr(type(x), '__index__', None)
    if method is None:
        return -1
    return _islice_index(method(x))


def _islice(it, start, stop, step):
    cnt = 0
    nxt = start
    while True:
        while cnt < nxt:
            try:
                next(it)
            except StopIteration:
                return
            cnt += 1
        if stop != -1 and cnt >= stop:
            return
        try:
            item = next(it)
        except StopIteration:
            return
        cnt += 1
        nxt += step
        if stop != -1 and nxt > stop:
            nxt = stop
        yield item


def islice(iterable, *args):
    """islice(iterable, stop) or islice(iterable, start, stop[, step])."""
    nargs = len(args) + 1
    if nargs < 2:
        raise TypeError('islice expected at least 2 arguments, got %d' % nargs)
    if nargs > 4:
        raise TypeError('islice expected at most 4 arguments, got %d' % nargs)
    start = 0
    stop = -1
    step = 1
    if nargs == 2:
        if args[0] is not None:
            stop = _islice_index(args[0])
            if stop == -1:
                raise ValueError('Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    else:
        if args[0] is not None:
            start = _islice_index(args[0])
        if args[1] is not None:
            stop = _islice_index(args[1])
            if stop == -1:
                raise ValueError('Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    if start < 0 or stop < -1:
        raise ValueError('Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    if nargs == 4 and args[2] is not None:
        step = _islice_index(args[2])
    if step < 1:
        raise ValueError('Step for islice() must be a positive integer or None.')
    return _islice(iter(iterable), start, stop, step)


def _starmap(function, it):
    for args in it:
        yield function(*args)


def starmap(function, iterable):
    """function(*args) for each args in iterable."""
    return _starmap(function, iter(iterable))


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


def _zip_longest(its, fillvalue):
    n = len(its)
    if n == 0:
        return
    active = [True] * n
    numactive = n
    while True:
        result = []
        for i in range(n):
            if not active[i]:
                result.append(fillvalue)
                continue
            try:
                value = next(its[i])
            except StopIteration:
                active[i] = False
                numactive -= 1
                if numactive == 0:
                    return
                value = fillvalue
            result.append(value)
        yield tuple(result)


def zip_longest(*iterables, fillvalue=None):
    """Like zip, but continues until the longest iterable is exhausted."""
    return _zip_longest([iter(it) for it in iterables], fillvalue)


def _product(pools):
    n = len(pools)
    for pool in pools:
        if not pool:
            return
    indices = [0] * n
    result = [pool[0] for pool in pools]
    yield tuple(result)
    if n == 0:
        return
    while True:
        i = n - 1
        while i >= 0:
            pool = pools[i]
            indices[i] += 1
            if indices[i] == len(pool):
                indices[i] = 0
                result[i] = pool[0]
                i -= 1
            else:
                result[i] = pool[indices[i]]
                break
        if i < 0:
            return
        yield tuple(result)


def product(*iterables, repeat=1):
    """Cartesian product of the input iterables (with repeat copies of each)."""
    if not isinstance(repeat, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(repeat).__name__)
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    pools = [tuple(pool) for pool in iterables] * repeat
    return _product(pools)


def _permutations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple([pool[i] for i in indices[:r]])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple([pool[i] for i in indices[:r]])
                break
        else:
            return


def permutations(iterable, r=None):
    """Successive r-length permutations of the items of iterable."""
    pool = tuple(iterable)
    if r is None:
        r = len(pool)
    elif not isinstance(r, int):
        raise TypeError('Expected int as r')
    if r < 0:
        raise ValueError('r must be non-negative')
    return _permutations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple([pool[i] for i in indices])
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple([pool[i] for i in indices])


def combinations(iterable, r):
    """Successive r-length combinations of the items of iterable, in input order."""
    if not isinstance(r, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(r).__name__)
    pool = tuple(iterable)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations(pool, r)


def _combinations_with_replacement(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple([pool[i] for i in indices])
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        value = indices[i] + 1
        for j in range(i, r):
            indices[j] = value
        yield tuple([pool[i] for i in indices])


def combinations_with_replacement(iterable, r):
    """r-length combinations of the items of iterable, items may repeat."""
    if not isinstance(r, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(r).__name__)
    pool = tuple(iterable)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations_with_replacement(pool, r)


def _pairwise(it):
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b


def pairwise(iterable):
    """Successive overlapping pairs: (s0, s1), (s1, s2), ..."""
    return _pairwise(iter(iterable))
