# numbers: the ABC tower (Number, Complex, Real, Rational, Integral), int/float/bool registered as in CPython, abstract methods, the concrete mixins, register()
import numbers
from numbers import Number, Complex, Real, Rational, Integral

tower = [Number, Complex, Real, Rational, Integral]
for value in [0, True, 2.5, float("nan"), "3", None, [1]]:
    print(repr(value), [isinstance(value, cls) for cls in tower])
for t in [int, bool, float, str, object]:
    print(t.__name__, [issubclass(t, cls) for cls in tower])
print([issubclass(a, b) for a in tower for b in tower])
print(numbers.__all__)
for cls in tower:
    print(cls.__name__, sorted(cls.__abstractmethods__))
    print("  hash", cls.__hash__, "metaclass", type(cls).__name__)

for cls in tower[1:]:
    try:
        cls()
    except TypeError as e:
        print(type(e).__name__, e)


class Hours(Integral):
    """A small Integral: enough concrete methods to instantiate."""

    def __init__(self, n):
        self.n = int(n)

    def __repr__(self):
        return f"Hours({self.n})"

    def __int__(self):
        return self.n

    def _wrap(op):
        def method(self, *args):
            args = [a.n if isinstance(a, Hours) else a for a in args]
            result = op(self.n, *args)
            return Hours(result) if isinstance(result, int) and not isinstance(result, bool) else result
        return method

    __add__ = _wrap(lambda a, b: a + b)
    __radd__ = _wrap(lambda a, b: b + a)
    __mul__ = _wrap(lambda a, b: a * b)
    __rmul__ = _wrap(lambda a, b: b * a)
    __truediv__ = _wrap(lambda a, b: a / b)
    __rtruediv__ = _wrap(lambda a, b: b / a)
    __floordiv__ = _wrap(lambda a, b: a // b)
    __rfloordiv__ = _wrap(lambda a, b: b // a)
    __mod__ = _wrap(lambda a, b: a % b)
    __rmod__ = _wrap(lambda a, b: b % a)
    __pow__ = _wrap(lambda a, b, m=None: pow(a, b, m))
    __rpow__ = _wrap(lambda a, b: b ** a)
    __lshift__ = _wrap(lambda a, b: a << b)
    __rlshift__ = _wrap(lambda a, b: b << a)
    __rshift__ = _wrap(lambda a, b: a >> b)
    __rrshift__ = _wrap(lambda a, b: b >> a)
    __and__ = _wrap(lambda a, b: a & b)
    __rand__ = _wrap(lambda a, b: b & a)
    __or__ = _wrap(lambda a, b: a | b)
    __ror__ = _wrap(lambda a, b: b | a)
    __xor__ = _wrap(lambda a, b: a ^ b)
    __rxor__ = _wrap(lambda a, b: b ^ a)
    __neg__ = _wrap(lambda a: -a)
    __pos__ = _wrap(lambda a: +a)
    __abs__ = _wrap(abs)
    __invert__ = _wrap(lambda a: ~a)
    __eq__ = _wrap(lambda a, b: a == b)
    __lt__ = _wrap(lambda a, b: a < b)
    __le__ = _wrap(lambda a, b: a <= b)
    __trunc__ = _wrap(lambda a: a)
    __floor__ = _wrap(lambda a: a)
    __ceil__ = _wrap(lambda a: a)
    __round__ = _wrap(lambda a, n=None: a)
    del _wrap


h = Hours(7)
print(h, isinstance(h, Rational), Hours.__abstractmethods__ == frozenset())
print("mixins:", h - 2, 10 - h, divmod(h, 2), divmod(30, h), bool(h), bool(Hours(0)))
print("real/imag:", h.real, h.imag, h.conjugate(), h.numerator, h.denominator)
print("index/float:", h.__index__(), [10, 20, 30, 40, 50, 60, 70, 80][h], float(h))
try:
    hash(h)
except TypeError as e:
    print(type(e).__name__, e)


class Meters(Real):
    def __init__(self, v):
        self.v = float(v)

    def __float__(self):
        return self.v

    def __repr__(self):
        return f"Meters({self.v})"

    __add__ = __radd__ = __mul__ = __rmul__ = lambda s, o: Meters(s.v * 1)
    __truediv__ = __rtruediv__ = __floordiv__ = __rfloordiv__ = lambda s, o: Meters(s.v)
    __mod__ = __rmod__ = __pow__ = __rpow__ = lambda s, o: Meters(s.v)
    __neg__ = lambda s: Meters(-s.v)
    __pos__ = lambda s: Meters(s.v)
    __abs__ = lambda s: Meters(abs(s.v))
    __eq__ = lambda s, o: s.v == float(o)
    __lt__ = lambda s, o: s.v < float(o)
    __le__ = lambda s, o: s.v <= float(o)
    __trunc__ = __floor__ = __ceil__ = lambda s: int(s.v)
    __round__ = lambda s, n=None: round(s.v, n)


m = Meters(2.5)
print(m, m.real, m.imag, m.conjugate(), float(m), bool(m), bool(Meters(0)))


class Ratio(Rational):
    numerator = 3
    denominator = 4


print(sorted(Ratio.__abstractmethods__)[:4], len(Ratio.__abstractmethods__))


class Pair:
    numerator = 3
    denominator = 4


print(Rational.__float__(Pair()), Integral.__float__(5), Integral.__index__(True))


class Money:
    pass


print("before register:", isinstance(Money(), Number), issubclass(Money, Real))
Number.register(Money)
print(isinstance(Money(), Number), isinstance(Money(), Complex), issubclass(Money, Real))
print(Real.register(Money) is Money, isinstance(Money(), Complex), isinstance(Money(), Rational))


class Celsius(float):
    pass


print(isinstance(Celsius(1.5), Real), isinstance(Celsius(1.5), Rational), type(Number), type(Integral).__name__)


class Later:
    pass


print(isinstance(Later(), Integral), issubclass(Later, Number))
Integral.register(Later)
print(isinstance(Later(), Integral), issubclass(Later, Number), issubclass(Later, Complex), isinstance(Later(), Real))
try:
    issubclass(3, Number)
except TypeError as e:
    print(type(e).__name__, e)
