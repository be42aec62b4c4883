# random: choice, shuffle, sample, choices and the float distributions
import random

random.seed(1234)
deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
print(random.choice(deck), random.choice("xyz"), random.choice(range(100)), random.choice((1, 2)))
random.shuffle(deck)
print(deck[:13])
nums = list(range(10))
random.shuffle(nums)
print(nums)
print(random.sample(range(100), 10))
print(random.sample(range(10**9), 5), random.sample("abcde", 5), random.sample([1, 2, 3], 0))
print(random.sample(range(50), 25))
print(random.sample(["red", "blue"], counts=[4, 2], k=5))
print(random.choices(["a", "b", "c"], k=10))
print(random.choices(["a", "b", "c"], weights=[10, 1, 1], k=10))
print(random.choices(range(5), cum_weights=[1, 2, 3, 4, 100], k=8), random.choices("q"))
print(random.uniform(-1, 1), random.uniform(10, 20), random.triangular(0, 10, 3))
print(random.gauss(), random.gauss(100, 15), random.gauss(0, 1), random.normalvariate(5, 2))
print(random.expovariate(1.5), random.lognormvariate(0, 0.5), random.vonmisesvariate(0, 4))
print(random.gammavariate(2.5, 2), random.gammavariate(1.0, 3), random.gammavariate(0.3, 1))
print(random.betavariate(0.5, 0.5), random.paretovariate(2.5), random.weibullvariate(2, 1.5))
print(random.randbytes(8), len(random.randbytes(3)))
for f, args in [(random.choice, ([],)), (random.sample, ([1, 2], 3)), (random.sample, ({1, 2}, 1)),
                (random.choices, ([1, 2], [1])), (random.choices, ([1, 2], [0, 0])), (random.gammavariate, (0, 1))]:
    try:
        f(*args)
    except (IndexError, ValueError, TypeError) as e:
        print(f.__name__, type(e).__name__, e)
class Dice(random.Random):
    def roll(self):
        return self.randint(1, 6)
d = Dice(7)
print([d.roll() for _ in range(12)])
hist = {}
random.seed(99)
for _ in range(3000):
    k = random.randint(1, 6)
    hist[k] = hist.get(k, 0) + 1
print(sorted(hist.items()))
words = "the quick brown fox jumps over the lazy dog".split()
random.seed(3)
for _ in range(4):
    random.shuffle(words)
    print(" ".join(words))
