# Dies with ZeroDivisionError from integer modulo by zero.
def digits(n, base):
    out = []
    while n > 0:
        out.append(n % base)
        n = n // base
    return out
print(digits(2024, 10), digits(255, 16), digits(2 ** 70, 1000))
n = 100
for m in [7, 3, 1, -1, -3]:
    print(n, "%", m, "=", n % m)
bases = [2, 8, 1]
for b in bases:
    print("base", b - 1 if b == 1 else b)
    mod = b - 1
    print(n, "%", mod, "=", n % mod)
print("never printed")
