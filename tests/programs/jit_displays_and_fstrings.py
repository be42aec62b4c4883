# Displays, comprehensions of every kind and f-strings inside hot loops:
# dict and set comprehensions, dict and set displays, star-unpacking into
# lists and tuples, f-strings with conversions and format specs, user
# __hash__/__eq__/__format__/__repr__ run from inside the loop, and the
# errors they raise (unhashable keys, a failing __format__) leaving the loop
# at the right place.
class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k % 7)

    def __eq__(self, other):
        return isinstance(other, Key) and self.k % 7 == other.k % 7

    def __repr__(self):
        return "Key(%d)" % (self.k % 7)


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __format__(self, spec):
        if spec == "bad":
            raise ValueError("bad spec for Money")
        return "$%d.%02d%s" % (self.cents // 100, self.cents % 100, spec)


def comprehensions(n):
    total = 0
    for i in range(n):
        d = {k: k * i for k in range(5)}
        s = {k % 3 for k in range(i % 9)}
        t = {Key(k) for k in range(i % 11)}
        g = dict((k, -k) for k in range(3))
        total += sum(d.values()) + len(s) + len(t) + g[2]
    return total


def displays(n):
    out = []
    for i in range(n):
        d = {"a": i, "b": i + 1, "c": i + 2}
        e = {"x": i}
        s = {i, i + 1, i % 2}
        c = {1, 2, 3}
        rest = [i, i + 1]
        l = [0, *rest, *range(2)]
        t = (*rest, i)
        m = {**d, **e, "z": 0}
        out.append(len(d) + len(s) + len(c) + sum(l) + sum(t) + len(m) + sum(e.values()))
    return sum(out), out[-1]


def fstrings(n):
    lines = []
    for i in range(n):
        x = i * 1.5
        key = Key(i)
        lines.append(f"{i}:{x:.2f}|{i!r:>5}|{key!r}|{str(i)!s:<3}|{Money(i * 7):x}|{'ok'}")
    return lines


print(comprehensions(300))
print(displays(300))
lines = fstrings(300)
print(len(lines), lines[0], lines[150], lines[-1])

# Errors inside the compiled loops.
def bad_key(n):
    seen = 0
    for i in range(n):
        keys = [i, i + 1] if i < n - 1 else [i, [i]]
        s = {k for k in keys}
        seen += len(s)
    return seen


try:
    bad_key(200)
except TypeError as e:
    print("TypeError:", e)


def bad_format(n):
    out = 0
    for i in range(n):
        spec = "x" if i < n - 1 else "bad"
        out += len(f"{Money(i):{spec}}")
    return out


try:
    bad_format(200)
except ValueError as e:
    print("ValueError:", e)


def bad_dict(n):
    total = 0
    for i in range(n):
        k = i if i < n - 1 else {}
        d = {k: 1, "other": 2}
        total += len(d)
    return total


try:
    bad_dict(200)
except TypeError as e:
    print("TypeError:", e)


def many_parts(n):
    # More parts than a helper call takes: the long display and f-string
    # still give the interpreter's answers.
    acc = 0
    for i in range(n):
        big = {1: i, 2: i, 3: i, 4: i, 5: i}
        many = {i, i + 1, i + 2, i + 3, i + 4, i + 5, i + 6, i + 7}
        text = f"{i}-{i}-{i}-{i}-{i}"
        acc += len(big) + len(many) + len(text)
    return acc


print(many_parts(300))
