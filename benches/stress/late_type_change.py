# GC stress workload: a hot loop over old containers whose values change
# type late, so compiled code leaves through guard exits again and again
# while it writes young objects into the old containers.
rows = [[j, j * 2, j * 3] for j in range(3000)]
table = {}
total = 0
for step in range(40):
    for i in range(len(rows)):
        r = rows[i]
        x = r[0]
        if step > 25 and i % 5 == 0:
            x = float(x) + 0.5
        if step > 32 and i % 11 == 0:
            x = str(i)
        if type(x) is str:
            total += len(x)
        else:
            total += int(x) % 13
        r[1] = (x, step)
        table[i % 701] = r
print(total, len(table), rows[5][1], rows[10][1], rows[11][1])
