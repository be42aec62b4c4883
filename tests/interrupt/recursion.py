# Runs until interrupted: recursion with no loop in its hot call chain, so
# every call runs a function's trace and calls the next one from it.
def walk(n, k):
    if n < 2:
        return n + k
    a = n * 3 + k
    b = a % 7
    c = (a + b) // 2
    d = c * c - a * b
    return walk(n - 1, k) + walk(n - 2, k) + (d - d)


def forever():
    while True:
        walk(20, 1)


print("started", flush=True)
forever()
