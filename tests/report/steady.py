# Enough work to pass the default warmup: the JIT must compile the same
# traces and bridges, and count the same exits, on every run.
def step(i, acc):
    if i % 5 == 0:
        return acc + i
    return acc - 1


acc = 0
for round in range(8):
    for i in range(60000):
        acc = step(i, acc)
print(acc)
