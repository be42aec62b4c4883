# Calls with keyword arguments and defaults, inlined into compiled loops:
# keywords in any order, defaults filled in, a keyword the function lacks
# (TypeError raised by the call), a default that is a shared mutable list,
# a function whose defaults are replaced mid-loop, and an exception raised
# inside an inlined keyword call (its traceback line).


def area(w, h=2, scale=1):
    return w * h * scale


def collect(x, into=[]):
    into.append(x)
    return len(into)


class Shape:
    def __init__(self, k):
        self.k = k

    def grow(self, by=1, times=1):
        return self.k + by * times

    def explode(self, at=10):
        if self.k > at:
            raise ValueError("too big: %d" % self.k)
        return self.k


def run(n):
    t = 0
    s = Shape(3)
    for i in range(n):
        t += area(i)
        t += area(i, scale=3)
        t += area(h=i % 5, w=2)
        t += area(i, 4, scale=i % 3)
        t += s.grow(times=2)
        t += s.grow(by=i % 7)
        t += s.grow(times=i % 2, by=5)
    return t


def bad_keywords(n):
    errors = 0
    t = 0
    for i in range(n):
        try:
            if i % 50 == 49:
                t += area(i, depth=2)
            else:
                t += area(w=i)
        except TypeError as e:
            errors += 1
            last = str(e)
    return t, errors, last


def shared_default(n):
    r = 0
    for i in range(n):
        r = collect(i)
    return r


def replaced_defaults(n):
    t = 0
    for i in range(n):
        if i == n // 2:
            area.__defaults__ = (10, 100)
        t += area(1)
    return t


def raising(n):
    t = 0
    for i in range(n):
        t += Shape(i).explode(at=n - 5)
    return t


print(run(2000))
print(bad_keywords(1000))
print(shared_default(1500))
print(replaced_defaults(1000))
print(raising(500))
