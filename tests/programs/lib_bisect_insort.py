# bisect: keeping lists sorted with insort, stability, key= and bounds
import bisect

xs = []
for v in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]:
    bisect.insort(xs, v)
    print(xs)
ys = []
for v in [3, 1, 2]:
    bisect.insort_left(ys, v)
bisect.insort_right(ys, 2)
print(ys)
pairs = []
for item in [(2, "b"), (1, "a"), (2, "a"), (1, "z"), (3, "c"), (2, "c")]:
    bisect.insort(pairs, item, key=lambda p: p[0])
print(pairs)
pairs2 = []
for item in [(2, "b"), (1, "a"), (2, "a"), (1, "z"), (3, "c"), (2, "c")]:
    bisect.insort_left(pairs2, item, key=lambda p: p[0])
print(pairs2)
zs = [1, 2, 3, 10, 20, 30]
bisect.insort(zs, 5, 0, 3)
print(zs)
bisect.insort_left(zs, 0, 2)
print(zs)
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
        self.s = s
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return "V" + self.s
vs = []
for s in ["1.10", "1.2", "1.9.1", "0.9", "2.0", "1.2"]:
    bisect.insort(vs, Version(s))
print(vs)
print(bisect.bisect_left(vs, Version("1.5")), bisect.bisect_right(vs, Version("1.2")))
scores = []
for name, score in [("ann", 88), ("bo", 72), ("cy", 95), ("di", 72)]:
    bisect.insort(scores, (score, name))
print(scores, [n for s, n in reversed(scores)])
class Seq:
    def __init__(self):
        self.data = []
    def __len__(self):
        return len(self.data)
    def __getitem__(self, i):
        return self.data[i]
    def insert(self, i, x):
        print("insert", i, x)
        self.data.insert(i, x)
s = Seq()
for v in [3, 1, 2]:
    bisect.insort(s, v)
print(s.data)
