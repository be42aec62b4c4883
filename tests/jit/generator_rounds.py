# A loop over fresh generators in every round of an outer loop: the
# generators' end is the inner loop's end, an exit taken once per entry of
# the inner loop's trace, which must not throw the trace away when no
# bridge follows it (the outer loop has no trace yet when that exit has
# failed a thousand times).
def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x


def scaled(xs, k):
    for x in xs:
        yield x * k


def rounds(r, n):
    t = 0
    for k in range(r):
        for v in scaled(evens(range(n)), k):
            t += v & 1023
    return t


print(rounds(1300, 1000))
