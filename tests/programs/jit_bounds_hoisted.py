# Bounds checks the JIT checks once before a loop (a masked index against
# the list's length, a range loop's bound against it), and the cases where
# that check fails or must not be made: the loop raises IndexError at the
# end, stops before the bad index, or changes the list's length.


def masked(items, n):
    t = 0
    for i in range(n):
        t += items[i & 15]
    return t


def ranged(items, n):
    t = 0
    for i in range(n):
        t += items[i]
    return t


def stops_early(items, n):
    t = 0
    for i in range(n):
        if i == len(items) - 1:
            break
        t += items[i]
    return t


def shrinking(items):
    t = 0
    for i in range(len(items)):
        if i < len(items):
            t += items[i]
            if i % 3 == 0:
                items.pop()
    return t, len(items)


def growing(items, n):
    for i in range(n):
        items.append(items[i] + 1)
    return len(items), items[-1]


sixteen = list(range(16))
for k in range(40):
    masked(sixteen, 200)
print(masked(sixteen, 200))
try:
    print(masked(list(range(10)), 200))
except IndexError as e:
    print("IndexError", e)
print(masked(list(range(10)), 8))

hundred = list(range(100))
for k in range(40):
    ranged(hundred, 100)
print(ranged(hundred, 100), ranged(hundred, 60))
try:
    print(ranged(hundred, 150))
except IndexError as e:
    print("IndexError", e)
for k in range(40):
    stops_early(hundred, 500)
print(stops_early(hundred, 500), stops_early(list(range(30)), 500))
print(shrinking(list(range(90))))
print(growing([1, 2, 3], 500))
