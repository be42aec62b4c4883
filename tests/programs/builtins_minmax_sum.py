# min, max (several args, one iterable, key=), sum (with start), abs.
def by_len(s):
    return len(s)
def by_second(p):
    return p[1]
def absval(x):
    return abs(x)
print(max(3, 7, 2), min(3, 7, 2), max(1.5, -2), min(-1, -1.5))
print(max([4, 9, 1]), min([4, 9, 1]), max((5,)), min("zebra"), max("zebra"))
print(max(range(10)), min(range(3, 8)), max([2 ** 70, 2 ** 69, -2 ** 71]))
words = ["pear", "banana", "fig", "kiwi", "apple"]
print(max(words), min(words), max(words, key=by_len), min(words, key=by_len))
print(max("aa", "b", "ccc", key=by_len), min("aa", "b", "ccc", key=by_len))
pairs = [("a", 5), ("b", 2), ("c", 9), ("d", 2)]
print(max(pairs, key=by_second), min(pairs, key=by_second), max(pairs), min(pairs))
print(max([-7, 3, -2], key=absval), min([-7, 3, -2], key=absval))
print(max([1, 3, 3.0]), max([3.0, 1, 3]), min([2, 2.0]), min([2.0, 2]))
print(sum([1, 2, 3]), sum([]), sum([1, 2], 10), sum((0.5, 0.25)), sum(range(101)))
print(sum([0.1] * 10), sum([2 ** 64, 2 ** 64, -1]), sum([1.5, 2], -0.5))
print(sum([[1], [2, 3]], []), sum([True, True, True]))
print(abs(-5), abs(5), abs(-2.5), abs(-2 ** 70), abs(0), abs(-0.0), abs(False))
data = [3, -8, 12, 0, -1, 7, 7]
best = max(data)
worst = min(data)
print(best, worst, data.index(best), data.index(worst), sum(data) / len(data))
