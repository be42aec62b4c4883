# Constant indices into one list in a compiled loop (r[0], r[1], r[2]):
# a row too short must fail at the access the program makes, after the
# effects before it, also when the trace checks the largest index first.
out = []


counts = [0, 0]


def walk(rows, counts):
    for r in rows:
        a = r[0]
        counts[0] += 1
        b = r[1]
        counts[1] += b
        c = r[2]
        out.append(a + b + c)


rows = [[i, i + 1, i + 2] for i in range(200)]
walk(rows, counts)
print(len(out), sum(out), counts)
for short in ([7, 8], [9], []):
    out.clear()
    try:
        walk(rows[:100] + [short] + rows[100:], counts)
    except IndexError as e:
        print("IndexError:", e, len(out), out[-3:], counts)
# Tuples and strings of varying length through the same loop.
def firsts(items):
    acc = []
    for t in items:
        if len(t) > 2:
            acc.append(t[0] + t[2])
        else:
            acc.append(t[0])
    return acc


print(firsts([(1, 2, 3), (4, 5), (6, 7, 8), (9,)] * 30)[-6:])
print(firsts(["abc", "de", "fgh", "i"] * 30)[-4:])
