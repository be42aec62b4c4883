# random with explicit seeds: random, randint, randrange (with step and
# negative ranges), choice, choices (weights, k), sample, shuffle, uniform,
# gauss-free helpers, a separate Random instance not disturbing the module
# state, reseeding reproducibility, and small simulations (dice stats, a
# card deal, a random walk) whose output must match CPython exactly.
import random

random.seed(2024)
print([random.randint(1, 6) for _ in range(12)])
print([round(random.random(), 10) for _ in range(4)])
print([random.randrange(0, 100, 5) for _ in range(6)], [random.randrange(-10, 0) for _ in range(6)], random.randrange(7))
print([round(random.uniform(-1, 1), 8) for _ in range(3)], round(random.uniform(5, 5), 3), round(random.uniform(10, 2), 6))
colors = ["red", "green", "blue", "amber"]
print([random.choice(colors) for _ in range(6)], random.choice("xyz"), random.choice(range(100, 200)))
print(random.sample(range(50), 6), random.sample(colors, 4), random.sample("abcdef", 0))
print(random.choices(colors, k=5), random.choices(colors, weights=[10, 1, 1, 0], k=6), random.choices([1, 2], cum_weights=[1, 10], k=4))
deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:13])
hands = [sorted(deck[i::4][:5]) for i in range(4)]
print(hands)

state = random.getstate()
first = [random.random() for _ in range(3)]
random.setstate(state)
print(first == [random.random() for _ in range(3)])
random.seed(99)
a = [random.randint(0, 1000) for _ in range(5)]
random.seed(99)
print(a == [random.randint(0, 1000) for _ in range(5)], a)

rng = random.Random(7)
random.seed(7)
x = random.random()
print([rng.randint(1, 10) for _ in range(5)], rng.random() != x or "coincidence", random.random())
rng2 = random.Random("text seed")
print(rng2.randint(0, 10 ** 9), rng2.choice(colors), random.Random(0).random() == random.Random(0).random())

for bad in [lambda: random.choice([]), lambda: random.randint(5, 1), lambda: random.sample([1, 2], 3),
            lambda: random.randrange(0), lambda: random.choices([], k=1)]:
    try:
        print(bad())
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)

random.seed(12345)
rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(2000)]
hist = {s: rolls.count(s) for s in range(2, 13)}
print(hist, sum(rolls) / len(rolls), max(hist, key=hist.get))
for s in range(2, 13):
    print(f"{s:2d} {'#' * (hist[s] // 20)}")

random.seed(31337)
pos, path, hits = 0, [], 0
for _ in range(60):
    pos += random.choice((-1, 1))
    path.append(pos)
    hits += pos == 0
print(path[-10:], min(path), max(path), hits)

# Monte Carlo estimate of pi with a fixed seed
random.seed(1)
inside = sum(1 for _ in range(5000) if random.random() ** 2 + random.random() ** 2 <= 1.0)
print(inside, 4 * inside / 5000)

# reservoir sampling (deterministic given the seed)
def reservoir(stream, k, rng):
    out = []
    for i, item in enumerate(stream):
        if i < k:
            out.append(item)
        else:
            j = rng.randrange(i + 1)
            if j < k:
                out[j] = item
    return out
print(reservoir(range(1000), 5, random.Random(42)), reservoir("ab", 5, random.Random(1)))
