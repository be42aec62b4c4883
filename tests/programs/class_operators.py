# Operator overloading.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return "Vec(" + str(self.x) + ", " + str(self.y) + ")"
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        return Vec(self.x + o, self.y + o)
    def __radd__(self, o):
        print("radd with", o)
        return Vec(self.x + o, self.y + o)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    def __rmul__(self, k):
        return Vec(self.x * k, self.y * k)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __eq__(self, o):
        return isinstance(o, Vec) and self.x == o.x and self.y == o.y
    def __lt__(self, o):
        return (self.x * self.x + self.y * self.y) < (o.x * o.x + o.y * o.y)
    def __le__(self, o):
        return self == o or self < o
    def __bool__(self):
        return self.x != 0 or self.y != 0
    def __abs__(self):
        return (self.x * self.x + self.y * self.y) ** 0.5
a = Vec(1, 2)
b = Vec(3, 4)
print(a + b, a - b, a * 3, 2 * a, -a, a + 10)
print(5 + a)
print(sum([a, b, Vec(0, 1)]))
print(a == Vec(1, 2), a == b, a != b, a != Vec(1, 2), a == "x")
print(a < b, b < a, a <= Vec(1, 2), b <= a, a > b, b >= a)
print(abs(b), bool(Vec(0, 0)), bool(a), not Vec(0, 0))
if Vec(0, 0):
    print("truthy?")
else:
    print("zero vector is falsy")
print(sorted([b, Vec(0, 1), a, Vec(-5, 0)]))
print(max([a, b]), min([a, b]))
v = Vec(1, 1)
v += Vec(1, 1)
print(v)
v *= 5
print(v)
v = -v + b
print(v)
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, o):
        return Money(self.cents + o.cents)
    def __eq__(self, o):
        return self.cents == o.cents
    def __gt__(self, o):
        return self.cents > o.cents
    def __str__(self):
        return "$" + str(self.cents // 100) + "." + str(self.cents % 100).zfill(2)
m = Money(150) + Money(275)
print(m, m == Money(425), m > Money(1), Money(1) < m)
try:
    print(Vec(1, 1) - 5)
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(Money(1) * 2)
except TypeError as e:
    print("TypeError:", e)
