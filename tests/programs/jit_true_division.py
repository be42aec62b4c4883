# `/` in hot loops on ints, floats and both: the quotient must be the one
# CPython gives (correctly rounded), a zero divisor must raise where it
# occurs, and ints too large to convert exactly must still divide right.


def eval_a(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def int_quotients(n):
    total = 0.0
    for i in range(1, n):
        total += (i * 7 + 3) / i
        total += -i / 3
    return total


def mixed(n):
    out = []
    for i in range(n):
        out.append(eval_a(i, i % 5))
        out.append(i / 2.5)
        out.append(2.5 / (i + 1))
    return out


def zero_later(values):
    out = []
    for v in values:
        try:
            out.append(100 / v)
        except ZeroDivisionError as e:
            out.append("ZeroDivisionError: " + str(e))
    return out


def big_ints(n):
    out = []
    x = 2 ** 52
    for i in range(n):
        # Crosses 2**53: no longer exact as a float.
        out.append((x + i * 2 ** 50) / 3)
    return out


print(int_quotients(2000))
print(sum(mixed(1500)))
print(mixed(20)[:9])
print(zero_later([5, 4, 3, 2, 1, 0, -1, 0.0, 2.0, 7, 0, 3] * 30)[:14])
print(big_ints(12))
print([i / 7 for i in range(-10, 60, 9)])
print([(2 ** 53 + 1) / k for k in range(1, 40, 6)])
