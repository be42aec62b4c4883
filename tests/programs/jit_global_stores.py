# Module-level loops store globals; the JIT writes the dict entries
# directly. Functions called from the loop must see each new value, a
# global may change type, be deleted and come back, and new globals may
# grow the module dict (its entries move) while a trace runs.
total = 0
count = 0


def peek():
    return total


def grow(i):
    globals()["extra_%d" % i] = i


seen = 0
for i in range(3000):
    total = total + i
    count += 1
    if i % 7 == 0:
        seen += peek() - total
print(total, count, seen)

acc = 0.5
for i in range(2000):
    acc = acc * 1.0001 + i
    if i == 1500:
        acc = int(acc)
print(acc)

for i in range(2000):
    total = i
    if i % 500 == 0:
        grow(i)
    total += 1
print(total, sorted(k for k in globals() if k.startswith("extra_")))

v = 0
for i in range(2000):
    v = v + 1
    if i == 1000:
        del v
        v = "s"
        v = 1000
print(v)

name = "x"
for i in range(1000):
    name = name + "y" if len(name) < 50 else "x"
print(name, len(name))
