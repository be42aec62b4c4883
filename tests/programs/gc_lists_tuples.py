# GC pressure: lists and tuples created and dropped, with survivors.
survivors = []
total = 0
for i in range(100000):
    t = (i, i + 1, (i, "x"))
    l = [t, [i], i * 2]
    total = total + l[0][1] + l[1][0] + t[2][0]
    if i % 997 == 0:
        survivors.append(l)
    if i % 5000 == 0:
        survivors.append((total, [t]))
print("total", total)
print("survivors", len(survivors))
chk = 0
for s in survivors:
    if type(s) is list:
        chk = chk + s[0][0] + s[2]
    else:
        chk = chk + s[0] % 1000 + s[1][0][1]
print("checksum", chk)
print(survivors[0], survivors[1], survivors[-1])
