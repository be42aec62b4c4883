# for over list, tuple, str, dict, and nested.
for x in [1, "two", 3.0, None, [5]]:
    print("list item", x)
for x in (True, False):
    print("tuple item", x)
for ch in "héy":
    print("char", ch)
d = {"b": 2, "a": 1, "c": 3}
for k in d:
    print("dict key", k, d[k])
for k, v in d.items():
    print("item", k, v)
for v in d.values():
    print("value", v)
for row in [[1, 2], [3, 4], []]:
    for col in row:
        print("cell", col)
    print("end row", row)
words = ["alpha", "beta", "gamma"]
for i, w in enumerate(words):
    print(i, w)
for a, b in zip(words, range(100)):
    print(a, b)
lst = [1, 2, 3]
for x in lst:
    if x < 4:
        lst.append(x + 3)
print(lst)
for x in []:
    print("never")
for t in [(1, 2), (3, 4)]:
    print(t[0] + t[1])
for s in reversed("abc"):
    print("rev", s)
