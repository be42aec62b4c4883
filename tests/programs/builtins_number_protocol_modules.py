# The numbers protocol of int and float: numerator/denominator, real/imag,
# conjugate, as_integer_ratio (0.0 is 0/1).
for v in (5, -3, True, 10**30):
    print(v.numerator, v.denominator, v.real, v.imag, v.conjugate(), v.as_integer_ratio())
for f in (0.0, -0.0, 2.5, 0.1, -7.0):
    print(f.real, f.imag, f.conjugate(), f.as_integer_ratio())
import math
from fractions import Fraction
class F:
    def __floor__(self):
        return "floored"
    def __ceil__(self):
        return "ceiled"
    def __trunc__(self):
        return "truncated"
    def __float__(self):
        return 2.5
class G:
    def __float__(self):
        return 2.5
print(math.floor(F()), math.ceil(F()), math.trunc(F()), math.floor(G()), math.ceil(G()), math.floor(Fraction(7, 2)), math.ceil(Fraction(7, 2)), math.trunc(Fraction(-7, 2)))
for bad in (lambda: math.trunc(G()), lambda: math.floor(object())):
    try:
        bad()
    except TypeError as e:
        print(e)

# types.ModuleType(name, doc) makes a module outside sys.modules.
import types, sys
m = types.ModuleType("scratch", "a doc")
m.x = 5
print(m.__name__, m.__doc__, m.x, "scratch" in sys.modules, isinstance(m, types.ModuleType), type(m).__name__)
exec("def f():\n    return x * 2\n", m.__dict__)
print(m.f(), sorted(k for k in vars(m) if not k.startswith("__")))
print(types.ModuleType("n").__doc__, repr(m)[:17])
try:
    types.ModuleType(5)
except TypeError as e:
    print(e)
