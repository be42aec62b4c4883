# itertools: groupby sharing its iterator, and islice argument forms and errors
from itertools import groupby, islice, count

for k, g in groupby("AAAABBBCCDAABBB"):
    print(k, list(g))
print([(k, len(list(g))) for k, g in groupby([1, 1, 2, 3, 3, 3, 1])])
words = ["apple", "avocado", "banana", "blueberry", "cherry", "akee"]
for k, g in groupby(words, key=lambda w: w[0]):
    print(k, list(g))
print([k for k, g in groupby(sorted("mississippi"))])
groups = list(groupby("aabbc"))
print([(k, list(g)) for k, g in groups])
it = groupby("xxxyyz")
k1, g1 = next(it)
print(k1, next(g1))
k2, g2 = next(it)
print(k2, list(g1), list(g2))
print(list(groupby([])))
print([(k, list(g)) for k, g in groupby([1, 2, 4, 5, 7], key=lambda x: x // 3)])
print(list(islice("ABCDEFG", 2)))
print(list(islice("ABCDEFG", 2, 4)), list(islice("ABCDEFG", 2, None)))
print(list(islice("ABCDEFG", 0, None, 2)), list(islice(range(20), 3, 15, 4)))
print(list(islice(count(), 5, 8)), list(islice("ab", None)), list(islice("abcd", None, None, 3)))
print(list(islice("abc", 10)), list(islice("abc", 5, 10)), list(islice("abc", 0)))
src = iter(range(10))
print(list(islice(src, 0, 5, 2)), next(src))
src = iter(range(10))
print(list(islice(src, 3)), next(src))
src = iter(range(10))
print(list(islice(src, 4, 4)), next(src))
for args in [(-1,), (1.5,), ("a",), (-1, 3), (1, -5), (0, 5, 0), (0, 5, -1), (None, None, 1.0), (2**70,)]:
    try:
        print(list(islice(range(10), *args)))
    except ValueError as e:
        print(args, "ValueError", e)
try:
    islice(5, 3)
except TypeError as e:
    print("TypeError", e)
try:
    islice("abc")
except TypeError as e:
    print("TypeError", e)
print(list(islice(range(100), 10, 95, 17)), list(islice(range(5), True)))
