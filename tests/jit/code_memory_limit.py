# Many distinct hot loops under a small code memory limit: compiling one
# drops every trace compiled before, some while they run (an outer loop's
# trace calls a function whose own loop compiles), and the loops compile
# again when they get hot again.
def inner_a(n):
    s = 0
    for i in range(n):
        s += i * 3
    return s

def inner_b(n):
    s = 1
    for i in range(n):
        s = (s * 7 + i) % 1009
    return s

def inner_c(n):
    t = []
    for i in range(n):
        t.append(i % 5)
    return sum(t)

def outer(m):
    total = 0
    for i in range(m):
        total += inner_a(20 + i % 3) + inner_b(15) + inner_c(10 + i % 2)
    return total

def squares(n):
    return [k * k for k in range(n)]

def floats(n):
    x = 0.5
    for i in range(n):
        x = x * 1.01 + 0.25
    return round(x, 6)

for rep in range(3):
    print(outer(40), sum(squares(200)), floats(300))
    print(inner_b(500), inner_c(300))
