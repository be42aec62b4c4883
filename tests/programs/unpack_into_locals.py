# Unpacking assignments whose targets are locals: straight into their
# registers when they are consecutive, through temporaries otherwise; either
# way every target is stored or none is.


def consecutive(t):
    a, b, c = t
    return a, b, c


def reversed_targets(t):
    c = b = a = 0
    c, b, a = t
    return a, b, c


def source_is_a_target(pair):
    a, b = pair
    a, b = a
    return a, b


def failed_leaves_targets(t):
    a, b, c = 1, 2, 3
    try:
        a, b, c = t
    except ValueError as e:
        return "kept", a, b, c, str(e)
    return "stored", a, b, c


def unbound_after_failure():
    try:
        x, y = (1,)
    except ValueError:
        pass
    try:
        return x
    except UnboundLocalError as e:
        return str(e)


def from_iterators():
    a, b, c = iter([1, 2, 3])
    d, e, f = (n * n for n in range(3))
    g, h = "hi"
    i, j = {"k1": 1, "k2": 2}
    return a, b, c, d, e, f, g, h, i, j


def swap_and_fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def loop_targets(pairs):
    total = 0
    for k, v in pairs:
        total += k * v
    return total


def nested(t):
    (a, b), c = t
    return a + b + c


def with_cell(t):
    a, b = t

    def inner():
        return a + b

    return inner()


def mixed_targets(t):
    class Box:
        pass

    box = Box()
    a, box.b, c = t
    return a, box.b, c


print(consecutive((1, 2, 3)), consecutive([4, 5, 6]), consecutive("xyz"))
print(reversed_targets((1, 2, 3)))
print(source_is_a_target(((7, 8), None)))
print(failed_leaves_targets((9, 9)), failed_leaves_targets((9, 9, 9, 9)), failed_leaves_targets(iter(range(2))))
print(failed_leaves_targets((4, 5, 6)))
print(unbound_after_failure())
print(from_iterators())
print(swap_and_fib(30), loop_targets([(i, i + 1) for i in range(100)]))
print(nested(((1, 2), 3)), with_cell((5, 6)), mixed_targets([1, 2, 3]))
try:
    consecutive(5)
except TypeError as e:
    print("TypeError:", e)
for bad in [(1, 2), [1, 2, 3, 4], ""]:
    try:
        consecutive(bad)
    except ValueError as e:
        print("ValueError:", e)

# Hot loops, for the JIT: tuples, lists and a failure now and then.
acc = 0
for i in range(3000):
    t = (i, i + 1, i + 2) if i % 7 else [i, i, i]
    a, b, c = consecutive(t)
    acc += a + b - c
    r = failed_leaves_targets((i, i) if i % 500 == 0 else (i, i, i))
    acc += r[1]
print(acc)
