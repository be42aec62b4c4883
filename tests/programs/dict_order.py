# Insertion order is preserved; overwriting keeps the original position.
d = {}
for k in ["zebra", "apple", "mango", "banana"]:
    d[k] = len(k)
print(d)
d["apple"] = 99
print(d)
print(list(d))
d.pop("zebra")
d["zebra"] = 0
print(d)
n = {}
for i in range(10, 0, -1):
    n[i * 7 % 11] = i
print(n)
print(list(n.keys()))
m = {3: "c", 1: "a", 2: "b"}
m[1] = "A"
m[4] = "d"
m.update({3: "C", 0: "zero"})
print(m)
order = []
for k in m:
    order.append(k)
print(order)
s = {}
s["b"] = 1
s["a"] = 2
s["b"] = 3
s.setdefault("c", 4)
s.setdefault("a", 5)
print(s, list(s.items()))
big = {}
for i in range(100):
    big[(i * 37) % 100] = i
first = []
for k in big:
    if len(first) < 10:
        first.append(k)
print(first, len(big))
