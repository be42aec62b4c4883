# Dies with ZeroDivisionError from integer floor division by a big-int difference.
big = 2 ** 70
for k in [2 ** 69, 2 ** 68, 3, 1, -7]:
    print(big, "//", k, "=", big // k, "rem", big % k)
den = 1
steps = 0
while den < 2 ** 70:
    den = den * 2
    steps = steps + 1
print("steps", steps, den == big)
den = big - den
print("den", den, type(den).__name__)
r = big // 3
print("big // 3 =", r)
print(big // den)
print("never printed")
for i in range(3):
    print(i)
