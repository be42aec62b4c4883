# The machine code dump: the base address once, offsets for branch targets
# inside the trace, the loop's header labelled ->LOOP, and each guard's
# label naming its exit as the IR and jit-summary do.
def run(n):
    total = 0
    for i in range(n):
        total += i * 3
    return total


print(run(5000))
