# bisect: searching sorted lists with lo/hi bounds and key functions
import bisect
from bisect import bisect_left, bisect_right

a = [1, 2, 4, 4, 4, 7, 9]
for x in [0, 1, 3, 4, 5, 9, 10]:
    print(x, bisect_left(a, x), bisect_right(a, x), bisect.bisect(a, x))
print(bisect_left(a, 4, 3), bisect_left(a, 4, 4), bisect_right(a, 4, 0, 3), bisect_right(a, 4, 0, 4))
print(bisect_left(a, 4, lo=1, hi=2), bisect_right(a, 100, hi=3), bisect_left(a, 4, 5, 2))
print(bisect_left([], 1), bisect_right([], 1), bisect_left(a, 4, 0, -1))
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
records = [("alice", 21), ("bob", 25), ("carol", 25), ("dave", 30)]
ages = [r[1] for r in records]
print(bisect_left(records, 25, key=lambda r: r[1]), bisect_right(records, 25, key=lambda r: r[1]))
print(bisect_left(ages, 26), bisect_left(records, 31, key=lambda r: r[1]))
words = ["apple", "Banana", "cherry", "Date"]
words.sort(key=str.lower)
print(words, bisect_left(words, "c", key=str.lower), bisect_right(words, "banana", key=str.lower))
print(bisect_left("acegik", "f"), bisect_right((1.5, 2.5, 3.5), 2.5))
try:
    bisect_left(a, 3, -1)
except ValueError as e:
    print("ValueError", e)
try:
    bisect.insort(a, 3, lo=-2)
except ValueError as e:
    print("ValueError", e)
def index(a, x):
    i = bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError("not found")
print(index(a, 7))
try:
    index(a, 8)
except ValueError as e:
    print("ValueError", e)
big = list(range(0, 1000, 3))
print([bisect_left(big, v) for v in (0, 1, 500, 998, 999, 2000)])
