# `--jit off` then a setting: the setting does not switch the JIT back on.
n = 0
for i in range(50000):
    n += i % 7
print(n)
