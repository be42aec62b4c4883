"""numbers for pith: the abstract base classes of the numeric tower,
Number > Complex > Real > Rational > Integral, with CPython's abstract
methods and the concrete ones each level derives from them (Complex:
__bool__, __sub__, __rsub__; Real: real, imag, conjugate, __divmod__,
__rdivmod__; Rational: __float__; Integral: __index__, __float__,
numerator, denominator). float is registered as Real and int (so bool) as
Integral, as in CPython.

pith has no complex type: nothing is registered as Complex, and
Real.__complex__ raises NotImplementedError by name.
"""
import abc
from abc import abstractmethod

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]

# isinstance() and issubclass() answers of the tower's classes (and their
# subclasses, such as Fraction), remembered until the next register().
_answers = {}


class ABCMeta(abc.ABCMeta):
    """abc.ABCMeta remembering its isinstance()/issubclass() answers (the
    checks run often: every mixed-type arithmetic asks them) and creating
    instances of a class without abstract methods directly."""

    __module__ = "abc"

    def register(cls, subclass):
        result = super().register(subclass)
        _answers.clear()
        return result

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        key = (cls, subclass)
        try:
            return _answers[key]
        except KeyError:
            pass
        except TypeError:
            return super().__subclasscheck__(subclass)
        answer = super().__subclasscheck__(subclass)
        _answers[key] = answer
        return answer

    def __call__(cls, *args, **kwargs):
        if cls.__abstractmethods__:
            return super().__call__(*args, **kwargs)
        return type.__call__(cls, *args, **kwargs)


class Number(metaclass=ABCMeta):
    """The root of the numeric tower: isinstance(x, Number) says x is a number."""

    __slots__ = ()
    __hash__ = None


class Complex(Number):
    """The operations of complex numbers: + - * / ** abs, ==, real, imag, conjugate."""

    __slots__ = ()

    @abstractmethod
    def __complex__(self):
        """complex(self)"""

    def __bool__(self):
        return self != 0

    @property
    @abstractmethod
    def real(self):
        """The real part."""
        raise NotImplementedError

    @property
    @abstractmethod
    def imag(self):
        """The imaginary part."""
        raise NotImplementedError

    @abstractmethod
    def __add__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __radd__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __neg__(self):
        raise NotImplementedError

    @abstractmethod
    def __pos__(self):
        raise NotImplementedError

    def __sub__(self, other):
        return self + -other

    def __rsub__(self, other):
        return -self + other

    @abstractmethod
    def __mul__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rmul__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __truediv__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rtruediv__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __pow__(self, exponent):
        raise NotImplementedError

    @abstractmethod
    def __rpow__(self, base):
        raise NotImplementedError

    @abstractmethod
    def __abs__(self):
        raise NotImplementedError

    @abstractmethod
    def conjugate(self):
        raise NotImplementedError

    @abstractmethod
    def __eq__(self, other):
        raise NotImplementedError


class Real(Complex):
    """Complex plus the ordering and the operations of real numbers: float(),
    math.trunc/floor/ceil, round(), //, %, divmod(), < and <=."""

    __slots__ = ()

    @abstractmethod
    def __float__(self):
        raise NotImplementedError

    @abstractmethod
    def __trunc__(self):
        raise NotImplementedError

    @abstractmethod
    def __floor__(self):
        raise NotImplementedError

    @abstractmethod
    def __ceil__(self):
        raise NotImplementedError

    @abstractmethod
    def __round__(self, ndigits=None):
        raise NotImplementedError

    def __divmod__(self, other):
        return (self // other, self % other)

    def __rdivmod__(self, other):
        return (other // self, other % self)

    @abstractmethod
    def __floordiv__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rfloordiv__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __mod__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rmod__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __lt__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __le__(self, other):
        raise NotImplementedError

    def __complex__(self):
        raise NotImplementedError("numbers: complex numbers are not supported by pith")

    @property
    def real(self):
        return +self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return +self


Real.register(float)


class Rational(Real):
    """Real numbers as a ratio numerator/denominator in lowest terms."""

    __slots__ = ()

    @property
    @abstractmethod
    def numerator(self):
        raise NotImplementedError

    @property
    @abstractmethod
    def denominator(self):
        raise NotImplementedError

    def __float__(self):
        return int(self.numerator) / int(self.denominator)


class Integral(Rational):
    """Rational numbers with denominator 1, with int(), operator.index(),
    the shifts and the bitwise operations, and pow() with a modulus."""

    __slots__ = ()

    @abstractmethod
    def __int__(self):
        raise NotImplementedError

    def __index__(self):
        return int(self)

    @abstractmethod
    def __pow__(self, exponent, modulus=None):
        raise NotImplementedError

    @abstractmethod
    def __lshift__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rlshift__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rshift__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rrshift__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __and__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rand__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __xor__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __rxor__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __or__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __ror__(self, other):
        raise NotImplementedError

    @abstractmethod
    def __invert__(self):
        raise NotImplementedError

    def __float__(self):
        return float(int(self))

    @property
    def numerator(self):
        return +self

    @property
    def denominator(self):
        return 1


Integral.register(int)
