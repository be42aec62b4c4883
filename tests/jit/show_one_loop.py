# --jit show=FILE:LINE logs the traces of that loop only.
def first(n):
    t = 0
    for i in range(n):
        t += i
    return t


def second(n):
    t = 0
    for i in range(n):
        t += i * 2
    return t


print(first(2000), second(2000))
