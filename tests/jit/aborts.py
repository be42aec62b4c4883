# Nested loops: the inner loop gets its own trace, the outer loop's
# recording aborts (it reaches the inner loop's back edge) and, after enough
# attempts, is blacklisted; jit-abort says where and why.
def run(n):
    t = 0
    for i in range(n):
        j = 0
        while j < 10:
            t += j
            j += 1
    return t


print(run(200))
