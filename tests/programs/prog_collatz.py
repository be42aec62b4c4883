# Collatz sequence lengths.
def collatz_len(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps = steps + 1
    return steps
for n in range(1, 21):
    print(n, collatz_len(n))
best = 0
best_n = 0
for n in range(1, 3000):
    c = collatz_len(n)
    if c > best:
        best = c
        best_n = n
print("longest under 3000:", best_n, best)
cache = {1: 0}
def cached_len(n):
    path = []
    while n not in cache:
        path.append(n)
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
    base = cache[n]
    i = len(path) - 1
    while i >= 0:
        base = base + 1
        cache[path[i]] = base
        i = i - 1
    return cache[path[0]] if path else base
total = 0
for n in range(1, 10000):
    total = total + cached_len(n)
print("total steps below 10000:", total, "cache size", len(cache))
seq = [27]
while seq[-1] != 1:
    x = seq[-1]
    seq.append(x // 2 if x % 2 == 0 else 3 * x + 1)
print(len(seq), max(seq), seq[:12])
print(collatz_len(2 ** 100 + 1), collatz_len(10 ** 20 + 7))
