# Arithmetic dunder methods on a Fraction-like class: + - * / // % ** with
# ints on either side (reflected __radd__ etc.), unary - + abs, in-place
# operators falling back to binary ones, __iadd__ mutating in place,
# NotImplemented leading to TypeError messages, __int__/__float__/__round__,
# __index__ for slicing and bin(), and a Vector with __matmul__.
import math

class Frac:
    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("Frac denominator is zero")
        g = math.gcd(num, den)
        if den < 0:
            g = -g
        self.num, self.den = num // g, den // g
    @staticmethod
    def _coerce(x):
        if isinstance(x, Frac):
            return x
        if isinstance(x, int):
            return Frac(x)
        return None
    def __add__(self, o):
        o = Frac._coerce(o)
        if o is None:
            return NotImplemented
        return Frac(self.num * o.den + o.num * self.den, self.den * o.den)
    __radd__ = __add__
    def __sub__(self, o):
        o = Frac._coerce(o)
        if o is None:
            return NotImplemented
        return Frac(self.num * o.den - o.num * self.den, self.den * o.den)
    def __rsub__(self, o):
        o = Frac._coerce(o)
        return NotImplemented if o is None else o - self
    def __mul__(self, o):
        o = Frac._coerce(o)
        if o is None:
            return NotImplemented
        return Frac(self.num * o.num, self.den * o.den)
    __rmul__ = __mul__
    def __truediv__(self, o):
        o = Frac._coerce(o)
        if o is None:
            return NotImplemented
        return Frac(self.num * o.den, self.den * o.num)
    def __rtruediv__(self, o):
        return Frac._coerce(o) / self
    def __floordiv__(self, o):
        q = self / o
        return q.num // q.den
    def __mod__(self, o):
        return self - (self // o) * Frac._coerce(o)
    def __pow__(self, n):
        if not isinstance(n, int):
            return NotImplemented
        if n < 0:
            return Frac(self.den ** -n, self.num ** -n)
        return Frac(self.num ** n, self.den ** n)
    def __rpow__(self, base):
        if self.den == 1:
            return base ** self.num
        return float(base) ** float(self)
    def __neg__(self):
        return Frac(-self.num, self.den)
    def __pos__(self):
        return self
    def __abs__(self):
        return Frac(abs(self.num), self.den)
    def __eq__(self, o):
        o = Frac._coerce(o)
        return o is not None and (self.num, self.den) == (o.num, o.den)
    def __lt__(self, o):
        o = Frac._coerce(o)
        return self.num * o.den < o.num * self.den
    def __hash__(self):
        return hash((self.num, self.den))
    def __float__(self):
        return self.num / self.den
    def __int__(self):
        return int(self.num / self.den)
    def __round__(self, ndigits=None):
        return round(float(self), ndigits)
    def __bool__(self):
        return self.num != 0
    def __repr__(self):
        return f"{self.num}/{self.den}" if self.den != 1 else str(self.num)

a, b = Frac(1, 3), Frac(3, 4)
print(a + b, a - b, a * b, a / b, b // a, b % a, a ** 2, b ** -2, a ** 0)
print(a + 1, 1 + a, 2 - a, a - 2, 3 * a, a * 3, 1 / a, a / 2, 2 ** Frac(3), 4 ** Frac(1, 2))
print(-a, +a, abs(Frac(-5, 10)), Frac(6, -8), Frac(0, 5), bool(Frac(0)), bool(a), a == Frac(2, 6), a == 1, Frac(4, 2) == 2)
print(float(b), int(Frac(-7, 2)), round(Frac(2, 3), 3), round(Frac(5, 2)), sorted([b, a, Frac(-1), Frac(1, 2)]))
print(sum([Frac(1, n) for n in range(1, 7)]), sum([Frac(1, 2)] * 4, Frac(0)), max(a, b), min([a, b, Frac(1, 4)]))
x = Frac(1)
y = x
x += Frac(1, 2)
x *= 2
x -= 1
x /= Frac(4)
x **= 2
print(x, y, x is y)
for op in [lambda: a + 1.5, lambda: "s" * a, lambda: a @ b, lambda: a ** 0.5, lambda: Frac(1, 0), lambda: a / Frac(0), lambda: [] - a]:
    try:
        print(op())
    except (TypeError, ZeroDivisionError) as e:
        print(type(e).__name__, e)

# harmonic numbers exact
h = Frac(0)
for n in range(1, 21):
    h += Frac(1, n)
print(h, float(h))

class Vec:
    def __init__(self, *c):
        self.c = list(c)
    def __matmul__(self, o):
        return sum(p * q for p, q in zip(self.c, o.c))
    def __iadd__(self, o):
        for i, v in enumerate(o.c):
            self.c[i] += v
        return self
    def __add__(self, o):
        return Vec(*[p + q for p, q in zip(self.c, o.c)])
    def __mul__(self, k):
        return Vec(*[p * k for p in self.c])
    def __rmul__(self, k):
        return self * k
    def __repr__(self):
        return f"Vec{tuple(self.c)}"
u, v = Vec(1, 2, 3), Vec(4, 5, 6)
w = u
u += v
print(u, w, u is w, u @ v, Vec(1, 0) @ Vec(0, 1), 2 * v, v * -1, u + v)

class Idx:
    def __init__(self, i):
        self.i = i
    def __index__(self):
        return self.i
seq = list(range(10))
print(seq[Idx(3)], seq[Idx(1):Idx(4)], bin(Idx(5)), hex(Idx(255)), "abc"[Idx(-1)], [0] * Idx(3), range(Idx(4)))
