# String building: concatenation in loops, join, repetition, reversal.
s = ""
for i in range(20):
    s = s + str(i % 10)
print(s, len(s))
parts = []
for i in range(1, 11):
    parts.append(str(i * i))
print(",".join(parts))
box_w = 12
print("+" + "-" * box_w + "+")
for word in ["hello", "pith", "vm"]:
    print("|" + word.center(box_w) + "|")
print("+" + "-" * box_w + "+")
def to_binary(n):
    if n == 0:
        return "0"
    out = ""
    neg = n < 0
    if neg:
        n = -n
    while n > 0:
        out = str(n % 2) + out
        n = n // 2
    if neg:
        out = "-" + out
    return out
for n in [0, 1, 5, 255, -6, 1024, 2 ** 65 + 3]:
    print(n, to_binary(n))
def to_base(n, b):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    out = ""
    while n > 0:
        out = digits[n % b] + out
        n = n // b
    return out
print(to_base(255, 16), to_base(2 ** 64, 36), to_base(100, 7), to_base(12345, 2))
def roman(n):
    vals = [1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1]
    syms = ["M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"]
    out = ""
    for i in range(len(vals)):
        while n >= vals[i]:
            out = out + syms[i]
            n = n - vals[i]
    return out
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    print(n, roman(n))
acc = "x"
for i in range(6):
    acc = acc + acc[::-1] + str(i)
print(len(acc), acc[:40], acc[-10:])
words = "the quick brown fox".split()
caps = ""
for w in words:
    caps = caps + w[0].upper() + w[1:] + " "
print(repr(caps.rstrip()))
