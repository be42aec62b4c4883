# list.pop, list.insert and set.add called in a loop are calls of their own
# (not the generic call helper), and len of a dict or set reads its count.
def churn(n):
    xs = list(range(8))
    seen = set()
    d = {0: 0}
    t = 0
    for i in range(n):
        xs.insert(0, xs.pop())
        seen.add(xs[i % 8])
        t += len(seen) + len(d)
    return t, xs


print(churn(3000))
