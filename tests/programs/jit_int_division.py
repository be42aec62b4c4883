# floor division, modulo and right shift in traces: every sign, zero divisor, big ints
def run(n):
    out = []
    acc = 0
    for i in range(-n, n):
        d = (i % 7) + 1
        acc += i // d + i % d + (i >> (i % 5)) + (-i) // 3 + (-i) % 4 + i // 1 + i % 1 + (i >> 0) + (i >> 63)
        if i % 97 == 0:
            out.append((i // d, i % d, i >> 3, i // 8, i % 8, (-i) // 8, (-i) % 8))
    return acc, out[:6]
print(run(2000))
def mixed(n):
    t = 0
    vals = [7, -3, 2, 5, 10 ** 20, 3]
    for i in range(n):
        d = vals[i % 6]
        t += (i * 12345) // d + (i * 777) % d
        if i % 11 == 0:
            try:
                t += i // (i % 2 * 0)
            except ZeroDivisionError:
                t -= 1
    return t
print(mixed(3000))
def shifts(n):
    t = 0
    for i in range(n):
        t += (i << 3) >> (i % 70) if i % 70 < 64 else i >> 64
        t += (-i) >> (i % 66)
    return t
print(shifts(2000))
