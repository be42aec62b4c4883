print({3, 1, 2}, {10, 5, 100, 7, 8, 9}, set(range(20)), {-1, -5, 3})
s = set()
for i in [17, 9, 33, 1, 25, 41, 8, 16]:
    s.add(i)
print(s)
s.discard(33)
s.add(49)
print(s, len(s))
print({x * 7 for x in range(15)}, frozenset([40, 8, 16, 0]))
big = set(range(0, 300, 7))
print(sorted(big) == list(big), list(big)[:10])
print({1.5, 2.5, 0.5}, {True, 2, 0}, set([5, 3, 5, 1]))
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b, a - b, a ^ b)
t = {(1, 2), (0, 0)}
print(len(t), (1, 2) in t)
x = set(range(100))
for i in range(0, 100, 3):
    x.remove(i)
print(list(x)[:12], len(x))
print(s.pop(), s.pop(), sorted(s))
