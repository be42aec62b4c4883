# Closures made in a hot loop: the cell of a local that a nested function
# captures (MakeCell, run at each entry of an inlined function with such a
# local), the function object itself (MakeFunction) and the reads and
# writes of cells (LoadDeref, StoreDeref) are IR, the nested function is
# inlined with its closure's cells in its free-variable registers, and
# neither the cells nor the functions made in the loop escape: allocation
# sinking leaves no Alloc and no call in the loops.
def run(n):
    total = 0
    for i in range(n):
        step = i % 7

        def add(x):
            return x + step

        total = add(total)
    return total


def counter_run(n):
    total = 0
    for i in range(n):
        count = 0

        def bump():
            nonlocal count
            count += i

        bump()
        bump()
        total += count
    return total


def scaled(x):
    k = x * 2
    g = lambda y: y + k
    return g(x)


def scaled_run(n):
    total = 0
    for i in range(n):
        total += scaled(i)
    return total


print(run(5000))
print(scaled_run(5000))
print(counter_run(5000))
