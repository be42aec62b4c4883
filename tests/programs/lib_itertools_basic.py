# itertools: infinite iterators, accumulate, chain, filtering and zip_longest
import itertools
from itertools import count, cycle, repeat, accumulate, chain, compress

c = count(5)
print([next(c) for _ in range(3)], c)
print(list(zip(count(1, 2), "abc")), count(2.5, 0.5), count(3, -1))
print(list(itertools.islice(count(0.5, 0.25), 5)))
print(list(itertools.islice(cycle("ab"), 7)), list(cycle([])))
r = repeat("x", 3)
print(r, list(r), r, repeat(7), list(repeat(1, -2)))
print(list(map(pow, range(5), repeat(2))))
print(list(accumulate([1, 2, 3, 4, 5])), list(accumulate([3, 1, 4], max)))
print(list(accumulate([1, 2, 3], initial=100)), list(accumulate([], initial=5)))
print(list(accumulate("abc")), list(accumulate([2, 3, 4], lambda a, b: a * b)))
print(list(chain("ab", [1, 2], (3,))), list(chain()), list(chain.from_iterable(["xy", "z"])))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(compress(range(10), [0, 1] * 2)))
print(list(itertools.dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(itertools.takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(itertools.filterfalse(lambda x: x % 2, range(10))), list(itertools.filterfalse(None, [0, 1, "", "a", None])))
print(list(itertools.starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(itertools.zip_longest("ABCD", "xy", fillvalue="-")))
print(list(itertools.zip_longest([1, 2], [3], [4, 5, 6])), list(itertools.zip_longest()))
print(list(itertools.pairwise("ABCDE")), list(itertools.pairwise([1])))
a, b = itertools.tee(iter([1, 2, 3, 4]))
print(next(a), next(a), list(b), list(a))
t = itertools.tee(range(3), 3)
print(len(t), [list(x) for x in t], itertools.tee([1], 0))
# laziness and consumption
it = iter(range(10))
tw = itertools.takewhile(lambda x: x < 3, it)
print(list(tw), next(it))
def noisy():
    for i in range(3):
        print("produce", i)
        yield i
z = zip(count(), noisy())
print(next(z))
print(list(accumulate(range(6), lambda a, b: a - b)))
for bad in ["abc", None, [1]]:
    try:
        count(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    list(chain(1, 2))
except TypeError as e:
    print("TypeError", e)
try:
    itertools.tee([1], -1)
except ValueError as e:
    print("ValueError", e)
