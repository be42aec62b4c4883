# `for` over enumerate() and zip() of lists runs inline: no call of the
# for_iter helper, no tuple allocated per item (the pair is unpacked at
# once), and in zip's loop no reload of the tuple of iterators, whose
# fields never change (a load shared around the loop).
def weighted(u):
    s = 0.0
    for j, x in enumerate(u):
        s += x * j
    return s


def dot(a, b):
    s = 0
    for x, y in zip(a, b):
        s += x * y
    return s


u = [1.5] * 100
a = list(range(100))
t = 0.0
for k in range(200):
    t += weighted(u) + dot(a, a)
print(t)
