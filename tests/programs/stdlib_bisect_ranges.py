# bisect: bisect_left/bisect_right/bisect on sorted lists with duplicates,
# lo/hi bounds, key= (3.10+), insort_left/insort_right keeping order and
# stability, and practical uses: grade lookup, range counting, finding the
# nearest value, interval membership, and a sorted leaderboard.
import bisect

data = [1, 3, 3, 3, 7, 9, 12]
for x in [0, 1, 3, 4, 12, 13]:
    print(x, bisect.bisect_left(data, x), bisect.bisect_right(data, x), bisect.bisect(data, x))
print(bisect.bisect_left(data, 3, 2), bisect.bisect_right(data, 3, 0, 2), bisect.bisect_left(data, 100, 0, 3), bisect.bisect_left([], 5))
print(bisect.bisect_left(data, 3, lo=4), bisect.bisect_right(data, 7, hi=4))

def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 59, 60, 69, 70, 89, 90, 100]])

def count_in_range(sorted_xs, lo, hi):
    return bisect.bisect_right(sorted_xs, hi) - bisect.bisect_left(sorted_xs, lo)
print(count_in_range(data, 3, 9), count_in_range(data, 4, 6), count_in_range(data, -5, 100), count_in_range([], 0, 1))

def nearest(sorted_xs, x):
    i = bisect.bisect_left(sorted_xs, x)
    candidates = sorted_xs[max(0, i - 1):i + 1]
    return min(candidates, key=lambda v: (abs(v - x), v)) if candidates else None
print([nearest(data, x) for x in [-4, 2, 5, 8, 10.5, 11, 50]], nearest([], 3))

# insort keeps the list sorted; insort_left vs insort_right with equal keys
lst = []
for v in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(lst, v)
print(lst)
pairs = []
for v in [(2, "a"), (1, "b"), (2, "c"), (1, "d")]:
    bisect.insort_right(pairs, v)
print(pairs)

# key= functions (records sorted by a field)
people = [("ann", 25), ("bob", 31), ("cy", 31), ("dee", 40)]
ages = lambda p: p[1]
print(bisect.bisect_left(people, 31, key=ages), bisect.bisect_right(people, 31, key=ages), bisect.bisect(people, 100, key=ages))
bisect.insort(people, ("eve", 31), key=ages)
bisect.insort_left(people, ("fay", 31), key=ages)
print(people)

# interval membership: which time slot does a minute fall into?
starts = [0, 540, 720, 780, 1020]
labels = ["night", "morning", "lunch", "afternoon", "evening"]
for minute in [0, 539, 540, 725, 1019, 1439]:
    print(minute, labels[bisect.bisect_right(starts, minute) - 1])

# leaderboard: keep scores sorted descending by storing negatives
board = []
def submit(name, score):
    bisect.insort(board, (-score, name))
    rank = bisect.bisect_left(board, (-score, name)) + 1
    return rank
for name, score in [("ann", 50), ("bob", 70), ("cy", 50), ("dee", 90), ("eve", 10)]:
    print(name, "rank", submit(name, score))
print([(n, -s) for s, n in board])

# bisect on a non-list sequence and with floats
r = range(0, 100, 10)
print(bisect.bisect_left(r, 35), bisect.bisect_right((1.5, 2.5, 2.5), 2.5), bisect.bisect_left("aceg", "d"))
for bad in [lambda: bisect.bisect_left(data, 3, -1), lambda: bisect.bisect(None, 1), lambda: bisect.insort((1, 2), 3)]:
    try:
        print(bad())
    except (ValueError, TypeError, AttributeError) as e:
        print(type(e).__name__, e)
