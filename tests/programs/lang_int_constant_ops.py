# Arithmetic and comparisons with a small int constant, and the branches on
# their results: the interpreter runs some of these pairs together.

def countdown(n):
    out = []
    while n > 0:
        out.append(n)
        n = n - 1
    return out


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(countdown(5), fib(15))

# Crossing the small-int boundary (2**62) into big ints and back.
big = 2 ** 62 - 2
for k in range(4):
    big = big + 1
    print(big, big - 1 > 4611686018427387903, big < 3)
neg = -(2 ** 62) + 2
for k in range(4):
    neg = neg - 1
    print(neg, neg + 1, neg < -4611686018427387904)

# Other operand types: floats, bools, strings, user classes.
x = 2.5
print(x - 1, x + 3, x < 3, x > 3)
t = True
print(t + 1, t - 1, t < 2)


class Num:
    def __init__(self, v):
        self.v = v

    def __sub__(self, k):
        return Num(self.v - 10 * k)

    def __lt__(self, k):
        return "lt-%d" % k

    def __repr__(self):
        return "Num(%d)" % self.v


m = Num(100)
print(m - 1, m < 5)
if m < 5:
    print("a non-bool result is truthy")
try:
    print("s" - 1)
except TypeError as e:
    print("TypeError:", e)
try:
    if "s" < 1:
        pass
except TypeError as e:
    print("TypeError:", e)

# Every comparison operator against a constant, both outcomes.
for v in (-1, 0, 1, 2, 3):
    print(v, v < 1, v <= 1, v == 1, v != 1, v > 1, v >= 1, end=" | ")
    if v == 2:
        print("two")
    elif v >= 1:
        print("one or more")
    else:
        print("less")

# The register the constant went to is read again afterwards.
def reuse(a):
    b = a - 7
    c = b < 7
    return a, b, c, a + 7


print(reuse(3), reuse(20))
# A comparison whose result is kept and branched on later.
flags = []
for i in range(6):
    f = i > 2
    flags.append(f)
    if f:
        flags.append("big")
print(flags)
