# random: seeded sequences must equal CPython's Mersenne Twister bit for bit
import random

for s in [0, 1, 42, 123456789, 2**100, -7, 2**32 - 1, 2**32]:
    random.seed(s)
    print(s, random.random(), random.random())
    print("  bits", random.getrandbits(1), random.getrandbits(8), random.getrandbits(32), random.getrandbits(64), random.getrandbits(65))
    print("  ints", [random.randint(1, 6) for _ in range(10)], random.randrange(1000000), random.randrange(-50, 50, 3))
random.seed(42)
print([round(random.random(), 6) for _ in range(8)])
print(random.getrandbits(0), random.getrandbits(200))
print([random.randrange(10**i) for i in range(1, 25, 3)])
print([random.randrange(100, 0, -7) for _ in range(6)], random.randrange(5, 6))
for seed in ["hello", "", "pith rocks", b"bytes seed", 3.5, -0.25, 1e20]:
    random.seed(seed)
    print(repr(seed), random.random(), random.randint(0, 10**12))
random.seed(5, version=1)
print(random.random())
random.seed("v1 string", version=1)
print(random.random())
for bad in [(0,), (5, 5), (0, 10, 0), (10, 0, 1), (0, 10, -1)]:
    try:
        random.randrange(*bad)
    except ValueError as e:
        print(bad, "ValueError", e)
try:
    random.randrange(10, step=2)
except TypeError as e:
    print("TypeError", e)
try:
    random.getrandbits(-1)
except ValueError as e:
    print("ValueError", e)
try:
    random.seed([1, 2])
except TypeError as e:
    print("TypeError", str(e).replace("\n", " "))
r1 = random.Random(2024)
r2 = random.Random(2024)
print([r1.random() for _ in range(3)] == [r2.random() for _ in range(3)], r1.randint(0, 99), r2.randint(0, 99))
state = r1.getstate()
x = [r1.randrange(1000) for _ in range(5)]
r1.setstate(state)
print(x, [r1.randrange(1000) for _ in range(5)], state[0], len(state[1]), state[2])
random.seed(10)
vals = [random.random() for _ in range(1000)]
print(min(vals), max(vals), sum(vals))
print(random.randrange(3), random.randint(1, 1), random.randrange(-3, 3))
