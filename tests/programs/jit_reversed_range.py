# reversed() of ranges inside hot loops: unit steps both ways (made in the
# trace as a backwards range iterator), empty ranges, ranges that are
# empty on some rounds only, other steps, and negative bounds.


def backwards(n):
    t = 0
    for k in range(n):
        for i in reversed(range(k % 9)):
            t = t * 3 + i
            t %= 1000003
    return t


def between(n):
    out = []
    for k in range(n):
        a, b = k % 7 - 3, k % 5 - 1
        s = 0
        for i in reversed(range(a, b)):
            s = s * 2 + i
        for i in reversed(range(b, a, -1)):
            s = s * 2 - i
        out.append(s)
    return sum(out), out[-6:]


def other_steps(n):
    t = 0
    for k in range(n):
        for i in reversed(range(0, k % 11, 2)):
            t += i * k
        for i in reversed(range(k % 13, -5, -3)):
            t -= i
    return t


def first_break(n):
    found = []
    for k in range(n):
        for i in reversed(range(k % 8)):
            if i % 3 == 2:
                found.append(i)
                break
        else:
            found.append(-1)
    return sum(found), found[:10]


print(backwards(3000))
print(between(3000))
print(other_steps(3000))
print(first_break(3000))
