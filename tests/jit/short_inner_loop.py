# An inner loop of 11 iterations inside a hot outer loop. Its back edges
# reach the threshold (1000) on its last iteration, so a recording started
# there leaves the loop at once and aborts; the next try must start at
# another iteration, or the inner loop (and with it the outer one, whose
# recordings meet its back edge) would never be compiled.
def run(n):
    t = 0
    for i in range(n):
        j = 0
        while j < 11:
            t += j ^ i
            j += 1
        t = t % 1000003
    return t


print(run(3000))
