# The math module.
import math
print(math.pi, math.e, math.inf, -math.inf, math.inf > 10 ** 300)
print(math.sqrt(16), math.sqrt(2), math.sqrt(0), math.sqrt(1e10), math.sqrt(0.25))
for v in [2.5, -2.5, 3.0, -0.5, 7, -7, 1e10 + 0.5]:
    print(v, math.floor(v), math.ceil(v), type(math.floor(v)).__name__)
print(math.floor(2 ** 70), math.ceil(-3), math.floor(-0.0))
print(math.isnan(float("nan")), math.isnan(1.0), math.isnan(math.inf), math.isnan(math.inf - math.inf))
print(math.fabs(-3), math.fabs(2.5), math.fabs(-0.0), type(math.fabs(-3)).__name__)
print(math.gcd(12, 18), math.gcd(17, 5), math.gcd(0, 9), math.gcd(-12, 18), math.gcd(0, 0))
print(math.gcd(2 ** 80, 6 ** 30), math.gcd(123456789, 987654321))
print(math.log(1), math.log(math.e), math.log(1024, 2), round(math.log(10), 12))
print(math.exp(0), round(math.exp(1), 12), round(math.exp(-2), 12), round(math.log(math.exp(3.5)), 10))
print(math.sin(0), math.cos(0), round(math.sin(math.pi / 2), 12), round(math.cos(math.pi), 12))
for i in range(8):
    x = i * math.pi / 4
    print(i, round(math.sin(x), 9), round(math.cos(x), 9), round(math.sin(x) ** 2 + math.cos(x) ** 2, 9))
r = 3
print("circle area", round(math.pi * r * r, 6), "circumference", round(2 * math.pi * r, 6))
a = 3
b = 4
print("hypot", math.sqrt(a * a + b * b))
print(math.floor(7 / 2), math.ceil(7 / 2), math.floor(-7 / 2), math.ceil(-7 / 2))
