# Bools are ints: arithmetic, printing, comparisons.
t = True
f = False
print(t, f, not t, not f, str(t), repr(f))
print(t + t, t + f, t * 10, t - t, f - t, -t, +t)
print(t / 2, t // 2, t % 2, t ** 5, 2 ** t, 10 * f)
print(t == 1, f == 0, t is True, f is False, t != f, t > f)
print(type(t).__name__, type(t + t).__name__, type(t & t).__name__, type(t & 1).__name__)
print(t & f, t | f, t ^ t, t ^ f, f | f)
print(int(t), float(t), str(t) + "!", bool(1), bool(0), bool(-3))
print(bool("x"), bool(""), bool([0]), bool([]), bool(None), bool(0.0), bool(0.1))
count = 0
for v in [True, False, True, True, False]:
    count = count + v
print("count", count)
print(sum([True, True, False, True]), max(True, False), min(True, 2))
print([True, False], (True,), {True: "yes", False: "no"})
print(1 < 2 == True, (1 < 2) == True, True + True == 2)
x = 5
flag = x > 3
print(flag, flag + 1, flag * x)
print(isinstance(True, int), isinstance(1, bool))
print(abs(True), abs(-True), round(True))
