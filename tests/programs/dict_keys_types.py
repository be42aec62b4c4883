# int, str, tuple, float, bool and None keys.
d = {}
d[1] = "int one"
d["1"] = "str one"
d[(1,)] = "tuple one"
d[(1, 2)] = "pair"
d[2.5] = "float"
d[None] = "none"
d[-7] = "neg"
d[2 ** 70] = "big"
print(d)
print(d[1], d["1"], d[(1,)], d[(1, 2)], d[2.5], d[None], d[-7], d[2 ** 70])
d[1.0] = "float one overwrites int one"
print(d[1], len(d))
d[True] = "bool overwrites too"
print(d[1], len(d))
print(d)
grid = {}
for x in range(3):
    for y in range(3):
        grid[(x, y)] = x * 3 + y
print(grid[(1, 2)], grid[(2, 0)], (0, 0) in grid, (3, 3) in grid)
print(grid)
e = {0: "zero", False: "false?"}
print(e)
f = {(1, (2, 3)): "nested", ("a", "b"): "strs"}
print(f[(1, (2, 3))], f[("a", "b")])
print(d.get((1, 2)), d.get((2, 1)), 2 ** 70 in d, 2 ** 71 in d)
