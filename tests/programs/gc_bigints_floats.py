# GC pressure: big ints and floats allocated in hot loops.
acc = 0
big = 2 ** 100
kept = []
for i in range(60000):
    x = big + i
    y = x * x - big * big
    acc = (acc + y) % (2 ** 127 - 1)
    if i % 6000 == 0:
        kept.append(x * 3)
print("acc", acc)
print("kept", kept[:2], len(kept))
f = 0.0
fl = []
for i in range(80000):
    g = i * 0.5 + 0.25
    f = f + g / (i + 1)
    if i % 8000 == 0:
        fl.append(g)
print("f", f)
print("fl", fl)
fib_a = 0
fib_b = 1
for i in range(2000):
    fib_a, fib_b = fib_b, fib_a + fib_b
print("fib2000 digits", len(str(fib_a)), str(fib_a)[:20], fib_a % 1000000007)
neg = -(2 ** 80)
m = 0
for i in range(30000):
    m = (m + neg // (i + 7) + neg % (i + 3)) % 1000000000000
print("m", m)
