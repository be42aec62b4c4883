# Short inner loops (a few items each, so their own recordings exit
# before they close and they are blacklisted) unrolled into the enclosing
# loop's trace, with the item counts changing from one outer iteration to
# the next; inner loops in called functions; break, continue and else in
# them; an exception raised inside one; and iteration over instances of
# list and tuple subclasses, whose __iter__ is overridden later.
class Coll(list):
    pass


class Pair(tuple):
    pass


def nested(n):
    total = 0
    for i in range(n):
        for j in range(i % 4):
            total += j * i
        for k in (1, 2):
            total -= k
    return total


def with_break(n):
    hits = 0
    for i in range(n):
        for j in range(i % 5):
            if j == 2:
                break
            hits += 1
        else:
            hits += 100
        for j in range(3):
            if (i + j) % 2:
                continue
            hits += j
    return hits


def inner_sum(xs):
    s = 0
    for x in xs:
        s += x
    return s


def calls_inner(n):
    total = 0
    for i in range(n):
        total += inner_sum(range(i % 3)) + inner_sum([i, 1])
    return total


def subclass_iteration(n):
    colls = [Coll(range(i % 4)) for i in range(8)]
    pairs = [Pair((i, i + 1)) for i in range(8)]
    total = 0
    for i in range(n):
        for c in colls[i % 8]:
            total += c
        for p in pairs[i % 8]:
            total += p
    return total


def raises_inside(n):
    total = 0
    for i in range(n):
        for j in range(i % 3):
            total += 10 // (n - 1 - i) if j == 0 else j
    return total


print(nested(500))
print(with_break(500))
print(calls_inner(500))
print(subclass_iteration(500))
try:
    raises_inside(500)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

# __iter__ overridden after the loops above were compiled.
Coll.__iter__ = lambda self: iter([7])
print(subclass_iteration(100))
del Coll.__iter__
print(subclass_iteration(100))

# A worklist loop: the outer loop itself runs a few times per call.
def worklist(start):
    todo = Coll([start])
    seen = 0
    while len(todo):
        v = todo.pop(0)
        seen += v
        for w in range(v % 3):
            todo.append(w)
    return seen


print(sum(worklist(i) for i in range(400)))
