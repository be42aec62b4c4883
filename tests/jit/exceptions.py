# Exceptions raised inside compiled loops: by a callee, by the loop body
# itself, caught inside the loop and outside it; tracebacks name the line.
def risky(i):
    if i % 7 == 3:
        raise ValueError("bad %d" % i)
    return i


def run(n):
    caught = 0
    total = 0
    for i in range(n):
        try:
            total += risky(i)
        except ValueError as e:
            caught += 1
            last = str(e)
    return total, caught, last


print(run(1000))


def divide(n):
    s = 0
    for i in range(n, -1, -1):
        s += 100 // i
    return s


try:
    divide(200)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
