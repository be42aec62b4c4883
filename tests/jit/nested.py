# Nested loops run in compiled code together: the inner loop gets a trace;
# the outer loop's trace runs from its header to the inner loop's header and
# jumps to the inner trace; the inner loop's exit gets a bridge that runs the
# rest of the outer body and jumps back to the outer loop's trace.
def run(n):
    t = 0
    for i in range(n):
        j = 0
        while j < 10:
            t += j * i
            j += 1
        t = t % 1000003
    return t


print(run(3000))
