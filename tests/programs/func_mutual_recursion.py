# Mutual recursion between module-level functions.
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)
for n in [0, 1, 2, 7, 10, 51, 200]:
    print(n, is_even(n), is_odd(n))
def hof_f(n):
    if n == 0:
        return 1
    return n - hof_m(hof_f(n - 1))
def hof_m(n):
    if n == 0:
        return 0
    return n - hof_f(hof_m(n - 1))
fs = []
ms = []
for i in range(20):
    fs.append(hof_f(i))
    ms.append(hof_m(i))
print("F", fs)
print("M", ms)
def expr(tokens, pos):
    left, pos = term(tokens, pos)
    while pos < len(tokens) and tokens[pos] == "+":
        right, pos = term(tokens, pos + 1)
        left = left + right
    return left, pos
def term(tokens, pos):
    left, pos = atom(tokens, pos)
    while pos < len(tokens) and tokens[pos] == "*":
        right, pos = atom(tokens, pos + 1)
        left = left * right
    return left, pos
def atom(tokens, pos):
    if tokens[pos] == "(":
        v, pos = expr(tokens, pos + 1)
        return v, pos + 1
    return int(tokens[pos]), pos + 1
for src in ["1 + 2 * 3", "( 1 + 2 ) * 3", "2 * ( 3 + 4 ) * 5 + 1", "7"]:
    print(src, "=", expr(src.split(), 0)[0])
