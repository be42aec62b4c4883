# A guard on a constant (`1 < 2` folds while recording) before the
# bounds check: with the fold pass off, the abc pass once panicked on it.
def total(xs, n):
    s = 0
    i = 0
    while True:
        if 1 < 2:
            pass
        if i < 50:
            s += xs[i]
        else:
            break
        i += 1
    return s

xs = list(range(60))
print(sum(total(xs, 50) for _ in range(20)))
