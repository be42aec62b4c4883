# A program for the JIT report: a loop whose branch gets a bridge, an
# inlined method, and a loop whose recording aborts (it raises while it is
# being recorded).
class P:
    def __init__(self, x):
        self.x = x


def f(n):
    total = 0
    for i in range(n):
        p = P(i)
        if i % 3 == 0:
            total += p.x * 2
        else:
            total -= 1
    return total


def boom(i):
    if i % 7 == 6:
        raise ValueError(i)
    return i


print(f(3000))
caught = 0
for i in range(300):
    try:
        boom(i)
    except ValueError:
        caught += 1
print(caught)
