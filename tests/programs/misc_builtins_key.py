# enumerate/zip/map/filter/any/all/sum/min/max with key= and default=.
words = ["kiwi", "banana", "fig", "cherry", "apple"]
print(list(enumerate(words)), list(enumerate(words, 1))[:2])
for i, w in enumerate(words, start=10):
    print(i, w)
print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1], [2], [3])))
print(list(map(len, words)), list(map(str.upper, words[:2])), list(map(pow, [2, 3], [3, 2])))
print(list(filter(lambda w: "a" in w, words)), list(filter(str.isdigit, ["1", "a", "22"])))
print(any([]), all([]), any([0, "", None]), any([0, 1]), all([1, "x", [0]]), all([1, 0]))
print(any([w.startswith("f") for w in words]), all([len(w) > 2 for w in words]))
print(sum([1, 2, 3]), sum([1, 2, 3], 10), sum([0.5, 0.25]), sum([]), sum([[1], [2]], []))
print(min(words), max(words), min(words, key=len), max(words, key=len))
print(min([], default="none"), max([], default=0), min([3], default=9), max([1, 5], key=lambda x: -x))
print(max(3, 7, 5), min(3, 7, 5), max("a", "B", key=str.lower), min(-3, 2, key=abs))
print(max([(1, "b"), (1, "a"), (0, "z")]), min([[2, 1], [1, 9]]))
print(max(words, key=lambda w: w[-1]), min(words, key=lambda w: (len(w), w)))
print(max([1, 3, 3, 2], key=lambda x: x // 2), min(["bb", "a", "cc", "d"], key=len))
print(sorted(words, key=len), sorted(words, key=len, reverse=True))
recs = [("b", 2), ("a", 2), ("c", 1), ("d", 2), ("e", 1)]
print(sorted(recs, key=lambda r: r[1]))
print(sorted(recs, key=lambda r: r[1], reverse=True))
print(sorted(sorted(recs), key=lambda r: r[1]))
print(list(reversed(words)), list(reversed(range(4))), list(reversed((1, 2))))
totals = [sum(p) for p in zip([1, 2, 3], [10, 20, 30], [100, 200, 300])]
print(totals)
print(dict(enumerate("xyz")), list(zip(*[(1, "a"), (2, "b")])))
pos = [i for i, w in enumerate(words) if len(w) == max(map(len, words))]
print(pos)
print(sum(map(int, "12345")), max(map(abs, [-7, 3, 5])), list(map(bool, [0, 1, ""])))
print(len(list(filter(None, range(-3, 4)))))
