"""fractions for pith: Fraction, an exact rational number (a numbers.Rational)
kept in lowest terms with a positive denominator.

Fraction() takes an int, a Rational, a float or a Decimal (converted
exactly), a string ("3/4", " -1.5e3 ", "1_000.25") or a numerator and a
denominator. Arithmetic with ints and Fractions is exact; with a float it
gives a float. Comparisons and hash() agree with int, float and Decimal
(hash(Fraction(1, 2)) == hash(0.5)). from_float, from_decimal,
limit_denominator, as_integer_ratio, __floor__/__ceil__/__trunc__, int(),
round() with ndigits, str and repr are CPython 3.11's.

pith has no complex type: mixing a Fraction with a complex is not possible.
"""
import math
import sys
import numbers

__all__ = ["Fraction"]

# The modulus of CPython's hash of numbers, and the hash of infinity.
_HASH_MODULUS = (1 << 61) - 1
_HASH_INF = 314159

_new_object = object.__new__


def _gcd(a, b):
    """math.gcd(a, b), after one step of Euclid's algorithm (which makes
    the operands' sizes alike; pith's gcd is slow when they differ)."""
    if a and b:
        if a < 0:
            a = -a
        if b < 0:
            b = -b
        if a > b:
            a %= b
        else:
            b %= a
    return math.gcd(a, b)


def _make(cls, numerator, denominator):
    """A Fraction from a numerator and denominator already in lowest terms."""
    self = _new_object(cls)
    self._numerator = numerator
    self._denominator = denominator
    return self


def _reduced(numerator, denominator):
    """A Fraction numerator/denominator (denominator not 0) in lowest terms."""
    g = _gcd(numerator, denominator)
    if denominator < 0:
        g = -g
    if g != 1:
        numerator //= g
        denominator //= g
    self = _new_object(Fraction)
    self._numerator = numerator
    self._denominator = denominator
    return self


def _float_ratio(f):
    """f.as_integer_ratio(), with zero as (0, 1)."""
    if f == 0.0:
        return 0, 1
    return f.as_integer_ratio()


def _from_float(f):
    numerator, denominator = _float_ratio(f)
    return _make(Fraction, numerator, denominator)


def _is_decimal(value):
    decimal = sys.modules.get("decimal")
    return decimal is not None and isinstance(value, decimal.Decimal)


# --- parsing a string -------------------------------------------------------

def _digit_value(ch):
    """The value of a decimal digit that is not ASCII (Unicode decimal digits
    come in runs of ten, from zero up)."""
    code = ord(ch)
    start = code
    while start > 0 and chr(start - 1).isdecimal():
        start -= 1
    return (code - start) % 10


def _scan_digits(s, pos):
    """The end of a run of digits with single underscores between them
    (\\d+(_\\d+)*) starting at pos, or pos when there is none."""
    n = len(s)
    end = pos
    i = pos
    while i < n:
        ch = s[i]
        if "0" <= ch <= "9" or (ch > "\x7f" and ch.isdecimal()):
            i += 1
            end = i
        elif ch == "_" and i > pos and i + 1 < n and end == i and _is_digit(s[i + 1]):
            i += 1
        else:
            break
    return end


def _is_digit(ch):
    return "0" <= ch <= "9" or (ch > "\x7f" and ch.isdecimal())


def _int_of(digits):
    """int() of a digit string, Unicode decimal digits included."""
    if not digits.isascii():
        digits = "".join(ch if ch < "\x80" else str(_digit_value(ch)) for ch in digits)
    return int(digits)


def _parse(text):
    """(numerator, denominator) of a Fraction literal, or None when text
    is not one."""
    s = text.strip()
    # The common forms first: "n", "n/d", "n.f" with ASCII digits.
    body = s[1:] if s[:1] in ("+", "-") else s
    if body.isascii():
        if body.isdigit():
            numerator = int(body)
            return (-numerator if s[0] == "-" else numerator), 1
        num, slash, den = body.partition("/")
        if slash and num.isdigit() and den.isdigit():
            numerator = int(num)
            return (-numerator if s[0] == "-" else numerator), int(den)
        num, dot, frac = body.partition(".")
        if dot and frac.isdigit() and (num.isdigit() or not num):
            scale = 10 ** len(frac)
            numerator = int(num or "0") * scale + int(frac)
            return (-numerator if s[0] == "-" else numerator), scale
    n = len(s)
    pos = 0
    negative = False
    if pos < n and s[pos] in "+-":
        negative = s[pos] == "-"
        pos += 1
    if pos >= n:
        return None
    if not (_is_digit(s[pos]) or (s[pos] == "." and pos + 1 < n and _is_digit(s[pos + 1]))):
        return None
    end = _scan_digits(s, pos)
    num = s[pos:end]
    pos = end
    denom = decimal = exp = ""
    if pos < n and s[pos] == "/":
        end = _scan_digits(s, pos + 1)
        if end == pos + 1:
            return None
        denom = s[pos + 1:end]
        pos = end
    else:
        if pos < n and s[pos] == ".":
            pos += 1
            if pos < n and s[pos] in "dD":
                # CPython 3.11's pattern takes a run of the letter d here
                # (and then fails to convert it to an int).
                end = pos
                while end < n and s[end] in "dD":
                    end += 1
            else:
                end = _scan_digits(s, pos)
            decimal = s[pos:end]
            pos = end
        if pos < n and s[pos] in "eE":
            start = pos + 1
            if start < n and s[start] in "+-":
                start += 1
            end = _scan_digits(s, start)
            if end == start:
                return None
            exp = s[pos + 1:end]
            pos = end
    if pos != n:
        return None
    numerator = _int_of(num) if num else 0
    if denom:
        denominator = _int_of(denom)
    else:
        denominator = 1
        if decimal:
            decimal = decimal.replace("_", "")
            scale = 10 ** len(decimal)
            numerator = numerator * scale + _int_of(decimal)
            denominator *= scale
        if exp:
            power = _int_of(exp)
            if power >= 0:
                numerator *= 10 ** power
            else:
                denominator *= 10 ** -power
    if negative:
        numerator = -numerator
    return numerator, denominator


# --- the type ---------------------------------------------------------------

class Fraction(numbers.Rational):
    """An exact rational number numerator/denominator.

    Fraction(3, 4), Fraction(0.25), Fraction("3/4"), Fraction("-1.5e3"),
    Fraction(Decimal("1.1")), Fraction(other_fraction)."""

    __slots__ = ("_numerator", "_denominator")

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        if denominator is None:
            kind = type(numerator)
            if kind is int:
                return _make(cls, numerator, 1)
            if kind is Fraction:
                return _make(cls, numerator._numerator, numerator._denominator)
            if isinstance(numerator, str):
                parts = _parse(numerator)
                if parts is None:
                    raise ValueError("Invalid literal for Fraction: %r" % numerator)
                numerator, denominator = parts
            elif isinstance(numerator, float):
                numerator, denominator = _float_ratio(numerator)
                return _make(cls, numerator, denominator)
            elif isinstance(numerator, (int, Fraction)) or isinstance(numerator, numbers.Rational):
                numerator, denominator = _parts(numerator)
            elif _is_decimal(numerator):
                numerator, denominator = numerator.as_integer_ratio()
                return _make(cls, numerator, denominator)
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif type(numerator) is int and type(denominator) is int:
            pass
        elif _is_rational(numerator) and _is_rational(denominator):
            na, da = _parts(numerator)
            nb, db = _parts(denominator)
            numerator, denominator = na * db, nb * da
        else:
            raise TypeError("both arguments should be Rational instances")
        if denominator == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % numerator)
        if _normalize:
            g = _gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        return _make(cls, numerator, denominator)

    @classmethod
    def from_float(cls, f):
        """The exact value of a float (or of an int)."""
        if isinstance(f, float):
            if cls is Fraction:
                return _from_float(f)
        elif isinstance(f, int) or isinstance(f, numbers.Integral):
            return cls(f)
        else:
            raise TypeError("%s.from_float() only takes floats, not %r (%s)"
                            % (cls.__name__, f, type(f).__name__))
        return cls(*_float_ratio(f))

    @classmethod
    def from_decimal(cls, dec):
        """The exact value of a Decimal (or of an int)."""
        from decimal import Decimal
        if isinstance(dec, numbers.Integral):
            dec = Decimal(int(dec))
        elif not isinstance(dec, Decimal):
            raise TypeError("%s.from_decimal() only takes Decimals, not %r (%s)"
                            % (cls.__name__, dec, type(dec).__name__))
        return cls(*dec.as_integer_ratio())

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction to self with a denominator of at most
        max_denominator (found along the continued fraction of self)."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        # prev_* and cur_* are the last two convergents p/q.
        prev_p, prev_q, cur_p, cur_q = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            next_q = prev_q + a * cur_q
            if next_q > max_denominator:
                break
            prev_p, prev_q, cur_p, cur_q = cur_p, cur_q, prev_p + a * cur_p, next_q
            n, d = d, n - a * d
        k = (max_denominator - prev_q) // cur_q
        semiconvergent = Fraction(prev_p + k * cur_p, prev_q + k * cur_q)
        convergent = Fraction(cur_p, cur_q)
        if abs(convergent - self) <= abs(semiconvergent - self):
            return convergent
        return semiconvergent

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        return "%s(%s, %s)" % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    # --- arithmetic ---------------------------------------------------------
    # With a Fraction or an int the result is exact; with a float it is the
    # float operation on float(self); anything else is NotImplemented.

    def __add__(a, b):
        if type(b) is Fraction:
            return _add(a._numerator, a._denominator, b._numerator, b._denominator)
        if isinstance(b, int):
            return _add(a._numerator, a._denominator, b, 1)
        if isinstance(b, float):
            return _float(a) + b
        if isinstance(b, Fraction):
            return _add(a._numerator, a._denominator, b._numerator, b._denominator)
        return NotImplemented

    def __radd__(b, a):
        if isinstance(a, int):
            return _add(a, 1, b._numerator, b._denominator)
        if isinstance(a, float):
            return float(a) + _float(b)
        if isinstance(a, numbers.Rational):
            return _add(*_parts(a), b._numerator, b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) + _float(b)
        return NotImplemented

    def __sub__(a, b):
        if type(b) is Fraction:
            return _sub(a._numerator, a._denominator, b._numerator, b._denominator)
        if isinstance(b, int):
            return _sub(a._numerator, a._denominator, b, 1)
        if isinstance(b, float):
            return _float(a) - b
        if isinstance(b, Fraction):
            return _sub(a._numerator, a._denominator, b._numerator, b._denominator)
        return NotImplemented

    def __rsub__(b, a):
        if isinstance(a, int):
            return _sub(a, 1, b._numerator, b._denominator)
        if isinstance(a, float):
            return float(a) - _float(b)
        if isinstance(a, numbers.Rational):
            return _sub(*_parts(a), b._numerator, b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) - _float(b)
        return NotImplemented

    def __mul__(a, b):
        if type(b) is Fraction:
            return _mul(a._numerator, a._denominator, b._numerator, b._denominator)
        if isinstance(b, int):
            return _mul(a._numerator, a._denominator, b, 1)
        if isinstance(b, float):
            return _float(a) * b
        if isinstance(b, Fraction):
            return _mul(a._numerator, a._denominator, b._numerator, b._denominator)
        return NotImplemented

    def __rmul__(b, a):
        if isinstance(a, int):
            return _mul(a, 1, b._numerator, b._denominator)
        if isinstance(a, float):
            return float(a) * _float(b)
        if isinstance(a, numbers.Rational):
            return _mul(*_parts(a), b._numerator, b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) * _float(b)
        return NotImplemented

    def __truediv__(a, b):
        if type(b) is Fraction:
            return _div(a._numerator, a._denominator, b._numerator, b._denominator)
        if isinstance(b, int):
            return _div(a._numerator, a._denominator, b, 1)
        if isinstance(b, float):
            return _float(a) / b
        if isinstance(b, Fraction):
            return _div(a._numerator, a._denominator, b._numerator, b._denominator)
        return NotImplemented

    def __rtruediv__(b, a):
        if isinstance(a, int):
            return _div(a, 1, b._numerator, b._denominator)
        if isinstance(a, float):
            return float(a) / _float(b)
        if isinstance(a, numbers.Rational):
            return _div(*_parts(a), b._numerator, b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) / _float(b)
        return NotImplemented

    def __floordiv__(a, b):
        if type(b) is Fraction:
            return _floordiv(a._numerator, a._denominator, b._numerator, b._denominator)
        if isinstance(b, int):
            return _floordiv(a._numerator, a._denominator, b, 1)
        if isinstance(b, float):
            return _float(a) // b
        if isinstance(b, Fraction):
            return _floordiv(a._numerator, a._denominator, b._numerator, b._denominator)
        return NotImplemented

    def __rfloordiv__(b, a):
        if isinstance(a, int):
            return _floordiv(a, 1, b._numerator, b._denominator)
        if isinstance(a, float):
            return float(a) // _float(b)
        if isinstance(a, numbers.Rational):
            return _floordiv(*_parts(a), b._numerator, b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) // _float(b)
        return NotImplemented

    def __mod__(a, b):
        if type(b) is Fraction:
            return _mod(a._numerator, a._denominator, b._numerator, b._denominator)
        if isinstance(b, int):
            return _mod(a._numerator, a._denominator, b, 1)
        if isinstance(b, float):
            return _float(a) % b
        if isinstance(b, Fraction):
            return _mod(a._numerator, a._denominator, b._numerator, b._denominator)
        return NotImplemented

    def __rmod__(b, a):
        if isinstance(a, int):
            return _mod(a, 1, b._numerator, b._denominator)
        if isinstance(a, float):
            return float(a) % _float(b)
        if isinstance(a, numbers.Rational):
            return _mod(*_parts(a), b._numerator, b._denominator)
        if isinstance(a, numbers.Real):
            return float(a) % _float(b)
        return NotImplemented

    def __divmod__(a, b):
        if type(b) is Fraction:
            return _divmod(a._numerator, a._denominator, b._numerator, b._denominator)
        if isinstance(b, int):
            return _divmod(a._numerator, a._denominator, b, 1)
        if isinstance(b, float):
            return divmod(_float(a), b)
        if isinstance(b, Fraction):
            return _divmod(a._numerator, a._denominator, b._numerator, b._denominator)
        return NotImplemented

    def __rdivmod__(b, a):
        if isinstance(a, int):
            return _divmod(a, 1, b._numerator, b._denominator)
        if isinstance(a, float):
            return divmod(float(a), _float(b))
        if isinstance(a, numbers.Rational):
            return _divmod(*_parts(a), b._numerator, b._denominator)
        if isinstance(a, numbers.Real):
            return divmod(float(a), _float(b))
        return NotImplemented

    def __pow__(a, b):
        """a ** b: exact when b is an integral Rational, else a float."""
        if type(b) is int or isinstance(b, numbers.Rational):
            power, root = _parts(b)
            if root == 1:
                if power >= 0:
                    return _checked(a, a._numerator ** power, a._denominator ** power)
                if a._numerator >= 0:
                    return _checked(a, a._denominator ** -power, a._numerator ** -power)
                return _checked(a, (-a._denominator) ** -power, (-a._numerator) ** -power)
            return _float(a) ** float(b)
        return _float(a) ** b

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, numbers.Rational):
            return _make(Fraction, *_parts(a)) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** _float(b)

    def __pos__(a):
        return _make(Fraction, a._numerator, a._denominator)

    def __neg__(a):
        return _make(Fraction, -a._numerator, a._denominator)

    def __abs__(a):
        return _make(Fraction, abs(a._numerator), a._denominator)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __float__(a):
        return a._numerator / a._denominator

    def __trunc__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        """round(self) is an int, halves to even; round(self, n) a Fraction."""
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            twice = remainder * 2
            if twice < self._denominator:
                return floor
            if twice > self._denominator:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __hash__(self):
        # CPython's hash of a rational number: |n| / d modulo 2**61 - 1 (the
        # hash of infinity when d has no inverse), with the sign of n.
        denominator = self._denominator
        if denominator == 1:
            return hash(self._numerator)
        if denominator % _HASH_MODULUS == 0:
            result = _HASH_INF
        else:
            result = hash(hash(abs(self._numerator)) * pow(denominator, -1, _HASH_MODULUS))
        if self._numerator < 0:
            result = -result
        return -2 if result == -1 else result

    # --- comparisons --------------------------------------------------------

    def __eq__(a, b):
        kind = type(b)
        if kind is int:
            return a._numerator == b and a._denominator == 1
        if kind is Fraction:
            return a._numerator == b._numerator and a._denominator == b._denominator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return False
            nb, db = _float_ratio(b)
            return a._numerator == nb and a._denominator == db
        if isinstance(b, int) or isinstance(b, numbers.Rational):
            nb, db = _parts(b)
            return a._numerator == nb and a._denominator == db
        return NotImplemented

    def __lt__(a, b):
        kind = type(b)
        if kind is int:
            return a._numerator < a._denominator * b
        if kind is Fraction:
            return a._numerator * b._denominator < a._denominator * b._numerator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 < b
            nb, db = _float_ratio(b)
            return a._numerator * db < a._denominator * nb
        if isinstance(b, int) or isinstance(b, numbers.Rational):
            nb, db = _parts(b)
            return a._numerator * db < a._denominator * nb
        return NotImplemented

    def __gt__(a, b):
        kind = type(b)
        if kind is int:
            return a._numerator > a._denominator * b
        if kind is Fraction:
            return a._numerator * b._denominator > a._denominator * b._numerator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 > b
            nb, db = _float_ratio(b)
            return a._numerator * db > a._denominator * nb
        if isinstance(b, int) or isinstance(b, numbers.Rational):
            nb, db = _parts(b)
            return a._numerator * db > a._denominator * nb
        return NotImplemented

    def __le__(a, b):
        kind = type(b)
        if kind is int:
            return a._numerator <= a._denominator * b
        if kind is Fraction:
            return a._numerator * b._denominator <= a._denominator * b._numerator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 <= b
            nb, db = _float_ratio(b)
            return a._numerator * db <= a._denominator * nb
        if isinstance(b, int) or isinstance(b, numbers.Rational):
            nb, db = _parts(b)
            return a._numerator * db <= a._denominator * nb
        return NotImplemented

    def __ge__(a, b):
        kind = type(b)
        if kind is int:
            return a._numerator >= a._denominator * b
        if kind is Fraction:
            return a._numerator * b._denominator >= a._denominator * b._numerator
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 >= b
            nb, db = _float_ratio(b)
            return a._numerator * db >= a._denominator * nb
        if isinstance(b, int) or isinstance(b, numbers.Rational):
            nb, db = _parts(b)
            return a._numerator * db >= a._denominator * nb
        return NotImplemented

    def __bool__(a):
        return bool(a._numerator)

    # --- copying and pickling -----------------------------------------------

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)


def _is_rational(x):
    return isinstance(x, (int, Fraction)) or (not isinstance(x, (float, str)) and isinstance(x, numbers.Rational))


def _parts(x):
    """(numerator, denominator) of an int or a Rational."""
    if isinstance(x, int):
        return int(x), 1
    return x.numerator, x.denominator


def _float(a):
    return a._numerator / a._denominator


def _add(na, da, nb, db):
    if da == db:
        if da == 1:
            return _make(Fraction, na + nb, 1)
        return _reduced(na + nb, da)
    g = _gcd(da, db)
    if g == 1:
        # The sum of fractions in lowest terms with coprime denominators
        # is in lowest terms.
        return _make(Fraction, na * db + da * nb, da * db)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = _gcd(t, g)
    if g2 == 1:
        return _make(Fraction, t, s * db)
    return _make(Fraction, t // g2, s * (db // g2))


def _sub(na, da, nb, db):
    return _add(na, da, -nb, db)


def _floordiv(na, da, nb, db):
    return (na * db) // (da * nb)


def _mul(na, da, nb, db):
    g1 = _gcd(na, db)
    if g1 > 1:
        na //= g1
        db //= g1
    g2 = _gcd(nb, da)
    if g2 > 1:
        nb //= g2
        da //= g2
    return _make(Fraction, na * nb, db * da)


def _div(na, da, nb, db):
    g1 = _gcd(na, nb)
    if g1 > 1:
        na //= g1
        nb //= g1
    g2 = _gcd(db, da)
    if g2 > 1:
        da //= g2
        db //= g2
    n, d = na * db, nb * da
    if d < 0:
        n, d = -n, -d
    if d == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % n)
    return _make(Fraction, n, d)


def _mod(na, da, nb, db):
    return _reduced((na * db) % (nb * da), da * db)


def _divmod(na, da, nb, db):
    quotient, remainder = divmod(na * db, da * nb)
    return quotient, _reduced(remainder, da * db)


def _checked(a, numerator, denominator):
    """A power of a: numerator/denominator, already in lowest terms."""
    if denominator == 0:
        raise ZeroDivisionError("Fraction(%s, 0)" % numerator)
    return _make(Fraction, numerator, denominator)
