# The random module's generator (native in pith) against CPython's, draw for
# draw: every seed type, getrandbits at and around the word sizes, states
# saved and restored (and refused), subclasses that override random() or
# getrandbits(), ranges wider than a machine word, and independent
# instances.
import random

for seed in [0, 1, 42, -42, 2**32, 2**32 - 1, 2**64 + 5, 10**40, 3.25, "pith", b"bytes", bytearray(b"ba")]:
    r = random.Random(seed)
    print(repr(seed), r.random(), r.getrandbits(32), r.randrange(1000), r.randrange(10**30))

r = random.Random(7)
print([r.getrandbits(k) for k in [0, 1, 31, 32, 33, 61, 62, 63, 64, 65, 96, 200]])
for bad in [-1, 2.0, "3"]:
    try:
        r.getrandbits(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

r = random.Random(123)
for _ in range(700):
    r.random()
state = r.getstate()
first = [r.random() for _ in range(5)]
r.setstate(state)
print(first == [r.random() for _ in range(5)], state[0], len(state[1]), state[1][-1])
other = random.Random()
other.setstate(state)
print(other.random() == first[0])
for bad in [(3, tuple(range(10)), None), (3, (2**32,) * 625, None), (3, (0,) * 624 + (625,), None), (9, state[1], None)]:
    try:
        r.setstate(bad)
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
print(r.random() == first[0] or r.random() != first[0])


class Halves(random.Random):
    def random(self):
        return 0.5


class Bits(random.Random):
    def getrandbits(self, k):
        return (1 << (k - 1)) - 1 if k else 0


h = Halves(5)
print(h.randrange(10), h.choice("abcdef"), h.random())
b = Bits(5)
try:
    print(b.randrange(8), b.choice([1, 2, 4, 8]))
except Exception as e:
    print(type(e).__name__)

a, c = random.Random(99), random.Random(99)
print([a.randint(1, 6) for _ in range(10)] == [c.randint(1, 6) for _ in range(10)])
print(a.random() == c.random())
random.seed(2024)
xs = list(range(20))
random.shuffle(xs)
print(xs, random.sample(range(100), 5), random.choice("xyz"), random.uniform(1, 2))
print(random.randint(-10**20, 10**20), random.gauss(0, 1), random.choices("abc", k=4))
for bad in [(3, (-1,) * 625, None), (3, (2**64,) * 625, None), (3, (1.5,) * 625, None), (3, (0,) * 624 + (-1,), None)]:
    try:
        r.setstate(bad)
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
r.setstate((3, (2**32 + 5,) * 624 + (624,), None))
print(r.getstate()[1][:3], r.random())
