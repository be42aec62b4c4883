# A small loop-free recursive function called from a loop (a union-find's
# find) is inlined two frames deep in the loop's trace; the third level
# goes through the call helper (recursion_self_inlined: a function's own trace).
parent = list(range(64))


def find(x):
    p = parent[x]
    if p == x:
        return x
    return find(p)


for i in range(1, 64):
    parent[i] = i - 1 if i % 3 else i


def count_roots(n):
    total = 0
    for i in range(n):
        total += find(i % 64)
    return total


print(count_roots(5000))
