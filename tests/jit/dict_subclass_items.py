# Items of a dict subclass that keeps dict's __getitem__ and __setitem__
# (Counter): read and written on the dict the instance holds, with no call
# of the generic item helpers.
from collections import Counter


def count(n):
    c = Counter()
    for k in range(777):
        c[k] = 0
    for i in range(n):
        c[i % 777] += 1
    return c[5], len(c)


print(count(5000))
