# A `for` over a generator the trace inlines, whose body assigns variables
# that are read only after the loop: when the generator returns inside the
# compiled loop, the loop's exit must hand the interpreter their latest
# values (they are dead at the top of the body, but live at the loop's
# exit). Before, the exit left stale values from an earlier entry.
class Box:
    def __init__(self, a, b):
        self.a = a
        self.b = b


def evens(n, step=2):
    k = 0
    while k < n:
        yield k
        k += step


def count_up(n):
    for k in range(n):
        yield k * 3


def last_box(n):
    for i in evens(n):
        box = Box(i, -i)
    return box.a, box.b, i


def last_pair(n):
    for v in count_up(n):
        pair = (v, v + 1)
        text = "v%d" % v
    return pair, text


def last_sum(n):
    total = 0
    for v in evens(n, 3):
        seen = total
        total += v
    return seen, total


for n in (80, 11, 2, 37, 200):
    print(last_box(n), last_pair(n), last_sum(n))
