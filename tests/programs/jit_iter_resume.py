# A compiled for loop keeps its iterator's position off the hot path (the
# exits write it): after a break, an exception or a bridge, the iterator
# must resume exactly where the loop left it.


def consume(n, stop):
    it = iter(range(n))
    total = 0
    for x in it:
        total += x
        if x == stop:
            break
    rest = list(it)
    return total, len(rest), rest[:3]


for stop in [5, 50, 500, 999, 2000]:
    print(consume(1000, stop))


def seq(lst, stop):
    it = iter(lst)
    out = 0
    for x in it:
        out += x
        if x >= stop:
            break
    return out, next(it, None), sum(it)


data = list(range(0, 3000, 3))
for stop in [10, 300, 2997, 5000]:
    print(seq(data, stop))


def raising(n):
    it = iter(range(n))
    caught = 0
    try:
        for x in it:
            if x == n - 7:
                raise ValueError(x)
    except ValueError as e:
        caught = e.args[0]
    return caught, next(it), next(it)


print(raising(400))


def alternating(n):
    it = iter(range(n))
    a = b = 0
    for x in it:
        if x % 3 == 0:
            a += x
        else:
            b += next(it, 0)
    return a, b


print(alternating(3000))


def nested(rows):
    out = []
    for row in rows:
        it = iter(row)
        for v in it:
            if v < 0:
                break
        out.append(sum(it))
    return out


print(nested([[1, 2, -1, 4, 5], [3, -3, 3], [7, 8, 9]] * 40)[:6])
