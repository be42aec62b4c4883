# A set that gains and loses keys over and over: every insertion takes a new
# entry (even into a dummy slot, which does not resize the index), so the
# entries must be compacted when they run out; iteration order stays
# CPython's. Objects allocated meanwhile must stay intact.
seen = set()
out = []
for i in range(300):
    out.append((i, i * 2, "x"))
    seen.add(i % 5)
    seen.discard(i % 3)
    seen.add((i * 7) % 11)
print(sorted(seen), list(seen), len(seen))
print(out[:3], out[-2:], all(t == (k, 2 * k, "x") for k, t in enumerate(out)))

s = {100, 200, 300}
for r in range(1000):
    s.discard(200)
    s.add(200)
    if r % 97 == 0:
        s.add(r)
        s.discard(r)
print(list(s), len(s))

f = frozenset(range(0, 40, 3))
t = set()
for k in range(2000):
    t.add(k % 50)
    t.discard((k * 3) % 50)
print(list(t), len(t), sorted(t & f), sorted(t | {999}) [-3:])
