# len(x) at a call site that sees every kind of value, errors with their
# line, a builtins.len replaced, a global len shadowing it, and a class
# whose __len__ runs Python code.
import builtins


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class BadLen:
    def __len__(self):
        return -1


def measure(x):
    return len(x)


values = [[1], "ab", (1, 2, 3), {1: 2}, {3}, b"xyz", range(5), Sized(7), [], ""]
for i in range(3):
    print([measure(v) for v in values])
for bad in [5, None, range(10 ** 20), BadLen(), Sized(-3), Sized(2 ** 70)]:
    try:
        print(measure(bad))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)

original = builtins.len
builtins.len = lambda x: "replaced builtins.len"
print(measure([1, 2]))
builtins.len = original
print(measure([1, 2]))
len = lambda x: "global len"
print(measure([1, 2]))
del len
print(measure([1, 2, 3]))
print(len([0] * 10), len(x for x in []) if False else "generator len skipped")
try:
    len([1], [2])
except TypeError as e:
    print("TypeError:", e)
try:
    len()
except TypeError as e:
    print("TypeError:", e)
try:
    len(x=[1])
except TypeError as e:
    print("TypeError:", e)
