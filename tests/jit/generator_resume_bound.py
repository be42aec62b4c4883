# A loop whose only work is resuming a generator the trace cannot inline
# (this one delegates with `yield from`) stays in the interpreter, which
# resumes it in its own loop: from compiled code every resume would be a
# nested interpreter entry. A loop over the same kind of generator that
# does enough work of its own is still compiled.
def leaves(depth):
    if depth == 0:
        yield 1
        return
    yield from leaves(depth - 1)
    yield from leaves(depth - 1)


def count(n):
    seen = 0
    for r in range(n):
        for _ in leaves(6):
            pass
        seen += 1
    return seen


def weigh(n):
    total = 0.0
    for r in range(n):
        for x in leaves(4):
            a = x * 1.5 + r
            b = a * a - x
            c = b / (a + 1.0)
            total += a + b * 0.25 + c - x * 2.0
    return total


print(count(200))
print(weigh(200))
