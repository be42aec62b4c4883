# Builtins that consume an iterable, given generators: sum, any, all, min,
# max, sorted, str.join and list/tuple/set; in hot loops, with errors raised
# by the generator, by the builtin's own operation and for empty input.

data = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]


def squares(n):
    for i in range(n):
        yield i * i


total = 0
for r in range(300):
    k = r % 7
    total += sum(x * k for x in data)
    total += sum((x for x in data if x > k), r)
    total += max(x - k for x in data) + min(x + k for x in data)
    total += len(set(x % (k + 1) for x in data)) + len(tuple(x for x in data if x != k))
    total += sum(list(squares(k)))
    if any(x == k for x in data):
        total += 1
    if all(x > 0 for x in data):
        total += 2
print(total)

print(sum(x * 0.5 for x in data), sum((x * 0.25 for x in data), 0.5))
print(sum((x for x in data), 1 << 70))
print(sorted(-x for x in data))
print(", ".join(str(x) for x in data))
print("".join(c.upper() for c in "generator"))
print(tuple(squares(5)), list(squares(4)), set(x % 4 for x in data))
print(min(squares(6)), max(squares(6)))
print(min((c for c in "pith")), max((s for s in ["b", "abc", "z"])))
print(any(x for x in ()), all(x for x in ()), sum(x for x in ()))
print(sum([[1], [2]][i] for i in range(2)) if False else "lists skipped")


def check(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


check("max empty", lambda: max(x for x in []))
check("min empty", lambda: min(x for x in []))
check("sum str items", lambda: sum(x for x in [1, "a"]))
check("sum str start", lambda: sum((x for x in ["a"]), ""))
check("join ints", lambda: "-".join(x for x in [1, 2]))
check("compare", lambda: max(x for x in [1, "a"]))
check("sorted mixed", lambda: sorted(x for x in [1, "a"]))
check("tuple raises", lambda: tuple(1 // (3 - x) for x in range(5)))
check("set unhashable", lambda: set([x] for x in range(2)))


def gen_then_fail():
    yield 1
    yield 2
    raise KeyError("inside")


check("list fails late", lambda: list(gen_then_fail()))
g = (x for x in range(5))
print(next(g), sum(g), sum(g))

# Keywords and key= stay with the builtin itself.
print(sum((x for x in data), start=100), max((x for x in data), key=lambda v: -v))
print(min((x for x in []), default="none"), sorted((x for x in data), reverse=True)[:3])


class Money:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Money(self.v + (other.v if isinstance(other, Money) else other))

    def __radd__(self, other):
        return Money(other + self.v)

    def __lt__(self, other):
        return self.v < other.v


print(sum(Money(i) for i in range(5)).v, min(Money(i) for i in [4, 2, 8]).v)
