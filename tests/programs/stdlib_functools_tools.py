# functools: reduce (with/without initial, empty input errors), partial
# (positional and keyword binding, overriding keywords, nested partials,
# .func/.args/.keywords), lru_cache (hits/misses via cache_info,
# cache_clear, maxsize eviction), cmp_to_key for custom sort orders,
# total_ordering, wraps preserving metadata, and cache.
import functools
from functools import reduce, partial, lru_cache, cmp_to_key, wraps
import operator

print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.mul, range(1, 11)), reduce(lambda a, b: a + b, ["x"], "start-"))
print(reduce(max, [3, 9, 2]), reduce(lambda acc, w: acc + len(w), ["ab", "cde"], 0), reduce(operator.add, [], 0), reduce(operator.add, [7]))
print(reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [("a", 1), ("b", 2), ("a", 3)], {}))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError", e)

def power(base, exp, *, mod=None):
    r = base ** exp
    return r % mod if mod else r
square = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=7)
two_to = partial(power, 2)
print(square(9), square(3, exp=3), cube_mod(4), two_to(10), two_to(10, mod=1000), partial(two_to, 5)())
print(square.func is power, square.args, square.keywords, two_to.args, partial(partial(power, 3), 4).args)
int_base2 = partial(int, base=2)
print(int_base2("1011"), list(map(partial(operator.mul, 10), [1, 2, 3])), sorted(["b", "A", "c"], key=partial(str.lower)))
try:
    square()
except TypeError as e:
    print("TypeError", e)

calls = []
@lru_cache(maxsize=None)
def fib(n):
    calls.append(n)
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), len(calls), fib.cache_info())
fib(80)
print(fib.cache_info().hits, fib.cache_info().misses)
fib.cache_clear()
print(fib.cache_info())

@lru_cache(maxsize=2)
def slow_square(x):
    calls.append(("sq", x))
    return x * x
calls.clear()
for x in [1, 2, 1, 3, 2, 1]:
    slow_square(x)
print(calls, slow_square.cache_info())

@functools.cache
def ways(n, coins=(1, 5, 10, 25)):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])
print(ways(100), ways(0), ways(3, (2,)))

def compare_versions(a, b):
    pa = [int(x) for x in a.split(".")]
    pb = [int(x) for x in b.split(".")]
    return (pa > pb) - (pa < pb)
versions = ["1.10", "1.2", "1.2.1", "0.9", "1.2.0", "10.0"]
print(sorted(versions, key=cmp_to_key(compare_versions)), max(versions, key=cmp_to_key(compare_versions)))
def by_len_then_reverse_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)
print(sorted(["pear", "fig", "apple", "kiwi", "date", "yam"], key=cmp_to_key(by_len_then_reverse_alpha)))

def logged(fn):
    @wraps(fn)
    def inner(*a, **k):
        """inner doc"""
        return fn(*a, **k)
    return inner
@logged
def documented(x):
    """Return x doubled."""
    return 2 * x
print(documented(21), documented.__name__, documented.__doc__, documented.__wrapped__(1))

@functools.total_ordering
class Size:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n
print(Size(1) <= Size(2), Size(3) >= Size(3), Size(4) > Size(2), sorted([Size(3), Size(1)])[0].n)

# pipeline composition with reduce
def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns, lambda x: x)
pipeline = compose(str.strip, str.lower, partial(str.replace, old=" ", new="_") if False else (lambda s: s.replace(" ", "_")), len)
print(pipeline("  Hello Big World  "), compose()(5))
