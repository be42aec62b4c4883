# Floor division, modulo, bitwise ops and right shifts on small ints, with
# every sign combination and the edges (the interpreter's inline paths must
# agree with the general ones exactly).
vals = [-7, -3, -1, 0, 1, 3, 7, 2 ** 62 - 1, -(2 ** 62)]
for a in vals:
    row = []
    for b in vals:
        if b != 0:
            row.append((a // b, a % b))
        row.append((a & b, a | b, a ^ b))
    print(a, row)
for a in vals:
    print(a, [a >> s for s in (0, 1, 2, 61, 62, 63, 64, 100)])
for a, b in ((5, 0), (0, 0), (-5, 0)):
    try:
        print(a // b)
    except ZeroDivisionError as e:
        print("// ZeroDivisionError:", e)
    try:
        print(a % b)
    except ZeroDivisionError as e:
        print("% ZeroDivisionError:", e)
try:
    print(1 >> -1)
except ValueError as e:
    print("ValueError:", e)
# Big results and mixed types stay on the general paths.
print(-(2 ** 62) // -1, (-(2 ** 62)) % -1, True & 3, True ^ True, 7.5 // 2, 7 % 2.5)
acc = 0
for i in range(2000):
    acc ^= (i * 7919) % 1013 // 3 & 255 | (i >> 3)
print(acc)
