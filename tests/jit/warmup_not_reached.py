# A warmup longer than the program's work: nothing is traced.
n = 0
for i in range(50000):
    n += i % 7
print(n)
