# Dicts keyed by runs of consecutive ints (which hash to themselves) and by
# multiples of a power of two: lookups that miss must not walk one long
# cluster of taken slots (linear probing did; this took minutes then).
d = {}
for k in range(20000):
    d[k] = k * 2
hits = 0
misses = 0
for k in range(20000):
    if 65536 + k in d:
        hits += 1
    else:
        misses += 1
    if d.get(k, -1) == 2 * k:
        hits += 1
print(hits, misses, len(d))

e = {}
for k in range(5000):
    e[k * 4096] = k
total = 0
for k in range(10000):
    total += e.get(k * 4096 + 1, 0) + e.get(k * 4096, 0)
print(total, len(e))

for k in range(0, 20000, 3):
    del d[k]
print(len(d), sum(1 for k in range(20000) if k in d), list(d)[:5], list(d)[-3:])
d[3] = "back"
print(d[3], len(d), list(d)[-1])
