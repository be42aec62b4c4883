# The itertools iterators are native types: their classes, reprs, results,
# consumption order and errors are CPython's; builtin iterators have
# __next__ and __iter__.
import itertools
from itertools import (chain, islice, permutations, combinations, combinations_with_replacement,
                       product, starmap, compress, pairwise, zip_longest, accumulate, takewhile,
                       dropwhile, filterfalse, cycle, count, repeat)
import operator


def err(f, *a, **k):
    try:
        r = f(*a, **k)
        print("ok", list(r) if hasattr(r, "__next__") else r)
    except Exception as e:
        print(type(e).__name__, e)


# Classes
for cls in (chain, islice, permutations, combinations, combinations_with_replacement, product,
            starmap, compress, pairwise, zip_longest, accumulate, takewhile, dropwhile,
            filterfalse, cycle, count, repeat):
    print(cls.__name__, cls.__module__, repr(cls))
c = chain([1], [2])
print(type(c) is chain, isinstance(c, chain), iter(c) is c, repr(c).startswith("<itertools.chain object at 0x"))
print(next(c), c.__next__(), next(c, "end"))

# chain
print(list(chain()), list(chain("ab", [], (1, 2), range(2))))
print(list(chain.from_iterable(["xy", [3], ()])))
lazy = chain([1], 5)
print(next(lazy))
err(next, lazy)
def gen_lists():
    print("  making first")
    yield [1, 2]
    print("  making second")
    yield [3]
fi = chain.from_iterable(gen_lists())
print("from_iterable made")
print(list(fi))

# islice
data = list(range(20))
print(list(islice(data, 5)), list(islice(data, 2, 8)), list(islice(data, 1, 15, 4)))
print(list(islice(data, None)), list(islice(data, 3, None, 5)), list(islice(data, None, 4, None)))
print(list(islice(data, 30, 40)), list(islice([], 3)))
it = iter(range(10))
print(list(islice(it, 2, 5)), next(it))
it = iter(range(10))
print(list(islice(it, 0)), next(it))
print(list(islice(count(), 3, 12, 3)))
class Idx:
    def __init__(self, n): self.n = n
    def __index__(self): return self.n
print(list(islice(data, Idx(2), Idx(6))))
err(islice, data)
err(islice, data, 1, 2, 3, 4)
err(islice, data, -1)
err(islice, data, "a")
err(islice, data, -2, 5)
err(islice, data, 1, 5, 0)
err(islice, data, "x", 5)
err(islice, data, stop=4)
err(islice, 7, 2)

# combinatorics
print(list(permutations("abc")))
print(list(permutations(range(4), 2)))
print(list(permutations([], 0)), list(permutations([1, 2], 3)), list(permutations([1, 2], 0)), list(permutations([])))
print(len(list(permutations(range(6)))), list(permutations(range(6)))[-1])
print(list(permutations(iterable="ab", r=None)))
err(permutations, "ab", -1)
err(permutations, "ab", "2")
err(permutations, "ab", r=2, x=1)
err(permutations)
print(list(combinations("abcd", 2)), list(combinations(range(5), 3))[-3:])
print(list(combinations("ab", 0)), list(combinations("ab", 3)), list(combinations([], 0)))
print(list(combinations_with_replacement("abc", 2)))
print(list(combinations_with_replacement([], 0)), list(combinations_with_replacement([], 2)), list(combinations_with_replacement("a", 3)))
err(combinations, "ab")
err(combinations, "ab", -1)
err(combinations, "ab", 1.5)
err(combinations_with_replacement, "ab", -2)
print(list(product("ab", range(2))), list(product()), list(product("ab", repeat=2)))
print(list(product("ab", [], "c")), list(product("ab", repeat=0)), list(product(repeat=3)))
print(len(list(product(range(3), range(4), range(5)))), list(product(range(3), range(4), range(5)))[-1])
err(product, "ab", repeat=-1)
err(product, "ab", repeat="x")
err(product, "ab", times=2)
# Each result is a new tuple.
ps = list(permutations("ab"))
print(ps[0] is not ps[1], type(ps[0]).__name__)

# starmap, takewhile, dropwhile, filterfalse, compress
print(list(starmap(pow, [(2, 3), (3, 2)])), list(starmap(operator.add, [[1, 2], "ab"])))
print(list(starmap(lambda *a: a, [range(3), (), iter("xy")])))
err(starmap, pow)
err(lambda: list(starmap(pow, [1])))
print(list(takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(dropwhile(lambda x: x < 3, [1, 2, 3, 1, 5])))
tw = takewhile(lambda x: x < 3, iter([1, 5, 2]))
print(list(tw), list(tw))
print(list(filterfalse(None, [0, 1, "", "a", None, [], [0]])), list(filterfalse(lambda x: x % 2, range(7))))
print(list(compress("abcdef", [1, 0, 1, 1])), list(compress("ab", [1, 1, 1, 1])), list(compress(data, cycle([0, 0, 1]))))
print(list(compress(data=[1, 2], selectors=[0, 1])))
err(compress, "ab")

# pairwise, cycle, zip_longest, accumulate
print(list(pairwise("abcd")), list(pairwise("a")), list(pairwise([])))
print(list(islice(cycle("abc"), 8)), list(cycle([])))
cy = cycle(iter([1, 2]))
print([next(cy) for _ in range(5)])
print(list(zip_longest("abc", [1])), list(zip_longest("ab", "xyz", fillvalue="-")), list(zip_longest()))
print(list(zip_longest([1, 2])), list(zip_longest([], [])))
err(zip_longest, [1], fill=0)
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3, 4], operator.mul)), list(accumulate([])))
print(list(accumulate([1, 2, 3], initial=100)), list(accumulate([], initial=7)), list(accumulate("abc")))
print(list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2], func=None, initial=None)))
err(accumulate, [1], operator.add, 3)

# count, repeat
print(list(islice(count(), 4)), list(islice(count(5, 3), 3)), list(islice(count(1.5, 0.5), 3)))
print(repr(count()), repr(count(7)), repr(count(1, 2)), repr(count(2.5)), repr(count(0, 1.0)))
cn = count(10)
next(cn); next(cn)
print(repr(cn), next(count(2 ** 70)), list(islice(count(2 ** 63 - 2), 4)))
print(list(islice(count(True), 2)), list(islice(count(step=-2), 3)), list(islice(count(start=3), 2)))
err(count, "a")
err(count, 1, "b")
print(list(repeat("x", 3)), list(repeat(1, -5)), list(islice(repeat(None), 2)), list(repeat(object=2, times=2)))
print(repr(repeat("ab")), repr(repeat(3, 2)), repeat(1, 4).__length_hint__())
rp = repeat(0, 2)
next(rp)
print(repr(rp), rp.__length_hint__())
err(lambda: repeat(1).__length_hint__())
err(repeat)
err(repeat, 1, "a")
print(list(map(pow, range(4), repeat(2))))

# Exceptions from inner iterators and functions pass through.
def bad():
    yield 1
    raise KeyError("inner")
for make in (lambda: chain(bad()), lambda: islice(bad(), 5), lambda: pairwise(bad()),
             lambda: cycle(bad()), lambda: zip_longest(bad(), "abc"), lambda: accumulate(bad()),
             lambda: compress(bad(), repeat(1)), lambda: takewhile(bool, bad())):
    try:
        print(list(make()))
    except KeyError as e:
        print("KeyError", e)
err(lambda: list(accumulate([1, "a"])))
err(lambda: list(dropwhile(lambda x: 1 / x, [1, 0])))

# Builtin iterators have __next__ and __iter__.
for it in (iter([1, 2]), iter((1,)), iter("ab"), iter(range(3)), iter({1: 2}), iter({3}),
           enumerate("a"), zip("a", "b"), map(abs, [-1]), filter(None, [0, 4]), reversed([5, 6]),
           iter({1: 2}.values()), iter({1: 2}.items()), iter(b"z")):
    print(type(it).__name__, it.__iter__() is it, it.__next__())
m = map(abs, [])
try:
    m.__next__()
except StopIteration as e:
    print("StopIteration", e.args)
nx = iter("xyz").__next__
print(nx(), nx())

# Many results, so collections move the iterators' state while they run.
total = 0
for rnd in range(30):
    for p in permutations(range(5)):
        total += p[0] * p[4]
    for c in combinations(range(9), 4):
        total += c[3]
    for a, b, c in product("ab", range(3), [None, rnd]):
        total += b
    for x in islice(chain(range(50), [rnd] * 10), 3, None, 7):
        total += x
    for a, b in zip_longest(range(rnd), "abc", fillvalue=rnd):
        total += a
    for x in accumulate(range(20), lambda s, v: s + [v] if len(s) < 4 else [v], initial=[]):
        total += len(x)
print(total)
