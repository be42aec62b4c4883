# A generator consumed by a builtin raises: the traceback shows the caller
# and the generator's frame, nothing of the builtin (as in CPython, where
# the builtin is C code).


def ratios(values):
    return tuple(100 // v for v in values)


def report(rows):
    return sum(ratios(r)[0] for r in rows)


print(report([[1, 2], [4, 5]]))
print(report([[1, 2], [0, 5]]))
