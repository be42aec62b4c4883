# `is` / `is not` between a float the JIT holds unboxed and None, an int or
# another float: CPython's answers in every mode.
def f(n):
    t = 0.0
    seen = 0
    for i in range(n):
        t += 0.5
        if t is None:
            t = 0.0
        if t is not None:
            t += 1.0
        if i is t:
            t += 100.0
        u = t
        if u is t:
            seen += 1
    # The loop's exit rebuilt both registers from one unboxed value.
    return t, seen, u is t


print(f(5000))
