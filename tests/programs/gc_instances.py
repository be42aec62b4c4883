# GC pressure: many short-lived instances, a few long-lived ones.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def scale(self, k):
        return Vec(self.x * k, self.y * k)
keep = []
acc = Vec(0, 0)
for i in range(60000):
    v = Vec(i % 13, i % 7)
    w = v.scale(2).add(Vec(1, -1))
    acc = acc.add(w)
    if i % 1000 == 0:
        keep.append(w)
print("acc", acc.x, acc.y)
print("kept", len(keep))
s = 0
for k in keep:
    s = s + k.x * 3 + k.y
print("checksum", s)
for i in range(5):
    print(keep[i].x, keep[i].y, keep[-1 - i].x, keep[-1 - i].y)
