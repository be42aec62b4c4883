# itertools for stream processing: count (with start/step, floats),
# islice (start/stop/step, on generators, lazy), repeat (with and without
# times), cycle, chain and chain.from_iterable, accumulate (with func and
# initial), takewhile/dropwhile, compress, filterfalse, starmap,
# zip_longest, pairwise, tee, groupby; laziness is checked with side effects.
from itertools import (count, islice, repeat, cycle, chain, accumulate, takewhile, dropwhile,
                       compress, filterfalse, starmap, zip_longest, pairwise, tee, groupby)
import operator

print(list(islice(count(), 5)), list(islice(count(10, -3), 4)), list(islice(count(0.5, 0.25), 3)))
print(list(islice("abcdefgh", 2, None, 3)), list(islice(range(100), 0)), list(islice([1, 2], 10)), list(islice(range(10), 1, 8, 2)))
print(list(repeat("x", 3)), list(repeat(None, 0)), list(zip(range(3), repeat(7))), list(map(pow, range(5), repeat(2))))
print(list(islice(cycle("ab"), 5)), list(cycle([])), list(islice(cycle(range(3)), 1, 8)))
print(list(chain("ab", [1, 2], (), range(2))), list(chain.from_iterable(["xy", "z", ""])), list(chain()))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2, 3], operator.mul, initial=10)), list(accumulate([])))
print(list(takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(dropwhile(lambda x: x < 3, [1, 2, 3, 1])), list(takewhile(bool, [])))
print(list(compress("abcdef", [1, 0, 1, 0, 1])), list(filterfalse(lambda x: x % 3, range(10))), list(filterfalse(None, [0, 1, "", "a"])))
print(list(starmap(pow, [(2, 3), (3, 2), (10, 0)])), list(starmap(lambda *a: sum(a), [(), (1,), (1, 2, 3)])))
print(list(zip_longest("abc", [1], fillvalue="-")), list(zip_longest()), list(zip_longest([1, 2], [])))
print(list(pairwise("abcd")), list(pairwise([1])), list(pairwise(range(4))))
t1, t2 = tee(iter([1, 2, 3]))
print(next(t1), list(t2), list(t1))
print([(k, list(g)) for k, g in groupby("aaabccddd")], [(k, len(list(g))) for k, g in groupby(sorted("mississippi"))])
print([(k, [w for w in g]) for k, g in groupby(["apple", "avocado", "banana", "blueberry", "cherry"], key=lambda w: w[0])])

# laziness: nothing is consumed beyond what is asked for
seen = []
def source():
    for i in count(1):
        seen.append(i)
        yield i
evens = (x for x in source() if x % 2 == 0)
print(list(islice(evens, 3)), seen)
print(list(takewhile(lambda x: x < 15, map(lambda x: x * x, count(1)))))

# running balance and moving average over a transaction stream
txns = [100, -20, -30, 250, -400, 50, 5]
print(list(accumulate(txns)), list(accumulate(txns, lambda bal, t: max(bal + t, 0), initial=0)))
def moving_avg(xs, n):
    window_sums = accumulate(xs)
    sums = [0] + list(window_sums)
    return [round((sums[i] - sums[i - n]) / n, 2) for i in range(n, len(sums))]
print(moving_avg([1, 2, 3, 4, 5, 6], 3), moving_avg([10], 1), moving_avg([], 2))

# round-robin scheduler via cycle
tasks = {"A": 3, "B": 1, "C": 2}
order = []
names = cycle(list(tasks))
remaining = dict(tasks)
while remaining:
    name = next(names)
    if name in remaining:
        order.append(name)
        remaining[name] -= 1
        if not remaining[name]:
            del remaining[name]
print(order)

# batching with islice
def batched(iterable, n):
    it = iter(iterable)
    while True:
        chunk = list(islice(it, n))
        if not chunk:
            return
        yield chunk
print(list(batched(range(10), 4)), list(batched("", 3)), list(batched("abc", 5)))

# run-length encoding with groupby and its inverse with repeat/chain
data = "WWWWBBBWWCCCCCCD"
enc = [(ch, len(list(g))) for ch, g in groupby(data)]
dec = "".join(chain.from_iterable(repeat(ch, n) for ch, n in enc))
print(enc, dec == data)
for bad in [lambda: islice(range(5), -1), lambda: list(islice(range(5), 0, 4, 0)), lambda: repeat(), lambda: next(cycle([]))]:
    try:
        print(bad())
    except (ValueError, TypeError, StopIteration) as e:
        print(type(e).__name__, e)
