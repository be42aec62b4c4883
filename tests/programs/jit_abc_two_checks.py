# Two bounds checks of one loop hoisted before it (people[i] by the range
# bound, people[(i * 7 + 1) % n] by the remainder): found by the run fuzz
# target, where the second hoisted check named the wrong value and the JIT
# backend panicked.
class P:
    def __init__(self):
        self.friend = None


people = [P() for i in range(20)]
for i in range(20):
    p = people[i]
    p.friend = people[(i * 7 + 1) % 20]
    if i * 0:
        p.boss.reports.append(p)
print(sum(1 for p in people if p.friend is not None), people.index(people[3].friend))
