# A function whose work is its loop, called from another loop: its entry
# is traced up to the loop's header (too short alone, but the work goes on
# in the loop's trace), and compiled callers run it through its traces.
def total_positive(items):
    t = 0
    for x in items:
        if x > 0:
            t += x
    return t


def scan(rows, n):
    t = 0
    for i in range(n):
        t += total_positive(rows[i % len(rows)])
    return t


rows = [list(range(-5, 25)), list(range(-20, 10)), list(range(40))]
print(scan(rows, 3000))
