# An integer while loop: the trace keeps ints unboxed, with overflow guards.
def total(n):
    t = 0
    i = 0
    while i < n:
        t += i * 3
        i += 1
    return t


print(total(100000))
