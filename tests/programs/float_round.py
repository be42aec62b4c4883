# round() with and without digits; banker's rounding.
for v in [0.5, 1.5, 2.5, 3.5, 4.5, -0.5, -1.5, -2.5, 2.4, 2.6, -2.6, 0.49999999999999994]:
    r = round(v)
    print(v, r, type(r).__name__)
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2))
print(round(3.14159, 3), round(3.14159, 0), round(-3.14159, 1), round(1234.5678, -2))
print(round(1234.5678, -1), round(15.0, -1), round(25.0, -1), round(5.5, 0))
print(round(1e20), round(1e20, 2), round(1.23456789e-5, 7))
print(round(7), round(-7), round(7, 2), round(1234, -2), round(1250, -2), round(1350, -2))
print(type(round(2.5, 1)).__name__, type(round(7, 1)).__name__)
x = 0.0
for i in range(12):
    x = x + 0.37
    print(i, x, round(x, 1), round(x, 3), round(x))
print(round(-0.4), round(-0.0), round(0.0, 2), round(-0.001, 2))
print(round(123.456, 5), round(2.5, 0), round(3.5, 0))
