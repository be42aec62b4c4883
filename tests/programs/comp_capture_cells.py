n = 60
primes = [p for p in range(2, n) if all(p % d for d in range(2, int(p ** 0.5) + 1))]
print(primes)
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
def outer(k):
    return {x: (lambda y: x * y + k) for x in range(4)}
print({a: f(10) for a, f in outer(1).items()})
print([[(lambda: (x, y))() for y in range(2)] for x in range(2)])
print(sorted({w: [c for c in w if any(c == v for v in "aeiou")] for w in ["tree", "sky", "queue"]}.items()))
class C:
    vals = [v * 2 for v in range(3)]
    print(vals)
total = 0
for rep in range(300):
    total += sum([q for q in range(20) if any(q % m == 0 for m in (3, 5))])
print(total)
