# list.pop, list.insert and set.add called in a loop, as methods or as
# bound builtins held in variables, are calls of their own (not the
# generic call helper), and len of a dict or set reads its count.
def churn(n):
    xs = list(range(8))
    seen = set()
    d = {0: 0}
    t = 0
    for i in range(n):
        xs.insert(0, xs.pop())
        seen.add(xs[i % 8])
        t += len(seen) + len(d)
    ins, pop = xs.insert, xs.pop
    for i in range(n):
        ins(i % 5, pop(1))
    return t, xs


print(churn(3000))
