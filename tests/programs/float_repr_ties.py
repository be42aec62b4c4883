# repr(float) is the shortest text that reads back, and between two equally
# near texts of that length the even one, as CPython prints it.
print(repr(2120302331815433.25), repr(1850284567440342.25), repr(-1.8333206176757812))
print(9.595535278320312, 606.1841430664062, 2017383056668535.2)
for k in range(0, 60, 7):
    x = (1 << 56) / (k + 69)
    print(k, x, -x, x / 1024, str(x * 3))
vals = [(2 ** 51 + j) / 4 for j in range(0, 40, 3)]
print(vals)
print([v / 3 for v in vals][:4], sum(vals))
# At a power of two the gap below is half the gap above: the nearest short
# text may not read back (2**89 prints 6.189700196426902e+26).
print(2.0 ** 89, (1 << 90) / 2, [2.0 ** e for e in range(-60, 120, 17)])
print([repr(2.0 ** e * 3) for e in range(50, 70, 4)])
