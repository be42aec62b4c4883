# set(genexpr) and sum(genexpr) in a hot loop: the trace inlines the
# builtins' Python forms (set_of, sum) with the generator expression's frame
# inside them, and unrolls the loop that consumes it; no call of the
# builtins, of the forms or of the generator's code is left in the loop.
def run(n):
    cols = range(4)
    total = 0
    for k in range(n):
        total += len(set((k + i) % 4 for i in cols)) + sum(i * k for i in cols)
    return total


print(run(3000))
