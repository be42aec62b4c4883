# `not` of a comparison, in compiled loops: the trace records the opposite
# comparison, for a comparison used at once and for one stored in a
# variable first (a bool object then). Float comparisons keep their NaN
# behaviour (`not nan < x` is True, `nan >= x` is False).
def halve(n):
    k = n
    rounds = []
    while not k < 10:
        k //= 2
        rounds.append(k)
    return rounds


def kinds(n):
    counts = [0] * 6
    for i in range(n):
        a, b = i % 7, i % 5
        if not a < b:
            counts[0] += 1
        if not a <= b:
            counts[1] += 1
        if not a > b:
            counts[2] += 1
        if not a >= b:
            counts[3] += 1
        same = a == b
        if not same:
            counts[4] += 1
        differ = a != b
        if not differ:
            counts[5] += 1
    return counts


def stored(n):
    out = []
    for i in range(n):
        small = i < 3
        flag = not small
        out.append(flag)
    return out


def floats(n):
    nan = float("nan")
    hits = 0
    for i in range(n):
        x = float(i % 4) if i % 3 else nan
        if not x < 2.0:
            hits += 1
        if not x >= 2.0:
            hits += 10
    return hits


print(halve(100000), halve(9))
print(kinds(3000))
print(stored(12))
print(floats(3000))
