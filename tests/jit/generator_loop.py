# A generator's loop always reaches its `yield` before it comes round: its
# trace runs from the loop's header to the yield and ends there, and each
# resume enters it again, when the loop does enough work per resume to pay
# for entering compiled code. The consumer's loop is compiled too (the
# generator's resumes are calls from it). A generator whose loop does
# almost nothing per resume is left to the interpreter.
def mix(a, b):
    return (a * 31 + b * 17) % 1009


def squares(n):
    i = 0
    acc = 7
    while i < n:
        v = i * i + 1
        if v % 3 == 0:
            v = v // 3
        acc = mix(acc, v)
        acc = mix(acc, i)
        w = (acc ^ v) & 0xffff
        yield v + w
        i += 1


def pairs(items):
    for x in items:
        y = x * 2.5
        z = y * y - x
        yield x, y + z / 4.0


def plain(items):
    for x in items:
        yield x


def run(n):
    total = 0
    for v in squares(n):
        total += v
    acc = 0.0
    for a, b in pairs(range(n)):
        acc += a + b
    count = 0
    for x in plain(range(n)):
        count += x
    return total, acc, count


print(run(5000))
