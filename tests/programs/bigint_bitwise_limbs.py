# &, | and ^ with big ints on either side: non-negative operands (done
# on limbs), negative ones (two's complement, the general path), mixed
# with small ints and bools, results small again, and in-place forms.
big = [2 ** 62, 2 ** 63 - 1, 2 ** 63, 2 ** 64 + 5, 2 ** 100 + 2 ** 70 + 3, 9223372036854775807, 12345678901234567890123]
small = [0, 1, 7, 2 ** 40, -1, -2 ** 40, True, False]
negbig = [-(2 ** 64), -(2 ** 100) - 1, -(2 ** 63)]

for a in big + negbig:
    for b in big + small + negbig:
        print(a & b, a | b, a ^ b, b & a, b | a, b ^ a)

h = 0
for z in big * 3:
    h ^= z
    print(h, h.bit_length())
h |= 2 ** 130
h &= 2 ** 131 - 1
print(h, type(h).__name__)
print((2 ** 64 + 1) ^ (2 ** 64), (2 ** 64) & 1, type((2 ** 64 + 1) ^ (2 ** 64)).__name__)
try:
    print(2 ** 70 & 1.5)
except TypeError as e:
    print("TypeError:", e)
