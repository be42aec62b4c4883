# Calls of functions with short loops of their own, inlined into hot loops
# with their loops unrolled: trip counts that change (the trace is recorded
# again without inlining the call), break/continue/else in the callee's
# loop, an exception raised inside the unrolled loop and caught by the
# caller, nested loops, early returns from inside the loop, and methods.


def poly(coeffs, x):
    total = 0
    for c in coeffs:
        total = total * x + c
    return total


def first_negative(xs):
    for i, x in enumerate(xs):
        if x < 0:
            return i
    else:
        return -1


def skip_odd(xs):
    s = 0
    for x in xs:
        if x % 2:
            continue
        if x > 50:
            break
        s += x
    return s


def checked(xs):
    out = 0
    for x in xs:
        out += 100 // x
    return out


def grid(n, m):
    t = 0
    for i in range(n):
        for j in range(m):
            t += i * j
    return t


class Shape:
    def __init__(self, sides):
        self.sides = sides

    def perimeter(self):
        p = 0
        for s in self.sides:
            p += s
        return p


def run():
    acc = 0
    for i in range(3000):
        acc += poly([1, 2, 3], i % 5)
    out = [acc]
    acc = 0
    for i in range(3000):
        acc += poly([1, 2, 3, 4][: 1 + i % 4], i % 3)
    out.append(acc)
    acc = 0
    lists = [[1, 2, -3], [4, 5, 6], [-1], [], [7, 8, 9, 10, -11]]
    for i in range(3000):
        acc += first_negative(lists[i % 5] if i > 1500 else lists[0])
    out.append(acc)
    acc = 0
    for i in range(3000):
        acc += skip_odd([i % 7, 2, 3, 4, 60 if i % 11 == 0 else 6, 8])
    out.append(acc)
    errors = 0
    acc = 0
    for i in range(3000):
        try:
            acc += checked([1, 2, i % 9 - 4, 5])
        except ZeroDivisionError:
            errors += 1
    out.append((acc, errors))
    acc = 0
    for i in range(2000):
        acc += grid(2, 3) if i < 1000 else grid(i % 3, 2)
    out.append(acc)
    shapes = [Shape([3, 4, 5]), Shape([1, 1, 1, 1]), Shape([2.5, 2.5, 2.5])]
    acc = 0.0
    for i in range(3000):
        acc += shapes[0 if i < 1000 else i % 3].perimeter()
    out.append(acc)
    return out


print(run())
