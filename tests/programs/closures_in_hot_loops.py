# Cells and functions made, read and written in hot loops and in frames the
# JIT inlines: lambdas and nested functions made per iteration, nonlocal
# counters, generator expressions over enclosing locals (inlined into the
# loop that consumes them), and a cell emptied while a closure reads it.


def per_iteration(n):
    total = 0
    k = 3
    for i in range(n):
        f = lambda x: x + k + i
        total += f(i)

        def bump():
            nonlocal total
            total += 1

        bump()
    return total


def counter():
    count = 0

    def inc(step=1):
        nonlocal count
        count += step
        return count

    return inc


def pairs(rows, shift):
    # A generator whose body reads cells of the enclosing call.
    for r in rows:
        yield tuple(x + shift for x in r)


def consume(n):
    rows = [[i, i + 1, i + 2] for i in range(n)]
    acc = 0
    for t in pairs(rows, 10):
        acc += t[0] + t[2]
    return acc


def emptied(n):
    out = []
    v = 0
    read = lambda: v
    for i in range(n):
        v = i
        if i == n - 5:
            del v
        try:
            out.append(read())
        except NameError as e:
            out.append(str(e))
            v = -1
    return out


def adders(n):
    fs = []
    for i in range(n):
        fs.append(lambda x, i=i: x + i)
    return sum(f(1) for f in fs)


print(per_iteration(400))
inc = counter()
s = 0
for i in range(500):
    s += inc() + inc(2)
print(s)
print(consume(300))
print(emptied(40)[-6:])
print(adders(300))
