# list.pop, list.insert, set.add and len of dicts and sets in hot loops
# (compiled as calls of their own): the same results and errors as the
# methods', for every index form, called as methods or as bound builtins
# held in variables (never with a list argument taken for the receiver),
# and objects whose hash runs Python code.
class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k % 7)

    def __eq__(self, other):
        return isinstance(other, Key) and self.k == other.k


class MyList(list):
    def pop(self, i=-1):
        return ("mine", list.pop(self, i))


def rotate(n):
    xs = list(range(10))
    for i in range(n):
        xs.insert(i % 11 - 5, xs.pop(0))
        xs.insert(-100, xs.pop())
        xs.insert(100, xs.pop(-3))
    return xs


def grow(n):
    s = set()
    d = {}
    sizes = 0
    for i in range(n):
        s.add(i % 50)
        s.add(Key(i % 20))
        d[i % 30] = i
        sizes += len(s) + len(d) + len(frozenset((1, 2)))
    return sizes, len(s)


def errors(n):
    out = []
    for i in range(n):
        xs = [1] * (i % 3)
        try:
            out.append(xs.pop(i % 4 - 2))
        except IndexError as e:
            out.append(str(e))
        try:
            set().add([i])
        except TypeError as e:
            out.append(str(e))
    return out[-6:], len(out)


def subclass(n):
    ml = MyList(range(n + 5))
    got = None
    for i in range(n):
        got = ml.pop()
    return got, len(ml)


def bound(n):
    a = list(range(6))
    b = [7, 8, 9]
    ins, pop, add, app = a.insert, a.pop, set().add, b.append
    errors = 0
    for i in range(n):
        ins(i % 7, pop(0))
        add(i)
        app(len(b))
        if i % 500 == 0:
            b = b[:3]
            app = b.append
        try:
            pop(b)
        except TypeError:
            errors += 1
        try:
            app(b, 1)
        except TypeError:
            errors += 1
    return a, len(b), errors


print(rotate(3000))
print(bound(3000))
print(grow(3000))
print(errors(300))
print(subclass(300))
