"""bisect for pith: bisect_left, bisect_right (bisect), insort_left, insort_right
(insort), with lo, hi and key, as in CPython 3.11 (an explicit hi=-1 means
len(a), like CPython's C implementation). The functions are native
(`_bisect`)."""

__all__ = ["bisect_left", "bisect_right", "bisect", "insort_left", "insort_right", "insort"]


from _bisect import bisect_left, bisect_right, insort_left, insort_right

bisect = bisect_right
insort = insort_right
