from __future__ import annotations
import functools
from functools import reduce, partial, lru_cache, wraps, cmp_to_key
print(reduce(lambda a, b: a * b, range(1, 10)), reduce(lambda a, b: a + b, [], 7))
p = partial(pow, 2)
print(p(10), partial(int, base=16)("ff"))
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90))
def deco(f):
    @wraps(f)
    def inner(*a):
        return f(*a) + 1
    return inner
@deco
def g(x):
    "doc of g"
    return x * 2
print(g(5), g.__name__, g.__doc__)
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)))
