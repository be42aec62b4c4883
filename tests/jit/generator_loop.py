# A generator's loop always reaches its `yield` before it comes round: its
# trace runs from the loop's header to the yield and ends there, and each
# resume enters it again. The consumer's loop is compiled too (the
# generator's resumes are calls from it).
def squares(n):
    i = 0
    while i < n:
        v = i * i + 1
        if v % 3 == 0:
            v = v // 3
        yield v
        i += 1


def pairs(items):
    for x in items:
        yield x, x * 2.5


def run(n):
    total = 0
    for v in squares(n):
        total += v
    acc = 0.0
    for a, b in pairs(range(n)):
        acc += a + b
    return total, acc


print(run(5000))
