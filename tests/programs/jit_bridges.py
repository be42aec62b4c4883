# Loops whose guards fail often, so their exits get bridges: branches both
# ways, nested branches (bridges from bridges), values changing type on a
# side path, int overflow into big ints, exceptions on a side path, objects
# still virtual at the exit, and a branch inside an inlined call.


class Cell:
    def __init__(self, v, nxt):
        self.v = v
        self.nxt = nxt


def classify(n):
    a = b = c = d = 0
    for i in range(n):
        if i % 3 == 0:
            if i % 2 == 0:
                a += i
            else:
                b += 1
        elif i % 5 == 0:
            c -= i
        else:
            d ^= i
    return a, b, c, d


def types_on_a_side_path(n):
    x = 0
    out = []
    for i in range(n):
        if i % 7 == 3:
            x = x + 0.5
        elif i % 11 == 5:
            x = str(x)[:4]
            out.append(x)
            x = len(x)
        else:
            x = x + 1
    return x, out[-3:]


def overflow_on_a_side_path(n):
    v = 1
    total = 0
    for i in range(n):
        if i % 16 == 15:
            v = v * 1000003
        else:
            v = v + 1
        total = (total + v) % 1000000007
    return total, v % 97


def exceptions_on_a_side_path(n):
    caught = 0
    s = 0
    for i in range(n):
        try:
            if i % 9 == 4:
                s += 10 // (i % 2 - 1 + 1 - i % 2)
            else:
                s += i
        except ZeroDivisionError:
            caught += 1
    return s, caught


def virtual_at_the_exit(n):
    head = None
    kept = 0
    for i in range(n):
        c = Cell(i, Cell(-i, None))
        if i % 6 == 1:
            head = c
            kept += 1
        else:
            kept += c.nxt.v % 3
    return kept, head.v, head.nxt.v, head.nxt.nxt


def sign(x):
    if x < 0:
        return -1
    return 1


def branch_in_a_call(n):
    t = 0
    for i in range(n):
        t += sign(i % 5 - 2)
    return t


def while_with_branches(limit):
    steps = 0
    for start in range(1, limit):
        n = start
        while n != 1:
            if n % 2 == 0:
                n = n // 2
            else:
                n = 3 * n + 1
            steps += 1
    return steps


print(classify(3000))
print(types_on_a_side_path(2000))
print(overflow_on_a_side_path(3000))
print(exceptions_on_a_side_path(2000))
print(virtual_at_the_exit(2000))
print(branch_in_a_call(2000))
print(while_with_branches(300))
