def f(p):
    return tuple(p[i] for i in [0, 1])
print(f("ab"))
def g(n, m):
    return sum(x * m for x in range(n) if x != m)
print(g(5, 2))
def h(k):
    return list((lambda: k + j)() for j in range(3))
print(h(10))
