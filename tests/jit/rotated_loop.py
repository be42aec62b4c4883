# Rotated loops: the loop's test runs again at the end of each iteration,
# on the next iteration's values, and branches back. Its exits leave with
# those values: the inner loop's test fails once per outer iteration (a
# bridge grows from that exit), and the `while not` loop's test is the
# opposite comparison.
def total(n):
    t = 0
    i = 0
    while i < n:
        t += i * 5 + 2
        i += 1
    return t


def nested(n):
    s = 0
    for a in range(n):
        b = 0
        while b < a % 7:
            s += a * b
            b += 1
        s += b
    return s


def countdown(n):
    k = n
    steps = 0
    while not k <= 0:
        k -= 3
        steps += 1
    return k, steps


print(total(100000))
print(nested(3000))
print(countdown(100000), countdown(100001))
