# Set operators |, &, -, ^, augmented forms, symmetric_difference, isdisjoint.
a = {1, 2, 3, 4, 5}
b = {4, 5, 6, 7}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(b - a), sorted(a ^ b))
print(sorted(a.symmetric_difference(b)), a.isdisjoint(b), a.isdisjoint({8, 9}))
print(sorted(a.difference([1], [2])), sorted(a.intersection({1, 2, 3}, [2, 3])))
f = {1, 2, 3}
f |= {4}
print(sorted(f))
f &= {2, 3, 4, 5}
print(sorted(f))
f -= {3}
print(sorted(f))
f ^= {4, 9}
print(sorted(f))
print(sorted(set("hello") | set("world")), sorted(set("hello") & set("world")))
print(sorted(set("hello") - set("world")), sorted(set("hello") ^ set("world")))
tags = [{"red", "big"}, {"blue", "big"}, {"red", "small"}]
common = tags[0]
every = set()
for t in tags:
    common = common & t
    every = every | t
print(sorted(common), sorted(every))
evens = {x for x in range(20) if x % 2 == 0}
threes = {x for x in range(20) if x % 3 == 0}
print(sorted(evens & threes), sorted(evens - threes), sorted(threes - evens), len(evens | threes))
print(sorted((evens | threes) - (evens & threes)) == sorted(evens ^ threes))
s = set()
for i in range(5):
    s = s | {i * i}
print(sorted(s))
print(sorted(set(range(10)) - {x * x for x in range(4)}))
