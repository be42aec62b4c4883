# A short inner loop (no item or one) exits each time its own recording
# starts, so it is blacklisted; its enclosing loop's trace then follows the
# inner loop's back edge, unrolling it as it ran, instead of aborting at
# it, and the outer loop runs compiled.
def run(n):
    total = 0
    for i in range(n):
        for j in range(i % 2):
            total += j * i
        total += 1
    return total


print(run(3000))
