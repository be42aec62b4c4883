# Warmup counts the hot loops' iterations, not time: with the default
# settings this loop compiles once on every run, however loaded the machine
# (a 20 ms clock once left it uncompiled in most runs on a busy one).
n = 0
for i in range(300000):
    n += i % 7
print(n)
