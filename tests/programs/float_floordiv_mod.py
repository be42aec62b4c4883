# Float floor division and modulo semantics.
xs = [5.0, -5.0, 5.5, -5.5, 0.0, 1e-10, 7.25]
ys = [2.0, -2.0, 0.75, -0.75, 3]
for x in xs:
    for y in ys:
        q = x // y
        r = x % y
        print(x, y, q, r, q * y + r)
print(1.0 // 0.1, 1.0 % 0.1, 0.3 // 0.1, 0.3 % 0.1)
print(-1.0 // 0.1, -1.0 % 0.1)
print(1e300 // 1e-300, 10 // 3.0, 10 % 3.0, -10 // 3.0, -10 % 3.0)
print(type(7 // 2.0).__name__, type(7.0 % 2).__name__)
print(-7.5 // 2, -7.5 % 2, 7.5 // -2, 7.5 % -2)
print(2 ** 70 // 3.0, 2 ** 70 % 3.0, -(2 ** 70) // 1e10)
a = 100.0
steps = 0
while a > 1:
    a = a // 3 + a % 3 / 10
    steps = steps + 1
    print("step", steps, a)
