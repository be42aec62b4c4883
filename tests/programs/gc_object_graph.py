# GC pressure: instances pointing at other instances, with cycles.
class Person:
    def __init__(self, name, age):
        self.name = name
        self.age = age
        self.friend = None
        self.boss = None
        self.reports = []
people = []
for i in range(3000):
    p = Person("p" + str(i), 20 + i % 40)
    people.append(p)
for i in range(3000):
    p = people[i]
    p.friend = people[(i * 7 + 1) % 3000]
    if i > 0:
        p.boss = people[(i - 1) // 5]
        p.boss.reports.append(p)
for round_no in range(20):
    tmp = []
    for i in range(1000):
        a = Person("t", i)
        b = Person("u", i + 1)
        a.friend = b
        b.friend = a
        tmp.append(a)
    people[round_no].friend = tmp[round_no]
total = 0
for p in people:
    total = total + p.friend.age + len(p.reports)
print("total", total)
depth_sum = 0
for p in people:
    d = 0
    q = p
    while q.boss is not None:
        d = d + 1
        q = q.boss
    depth_sum = depth_sum + d
print("depth sum", depth_sum)
print(people[0].friend.name, people[0].friend.friend.name, people[25].friend.name)
print(len(people[0].reports), people[0].reports[1].name, people[2999].boss.name)
