# A small loop-free recursive function's trace runs two levels of its
# recursion per entry: its call of itself is inlined once (the inlined
# frame's own calls go through the call helper into the same trace, entered
# directly on the caller's context), and the leaves, which the trace's
# branch guards did not expect, get bridges that end at the return.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(18))
