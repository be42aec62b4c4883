# Bitwise operators on positive and negative ints.
vals = [0, 1, 5, 12, 255, -1, -5, -12, -256]
for a in vals:
    print(a, "~", ~a)
for a in [12, -12, 255, -256]:
    for b in [10, -10, 1, -1, 0]:
        print(a, b, "&", a & b, "|", a | b, "^", a ^ b)
print(0xFF & 0x0F, 0xF0 | 0x0F, 0xFF ^ 0xAA, 0b1010, 0o17)
print(~0, ~-1, ~~5, -~5, ~-~5)
x = 0
for i in range(10):
    x = x | (1 << i) if i % 2 == 0 else x
print("x", x)
print(2 ** 70 & (2 ** 70 - 1), 2 ** 70 | 1, 2 ** 70 ^ 2 ** 70, ~(2 ** 70))
print(-(2 ** 70) & 0xFFFF, -(2 ** 70) | 1, (2 ** 70 + 5) ^ -1)
print(-(2 ** 65) & -(2 ** 64), (2 ** 65 - 1) & -(2 ** 60))
y = 0xDEADBEEF
y &= 0xFFFF
print(y)
y |= 0x10000
print(y)
y ^= 0xFF
print(y)
print(True & True, True | False, True ^ True, 3 & True)
m = 1
cnt = 0
v = 0b1011011101
while m <= v:
    if v & m:
        cnt = cnt + 1
    m = m << 1
print("popcount", cnt)
