# Functions as values, multiple return values, early return, implicit None.
def double(x):
    return x * 2
def square(x):
    return x * x
def negate(x):
    return -x
ops = [double, square, negate]
for f in ops:
    print(f(7), f(-3))
table = {"d": double, "s": square}
print(table["d"](21), table["s"](12))
def apply_twice(f, x):
    return f(f(x))
print(apply_twice(double, 5), apply_twice(square, 3), apply_twice(negate, 4))
def compose_apply(fs, x):
    for f in fs:
        x = f(x)
    return x
print(compose_apply([double, square, negate], 3))
g = square
print(g(9), g is square, g == square, double is square)
def divmod_like(a, b):
    return a // b, a % b
q, r = divmod_like(17, 5)
print(q, r, divmod_like(-17, 5))
def first_negative(lst):
    for i in range(len(lst)):
        if lst[i] < 0:
            return i
    return -1
print(first_negative([1, 2, -3, -4]), first_negative([1, 2]))
def no_return(x):
    x = x + 1
def bare_return(x):
    if x:
        return
    return "falsy"
print(no_return(1), bare_return(1), bare_return(0))
def sign(x):
    if x > 0:
        return 1
    elif x < 0:
        return -1
    return 0
print(sign(5), sign(-5), sign(0), sign(-0.0))
def mapper(f, lst):
    out = []
    for x in lst:
        out.append(f(x))
    return out
print(mapper(double, [1, 2, 3]), mapper(str, [1, 2]), mapper(len, ["ab", ""]))
print(sorted([3, -5, 1, -2], key=square), max([3, -5, 1], key=negate))
