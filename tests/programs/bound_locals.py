# Definite assignment: a local assigned by `x = expr` is known bound after the
# statement (the compiler and the JIT skip the emptiness check), but not after
# a try body that raised, a `del`, or a loop or branch that may not run.


def after_assignment(n):
    t = 0
    for i in range(n):
        r = [i, i + 1]
        x = r[0]
        t += x + r[1]
    return t


def raised_in_try():
    try:
        x = 1 // 0
    except ZeroDivisionError:
        pass
    try:
        return x
    except UnboundLocalError as e:
        return "unbound: " + str(e)


def deleted():
    x = 5
    del x
    try:
        return x
    except UnboundLocalError as e:
        return "unbound: " + str(e)


def loop_may_not_run(n):
    while n:
        n -= 1
        w = n * 2
    try:
        return w
    except UnboundLocalError as e:
        return "unbound: " + str(e)


def branch(c):
    if c:
        z = 1
    return z


print(after_assignment(300))
print(raised_in_try())
print(deleted())
print(loop_may_not_run(3), loop_may_not_run(0))
print(branch(True))
for c in [1, 1, 1, 0]:
    try:
        print(branch(c))
    except UnboundLocalError as e:
        print("unbound:", e)
