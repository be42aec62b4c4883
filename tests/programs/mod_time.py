# The time module: only check types and monotonic differences.
import time
t0 = time.time()
p0 = time.perf_counter()
n0 = time.perf_counter_ns()
print(type(t0).__name__, type(p0).__name__, type(n0).__name__)
print(t0 > 1000000000)
s = 0
for i in range(20000):
    s = s + i * i
print("work", s)
t1 = time.time()
p1 = time.perf_counter()
n1 = time.perf_counter_ns()
print(t1 - t0 >= 0, p1 - p0 >= 0, n1 - n0 >= 0)
print(type(p1 - p0).__name__, type(n1 - n0).__name__)
ok = True
prev = time.perf_counter()
for i in range(100):
    now = time.perf_counter()
    if now < prev:
        ok = False
    prev = now
print("monotonic", ok)
