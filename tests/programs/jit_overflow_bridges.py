# Regressions: an int operation that overflows into a big int every time
# (it must not be recorded with an overflow guard that always fails, which
# chained bridges without end), one that overflows on some iterations only,
# and the error for a call with too many arguments after __defaults__ was
# set longer than the parameters.
def always(n):
    big = 2**61
    t = 0
    for i in range(n):
        y = big + big
        t += y & 7
    return t, y


def sometimes(n):
    x = 2**62 - 5
    s = 0
    for i in range(n):
        z = x + (i % 10)
        s += z % 7
        w = -x - (i % 9)
        s += w % 5
    return s


def f(a):
    return a


f.__defaults__ = (1, 2)
print(always(5000))
print(sometimes(5000))
print(f())
try:
    f(1, 2, 3)
except TypeError as e:
    print(e)
