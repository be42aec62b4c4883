# `d.get(k)` and `d.get(k, default)` in hot loops go through a helper of
# their own: present and missing keys, defaults of every kind, keys whose
# class hashes and compares in Python, a dict changed while the loop runs,
# a dict subclass (the general call), unhashable keys raising inside the
# loop, and a receiver that stops being a dict.


class Key:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return self.n % 7

    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n


class Counting(dict):
    def get(self, k, default=None):
        return ("sub", super().get(k, default))


d = {i: i * i for i in range(50)}
total = 0
for i in range(3000):
    total += d.get(i % 80, -1)
    total += d.get(i % 60) or 0
print(total)

kd = {Key(i): i for i in range(20)}
hits = 0
for i in range(2000):
    v = kd.get(Key(i % 30))
    hits += v is not None
    hits += kd.get(Key(i % 25), 100) // 100
print(hits)

changing = {}
seen = []
for i in range(1000):
    if i % 100 == 0:
        changing[i // 100] = i
    seen.append(changing.get(i // 100, "none"))
print(seen[::97])

sub = Counting(a=1)
print([sub.get("a"), sub.get("b", 2)] * 2)
for x in [d, sub, d]:
    print(x.get(3), x.get(99, "dflt"))

errors = 0
for i in range(500):
    try:
        d.get([i] if i % 50 == 0 else i)
    except TypeError as e:
        errors += 1
        msg = str(e)
print(errors, msg)


class NotADict:
    def get(self, k, default=None):
        return "custom"


for obj in [d] * 300 + [NotADict()]:
    r = obj.get(1, 0)
print(r)
