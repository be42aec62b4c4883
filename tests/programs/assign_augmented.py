# Augmented assignment for every operator on ints, floats, strings, lists.
x = 100
x += 7
print("+=", x)
x -= 10
print("-=", x)
x *= 3
print("*=", x)
x //= 4
print("//=", x)
x %= 17
print("%=", x)
x **= 5
print("**=", x)
x <<= 3
print("<<=", x)
x >>= 2
print(">>=", x)
x &= 0xFFF
print("&=", x)
x |= 0x1000
print("|=", x)
x ^= 0xFF
print("^=", x)
x /= 8
print("/=", x, type(x).__name__)
f = 2.5
f += 0.25
print(f)
f -= 1
print(f)
f *= 4
print(f)
f /= 3
print(f)
f //= 0.5
print(f)
f %= 2.5
print(f)
f **= 2
print(f)
s = "ab"
s += "cd"
print(s)
s *= 3
print(s)
l = [1]
alias = l
l += [2, 3]
print(l, alias, l is alias)
l *= 2
print(l, alias, l is alias)
l += "xy"
print(l)
l += (9,)
print(l)
t = (1,)
talias = t
t += (2,)
print(t, talias, t is talias)
big = 2 ** 60
big *= 2 ** 10
big += 1
big -= 2 ** 71
big //= 3
print(big)
n = -17
n %= 5
print(n)
