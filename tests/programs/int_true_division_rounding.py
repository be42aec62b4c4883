# int / int is rounded once to the nearest float (ties to even), for big
# ints too, subnormal and overflowing results included, as in CPython.
import random
random.seed(7)
vals = [2**100 + 12345, 10**30, 3**200, 7**150 + 1, -(2**64) - 3, 10**400, 1, 3, 2**1023, 2**1024 - 1]
out = []
for a in vals:
    for b in vals:
        try:
            out.append(repr(a / b))
        except OverflowError as e:
            out.append("OverflowError")
print(" ".join(out))
acc = []
for i in range(3000):
    a = random.getrandbits(random.randint(1, 200)) * random.choice((1, -1))
    b = random.getrandbits(random.randint(1, 200)) or 1
    acc.append(a / b)
print(sum(acc), acc[:5])
tiny = []
for k in range(1060, 1090):
    tiny.append(repr(3 / 2**k))
    tiny.append(repr((2**60 + 1) / 2**(k + 60)))
print(" ".join(tiny))
try:
    print(2**2000 / 3)
except OverflowError as e:
    print("OverflowError", e)
print(0 / -(10**30), (10**30) / (10**30), -(10**30) / 7)
big = 2**62 - 1
print(big / 3, (2**53 + 1) / 1, (2**60 + 3) / 7, -(2**61 + 5) / 9)
s = 0.0
for i in range(2000):
    s += (2**55 + i) / (3 + i)
print(s)
