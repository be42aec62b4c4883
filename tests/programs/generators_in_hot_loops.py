# Generators consumed by hot for loops, which the JIT inlines into the
# loop's trace: floats and ints carried in the generator's registers,
# closures, two yield points, an exception raised inside the generator, a
# consumer that advances the generator itself, a generator shared by two
# nested loops, a filtering generator and one already executing.

def floats(n):
    x = 0.5
    for i in range(n):
        x = x * 1.0001 + 0.25
        yield x


def two_points(n):
    for i in range(n):
        yield i
        yield -i


def counter_with_closure(n):
    seen = [0]

    def bump():
        seen[0] += 1
        return seen[0]

    for i in range(n):
        yield bump() + i


def raises_at(n, bad):
    for i in range(n):
        if i == bad:
            raise ValueError("bad item %d" % i)
        yield i * 3


def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x


def upto(n):
    i = 0
    while i < n:
        yield i
        i += 1


total = 0.0
for v in floats(3000):
    total += v
print("floats", round(total, 6))

s = 0
for v in two_points(2000):
    s = s * 3 + v
    s %= 1000003
print("two points", s)

s = 0
for v in counter_with_closure(2500):
    s += v
print("closure", s)

caught = 0
for k in range(40):
    got = 0
    try:
        for v in raises_at(100, 50 + k):
            got += v
    except ValueError as e:
        caught += 1
        last = str(e)
print("raised", caught, last, got)

g = upto(3000)
pairs = 0
for a in g:
    b = next(g, None)
    if b is not None:
        pairs += b - a
print("advanced inside", pairs)

g = upto(400)
inner_total = 0
for a in g:
    for b in g:
        inner_total += b
        if b % 7 == 0:
            break
    inner_total += 1000 * a
print("shared", inner_total)

s = 0
for r in range(30):
    for e in evens(range(r * 50)):
        s += e
print("evens", s)


def selfish():
    for i in range(100):
        yield i
        if i == 60:
            for x in me:
                yield x


me = selfish()
try:
    n = 0
    for v in me:
        n += v
except ValueError as e:
    print("selfish", n, e)


def finite():
    yield 1
    yield 2
    return 3


g = finite()
out = []
for r in range(200):
    for v in g:
        out.append(v)
print("finished once", out, list(g))
