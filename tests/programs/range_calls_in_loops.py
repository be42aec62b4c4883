# range() in loops: one to three arguments, negative steps, a zero step's
# ValueError, bounds past small ints, bools as bounds.
def f(n):
    t = 0
    for i in range(n):
        for j in range(i % 7):
            t += j
        for j in range(2, i % 5 + 3):
            t += j * 2
        for j in range(i % 9, -1, -3):
            t -= j
        r = range(i % 4)
        t += len(list(r)) + sum(r)
    return t
print(f(3000))
def g(n):
    out = []
    for i in range(n):
        try:
            for j in range(0, 10, i % 3 - 1):
                out.append(j)
        except ValueError as e:
            out.append(str(e))
    return out[:40], len(out)
print(g(300))
def h(n):
    t = 0
    big = 2**62
    for i in range(n):
        for j in range(big + i, big + i + 2):
            t += j - big
        for j in range(True, 3):
            t += j
    return t
print(h(500))
