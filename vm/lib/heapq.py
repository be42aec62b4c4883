"""heapq for pith: heappush, heappop, heapify, heapreplace, heappushpop,
nlargest, nsmallest and merge.

The heap operations are native (`_heapq`), making the C accelerator's
comparisons in its order, so heaps hold their items in the same order as in
CPython; the errors for an empty heap or a non-list heap are the C
accelerator's.
"""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


# The heap operations are native (CPython's C accelerator's comparisons,
# in its order); merge, nsmallest and nlargest below use them.
from _heapq import (heappush, heappop, heapify, heapreplace, heappushpop,
                    _heappop_max, _heapify_max, _heapreplace_max)


def merge(*iterables, key=None, reverse=False):
    """Merge sorted inputs into a single sorted output (a generator)."""
    h = []
    if reverse:
        _heapify = _heapify_max
        _heappop = _heappop_max
        _heapreplace = _heapreplace_max
        direction = -1
    else:
        _heapify = heapify
        _heappop = heappop
        _heapreplace = heapreplace
        direction = 1

    if key is None:
        order = 0
        for it in iterables:
            it = iter(it)
            try:
                h.append([next(it), order * direction, it])
            except StopIteration:
                pass
            order += 1
        _heapify(h)
        while len(h) > 1:
            try:
                while True:
                    s = h[0]
                    yield s[0]
                    s[0] = next(s[2])
                    _heapreplace(h, s)
            except StopIteration:
                _heappop(h)
        if h:
            value, order, it = h[0]
            yield value
            yield from it
        return

    order = 0
    for it in iterables:
        it = iter(it)
        try:
            value = next(it)
            h.append([key(value), order * direction, value, it])
        except StopIteration:
            pass
        order += 1
    _heapify(h)
    while len(h) > 1:
        try:
            while True:
                s = h[0]
                yield s[2]
                value = next(s[3])
                s[0] = key(value)
                s[2] = value
                _heapreplace(h, s)
        except StopIteration:
            _heappop(h)
    if h:
        key_value, order, value, it = h[0]
        yield value
        yield from it


def nsmallest(n, iterable, key=None):
    """Find the n smallest elements: sorted(iterable, key=key)[:n]."""
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        result = min(it, default=sentinel, key=key)
        return [] if result is sentinel else [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key)[:n]

    if key is None:
        it = iter(iterable)
        result = [(elem, i) for i, elem in zip(range(n), it)]
        if not result:
            return result
        _heapify_max(result)
        top = result[0][0]
        order = n
        for elem in it:
            if elem < top:
                _heapreplace_max(result, (elem, order))
                top = result[0][0]
                order += 1
        result.sort()
        return [elem for (elem, order) in result]

    it = iter(iterable)
    result = [(key(elem), i, elem) for i, elem in zip(range(n), it)]
    if not result:
        return result
    _heapify_max(result)
    top = result[0][0]
    order = n
    for elem in it:
        k = key(elem)
        if k < top:
            _heapreplace_max(result, (k, order, elem))
            top = result[0][0]
            order += 1
    result.sort()
    return [elem for (k, order, elem) in result]


def nlargest(n, iterable, key=None):
    """Find the n largest elements: sorted(iterable, key=key, reverse=True)[:n]."""
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        result = max(it, default=sentinel, key=key)
        return [] if result is sentinel else [result]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=True)[:n]

    if key is None:
        it = iter(iterable)
        result = [(elem, i) for i, elem in zip(range(0, -n, -1), it)]
        if not result:
            return result
        heapify(result)
        top = result[0][0]
        order = -n
        for elem in it:
            if top < elem:
                heapreplace(result, (elem, order))
                top = result[0][0]
                order -= 1
        result.sort(reverse=True)
        return [elem for (elem, order) in result]

    it = iter(iterable)
    result = [(key(elem), i, elem) for i, elem in zip(range(0, -n, -1), it)]
    if not result:
        return result
    heapify(result)
    top = result[0][0]
    order = -n
    for elem in it:
        k = key(elem)
        if top < k:
            heapreplace(result, (k, order, elem))
            top = result[0][0]
            order -= 1
    result.sort(reverse=True)
    return [elem for (k, order, elem) in result]
