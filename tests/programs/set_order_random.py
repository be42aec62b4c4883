# Random histories of set.add and set.discard: the iteration order after
# each must be CPython's (dummies reused as set_add_entry does, entries
# compacted when they run out).
import random
r = random.Random(11)
for trial in range(200):
    s = set()
    for step in range(r.randint(1, 400)):
        k = r.randint(0, r.choice([5, 20, 100, 1000]))
        if r.random() < 0.55:
            s.add(k)
        else:
            s.discard(k)
    print(list(s))
