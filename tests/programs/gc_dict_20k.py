# GC pressure: a dict of 20k entries with mixed key types, rebuilt values.
d = {}
for i in range(20000):
    if i % 3 == 0:
        d[i] = [i]
    elif i % 3 == 1:
        d["k" + str(i)] = (i, str(i))
    else:
        d[(i, i % 7)] = {"v": i}
print(len(d))
s = 0
for k in d:
    v = d[k]
    if type(k) is int:
        s = s + v[0]
    elif type(k) is str:
        s = s + v[0] + len(v[1])
    else:
        s = s + v["v"] + k[1]
print("checksum", s)
for i in range(0, 20000, 3):
    d[i] = d[i] + [i * 2]
for i in range(20000):
    if i % 3 == 1:
        d["k" + str(i)] = i
print(d[0], d[3], d["k1"], d[(2, 2)], d[19998], d["k19999"])
first = []
for k in d:
    first.append(k)
    if len(first) == 6:
        break
print(first)
t = 0
for v in d.values():
    if type(v) is int:
        t = t + v
print("int values", t)
