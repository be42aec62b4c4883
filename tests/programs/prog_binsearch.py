# Binary search (iterative and recursive) and bisect-style insertion.
def bsearch(a, x):
    lo = 0
    hi = len(a) - 1
    steps = 0
    while lo <= hi:
        steps = steps + 1
        mid = (lo + hi) // 2
        if a[mid] == x:
            return mid, steps
        elif a[mid] < x:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps
def bsearch_rec(a, x, lo, hi):
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if a[mid] == x:
        return mid
    if a[mid] < x:
        return bsearch_rec(a, x, mid + 1, hi)
    return bsearch_rec(a, x, lo, mid - 1)
def lower_bound(a, x):
    lo = 0
    hi = len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo
data = []
for i in range(100):
    data.append(i * 3 + 1)
for x in [1, 4, 148, 298, 0, 2, 299, 1000, 151]:
    print(x, bsearch(data, x), bsearch_rec(data, x, 0, len(data) - 1), lower_bound(data, x))
ins = []
for v in [5, 1, 9, 3, 7, 3, 0, 10, 5]:
    pos = lower_bound(ins, v)
    ins.insert(pos, v)
    print("insert", v, "at", pos, ins)
words = sorted(["kiwi", "apple", "fig", "mango", "banana", "cherry"])
for w in ["fig", "grape", "apple", "zzz"]:
    print(w, bsearch(words, w))
def isqrt(n):
    lo = 0
    hi = n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo
for n in [0, 1, 15, 16, 17, 10 ** 12, 2 ** 100, 10 ** 40 + 12345]:
    print("isqrt", n, isqrt(n))
