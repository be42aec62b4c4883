# Items read from lists of floats: the type guard on an item skips the null
# test (an item within the length is never the empty word), and a list's
# length is untagged without an int guard (the VM keeps it a small int).
def run(rows, n):
    t = 0.0
    for _ in range(n):
        for row in rows:
            t += row[0] * row[1]
    return t


rows = [[float(i), 0.5] for i in range(10)]
print(run(rows, 200))
