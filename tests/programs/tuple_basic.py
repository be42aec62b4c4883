# Tuple literals, indexing, slicing, concatenation, in, count/index, tuple(list).
t = (1, 2, 3, 4, 5)
print(t, len(t), t[0], t[-1], t[1:3], t[::-1], t[::2], t[10:])
one = (1,)
print(one, len(one), (), len(()), (1), type((1)).__name__, type(one).__name__)
print(t + (6, 7), (0,) + t, t * 2, 2 * one, () * 3)
print(3 in t, 9 in t, (1, 2) in [(1, 2)], "a" in ("a", "b"))
u = (1, "a", 2, "a", 3.0, "a")
print(u.count("a"), u.count(1), u.count(3), u.index("a"), u.index(2), u.index("a", 2))
print(tuple([1, 2]), tuple("ab"), tuple(range(3)), tuple(), tuple((9,)))
n = ((1, 2), (3, (4, 5)))
print(n, n[1], n[1][1], n[1][1][0])
x = 1, 2, 3
print(x, type(x).__name__)
total = 0
for v in t:
    total = total + v
print("total", total)
lst = [3, 4]
tl = tuple(lst)
lst.append(5)
print(tl, lst)
print(len((1, 2) + (3,)), (1, 2) + (3,) == (1, 2, 3))
print(max((3, 9, 2)), min((3, 9, 2)), sorted((3, 9, 2)), sum((1, 2, 3)))
nested = ([1], "s", (2.5,))
print(nested, repr(nested), str(nested))
