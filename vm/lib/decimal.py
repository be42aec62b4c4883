"""decimal for pith: Decimal, decimal floating point with a context, as
CPython 3.11's (libmpdec 2.5.1) behaves.

A Decimal is a sign, an integer coefficient and an exponent (or Infinity,
NaN, sNaN). It converts exactly from int, float, str and tuples; + - * /
// % divmod() and ** with an integral exponent round to the context
(getcontext(), localcontext(), setcontext(); prec 28 and ROUND_HALF_EVEN
by default) and signal its conditions: flags are set and the trapped ones
(InvalidOperation, DivisionByZero, Overflow by default) raise. Also:
comparisons with int, float and Fraction, hash() agreeing with them,
quantize and every rounding mode, sqrt, to_integral_value/exact,
normalize, as_tuple, as_integer_ratio, from_float, compare, max/min,
next_plus/next_minus/next_toward, fma, remainder_near, scaleb, logb,
number_class, the is_* and copy_* methods, str/repr/to_eng_string,
format() with the standard specs, int(), float(), round() and the
Context methods of those operations.

exp, ln and log10 are correctly rounded (half even), as CPython's are; a
power with a non-integral exponent is exp(ln(a) * b) computed as CPython
does.

Refused by name (NotImplementedError): pow() with a modulus and the
digit-wise operations (logical_and, logical_or, logical_xor,
logical_invert, rotate, shift).
"""
import math
import sys
import numbers
import _decimal_core as _core

__all__ = [
    "Decimal", "Context", "DecimalTuple", "DefaultContext", "BasicContext", "ExtendedContext",
    "DecimalException", "Clamped", "InvalidOperation", "DivisionByZero", "Inexact", "Rounded",
    "Subnormal", "Overflow", "Underflow", "FloatOperation", "DivisionImpossible", "InvalidContext",
    "ConversionSyntax", "DivisionUndefined", "ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN",
    "ROUND_CEILING", "ROUND_FLOOR", "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP", "setcontext",
    "getcontext", "localcontext", "MAX_PREC", "MAX_EMAX", "MIN_EMIN", "MIN_ETINY", "HAVE_THREADS",
    "HAVE_CONTEXTVAR",
]

__version__ = "1.70"
__libmpdec_version__ = "2.5.1"

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

ROUND_DOWN = "ROUND_DOWN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_UP = "ROUND_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_05UP = "ROUND_05UP"
_ROUNDINGS = (ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN, ROUND_HALF_UP,
              ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)

class DecimalTuple(tuple):
    """DecimalTuple(sign, digits, exponent): what Decimal.as_tuple()
    returns (a named tuple)."""

    __slots__ = ()
    _fields = ("sign", "digits", "exponent")
    _field_defaults = {}

    def __new__(cls, sign, digits, exponent):
        return tuple.__new__(cls, (sign, digits, exponent))

    @classmethod
    def _make(cls, iterable):
        values = tuple(iterable)
        if len(values) != 3:
            raise TypeError("Expected 3 arguments, got %d" % len(values))
        return tuple.__new__(cls, values)

    def _replace(self, **changes):
        values = [changes.pop(name, value) for name, value in zip(self._fields, self)]
        if changes:
            raise ValueError("Got unexpected field names: %r" % list(changes))
        return self._make(values)

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    def __repr__(self):
        return "DecimalTuple(sign=%r, digits=%r, exponent=%r)" % tuple(self)

    sign = property(lambda self: self[0], doc="Alias for field number 0")
    digits = property(lambda self: self[1], doc="Alias for field number 1")
    exponent = property(lambda self: self[2], doc="Alias for field number 2")


# --- signals ------------------------------------------------------------------

class DecimalException(ArithmeticError):
    """The base class of the decimal signals."""


class Clamped(DecimalException):
    """An exponent was changed to fit the context's bounds."""


class InvalidOperation(DecimalException):
    """An operation has no meaningful result (the result is NaN)."""


class ConversionSyntax(InvalidOperation):
    """A string is not a number."""


class DivisionByZero(DecimalException, ZeroDivisionError):
    """A finite number was divided by zero."""


class DivisionImpossible(InvalidOperation):
    """The integer part of a quotient has more digits than the precision."""


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    """Zero was divided by zero."""


class Inexact(DecimalException):
    """Rounding discarded non-zero digits."""


class InvalidContext(InvalidOperation):
    """The context is invalid."""


class Rounded(DecimalException):
    """Rounding discarded digits (zero or not)."""


class Subnormal(DecimalException):
    """The exponent of a result is below Emin."""


class Overflow(Inexact, Rounded):
    """The exponent of a result is above Emax."""


class Underflow(Inexact, Rounded, Subnormal):
    """A subnormal result was inexact."""


class FloatOperation(DecimalException, TypeError):
    """A float was converted or compared (ordering) with a Decimal."""


# The conditions as bits of a status word, in the order a Context's repr
# lists them.
_CLAMPED = 1
_CONV_SYNTAX = 2
_DIV_BY_ZERO = 4
_DIV_IMPOSSIBLE = 8
_DIV_UNDEFINED = 16
_FPU_ERROR = 32
_INEXACT = 64
_INVALID_CONTEXT = 128
_INVALID_OP = 256
_MALLOC_ERROR = 512
_FLOAT_OP = 1024
_OVERFLOW = 2048
_ROUNDED = 4096
_SUBNORMAL = 8192
_UNDERFLOW = 16384
_IEEE_INVALID = (_CONV_SYNTAX | _DIV_IMPOSSIBLE | _DIV_UNDEFINED | _FPU_ERROR | _INVALID_CONTEXT
                 | _INVALID_OP | _MALLOC_ERROR)

# The signals in the order CPython checks them (which one is raised) and
# lists them (flags and traps dicts), with their status bits.
_SIGNALS = (InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow, Subnormal,
            Inexact, Rounded, Clamped)
_SIGNAL_BITS = {
    InvalidOperation: _IEEE_INVALID, FloatOperation: _FLOAT_OP, DivisionByZero: _DIV_BY_ZERO,
    Overflow: _OVERFLOW, Underflow: _UNDERFLOW, Subnormal: _SUBNORMAL, Inexact: _INEXACT,
    Rounded: _ROUNDED, Clamped: _CLAMPED,
}
# The conditions of InvalidOperation named in a raised exception's list.
_CONDITIONS = ((InvalidOperation, _INVALID_OP), (ConversionSyntax, _CONV_SYNTAX),
               (DivisionImpossible, _DIV_IMPOSSIBLE), (DivisionUndefined, _DIV_UNDEFINED),
               (InvalidContext, _INVALID_CONTEXT))
_BIT_NAMES = ((_CLAMPED, "Clamped"), (_CONV_SYNTAX, "InvalidOperation"), (_DIV_BY_ZERO, "DivisionByZero"),
              (_DIV_IMPOSSIBLE, "InvalidOperation"), (_DIV_UNDEFINED, "InvalidOperation"),
              (_FPU_ERROR, "InvalidOperation"), (_INEXACT, "Inexact"), (_INVALID_CONTEXT, "InvalidOperation"),
              (_INVALID_OP, "InvalidOperation"), (_MALLOC_ERROR, "InvalidOperation"),
              (_FLOAT_OP, "FloatOperation"), (_OVERFLOW, "Overflow"), (_ROUNDED, "Rounded"),
              (_SUBNORMAL, "Subnormal"), (_UNDERFLOW, "Underflow"))

_SIGNALS_MESSAGE = ("valid values for signals are:\n  [InvalidOperation, FloatOperation, DivisionByZero,\n"
                    "   Overflow, Underflow, Subnormal, Inexact, Rounded,\n   Clamped]")
_ROUNDING_MESSAGE = ("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                     "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")


def _exception_for(trapped):
    """The exception a trapped status raises: the first trapped signal,
    with the list of the trapped conditions."""
    for signal in _SIGNALS:
        if trapped & _SIGNAL_BITS[signal]:
            break
    conditions = [cls for cls, bit in _CONDITIONS if trapped & bit]
    conditions += [s for s in _SIGNALS[1:] if trapped & _SIGNAL_BITS[s]]
    return signal(conditions)


def _refuse(what):
    raise NotImplementedError("decimal: %s is not supported by pith" % what)


# --- contexts -----------------------------------------------------------------

class _SignalDict:
    """A Context's flags or traps: a mapping from each signal to a bool,
    kept as bits of the context's status word."""

    __module__ = "abc"
    __qualname__ = "SignalDict"
    __slots__ = ("_context", "_attr")

    def __init__(self, context, attr):
        self._context = context
        self._attr = attr

    def _bit(self, signal):
        try:
            return _SIGNAL_BITS[signal]
        except (KeyError, TypeError):
            raise KeyError(_SIGNALS_MESSAGE) from None

    def __getitem__(self, signal):
        return bool(getattr(self._context, self._attr) & self._bit(signal))

    def __setitem__(self, signal, value):
        bit = self._bit(signal)
        word = getattr(self._context, self._attr)
        setattr(self._context, self._attr, (word | bit) if value else (word & ~bit))

    def __delitem__(self, signal):
        raise ValueError("signal keys cannot be deleted")

    def __contains__(self, signal):
        return signal in _SIGNAL_BITS

    def __iter__(self):
        return iter(_SIGNALS)

    def __len__(self):
        return len(_SIGNALS)

    def keys(self):
        return list(_SIGNALS)

    def values(self):
        return [self[s] for s in _SIGNALS]

    def items(self):
        return [(s, self[s]) for s in _SIGNALS]

    def get(self, signal, default=None):
        if signal in _SIGNAL_BITS:
            return self[signal]
        return default

    def copy(self):
        return {s: self[s] for s in _SIGNALS}

    def __eq__(self, other):
        if isinstance(other, _SignalDict):
            other = other.copy()
        if isinstance(other, dict):
            return self.copy() == other
        return NotImplemented

    def __repr__(self):
        return "{" + ", ".join("%r:%s" % (s, self[s]) for s in _SIGNALS) + "}"


_SignalDict.__name__ = "SignalDict"


def _bits_of(signals, what):
    """The status bits of flags or traps given to Context(): a list of
    signals or a dict of them."""
    if isinstance(signals, _SignalDict):
        return getattr(signals._context, signals._attr)
    if isinstance(signals, dict):
        bits = 0
        if len(signals) != len(_SIGNALS) or any(s not in _SIGNAL_BITS for s in signals):
            raise KeyError("invalid signal dict")
        for signal, value in signals.items():
            if value:
                bits |= _SIGNAL_BITS[signal]
        return bits
    if isinstance(signals, (list, tuple)):
        bits = 0
        for signal in signals:
            if signal not in _SIGNAL_BITS:
                raise KeyError(_SIGNALS_MESSAGE)
            bits |= _SIGNAL_BITS[signal]
        return bits
    raise TypeError("argument must be a signal dict")


def _check_int(value):
    if not isinstance(value, int):
        raise TypeError("an integer is required")
    if not -(1 << 63) <= value < (1 << 63):
        raise OverflowError("Python int too large to convert to C ssize_t")
    return int(value)


class Context:
    """The environment of decimal arithmetic: the precision, the rounding
    mode, the exponent range, and the flags set and traps enabled."""

    __slots__ = ("_prec", "_rounding", "_emin", "_emax", "_capitals", "_clamp", "_flags", "_traps",
                 "_limit", "_etop", "_etiny")

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None,
                 flags=None, traps=None):
        template = DefaultContext if _templates_ready else None
        self._prec = 28
        self._rounding = ROUND_HALF_EVEN
        self._emin = -999999
        self._emax = 999999
        self._capitals = 1
        self._clamp = 0
        self._flags = 0
        self._traps = _IEEE_INVALID | _DIV_BY_ZERO | _OVERFLOW
        if template is not None:
            self._prec = template._prec
            self._rounding = template._rounding
            self._emin = template._emin
            self._emax = template._emax
            self._capitals = template._capitals
            self._clamp = template._clamp
            self._traps = template._traps
        self._cache()
        if prec is not None:
            self.prec = prec
        if rounding is not None:
            self.rounding = rounding
        if Emin is not None:
            self.Emin = Emin
        if Emax is not None:
            self.Emax = Emax
        if capitals is not None:
            self.capitals = capitals
        if clamp is not None:
            self.clamp = clamp
        if flags is not None:
            self._flags = _bits_of(flags, "flags")
        if traps is not None:
            self._traps = _bits_of(traps, "traps")

    def _cache(self):
        self._limit = 10 ** self._prec
        self._etop = self._emax - self._prec + 1
        self._etiny = self._emin - self._prec + 1

    @property
    def prec(self):
        return self._prec

    @prec.setter
    def prec(self, value):
        value = _check_int(value)
        if not 1 <= value <= MAX_PREC:
            raise ValueError("valid range for prec is [1, MAX_PREC]")
        self._prec = value
        self._cache()

    @property
    def rounding(self):
        return self._rounding

    @rounding.setter
    def rounding(self, value):
        if not isinstance(value, str) or value not in _ROUNDINGS:
            raise TypeError(_ROUNDING_MESSAGE)
        self._rounding = _ROUNDINGS[_ROUNDINGS.index(value)]

    @property
    def Emin(self):
        return self._emin

    @Emin.setter
    def Emin(self, value):
        value = _check_int(value)
        if not MIN_EMIN <= value <= 0:
            raise ValueError("valid range for Emin is [MIN_EMIN, 0]")
        self._emin = value
        self._cache()

    @property
    def Emax(self):
        return self._emax

    @Emax.setter
    def Emax(self, value):
        value = _check_int(value)
        if not 0 <= value <= MAX_EMAX:
            raise ValueError("valid range for Emax is [0, MAX_EMAX]")
        self._emax = value
        self._cache()

    @property
    def capitals(self):
        return self._capitals

    @capitals.setter
    def capitals(self, value):
        value = _check_int(value)
        if value not in (0, 1):
            raise ValueError("valid values for capitals are 0 or 1")
        self._capitals = value

    @property
    def clamp(self):
        return self._clamp

    @clamp.setter
    def clamp(self, value):
        value = _check_int(value)
        if value not in (0, 1):
            raise ValueError("valid values for clamp are 0 or 1")
        self._clamp = value

    @property
    def flags(self):
        return _SignalDict(self, "_flags")

    @flags.setter
    def flags(self, value):
        self._flags = _bits_of(value, "flags")

    @property
    def traps(self):
        return _SignalDict(self, "_traps")

    @traps.setter
    def traps(self, value):
        self._traps = _bits_of(value, "traps")

    def _signal(self, status):
        """Sets the flags of status; raises when one of them is trapped."""
        self._flags |= status
        trapped = status & self._traps
        if trapped:
            raise _exception_for(trapped)

    def _invalid(self, status=_INVALID_OP):
        """The quiet NaN result of an invalid operation (after signalling)."""
        self._signal(status)
        return _NAN

    def Etiny(self):
        return self._etiny

    def Etop(self):
        return self._etop

    def copy(self):
        other = object.__new__(Context)
        other._prec = self._prec
        other._rounding = self._rounding
        other._emin = self._emin
        other._emax = self._emax
        other._capitals = self._capitals
        other._clamp = self._clamp
        other._flags = self._flags
        other._traps = self._traps
        other._cache()
        return other

    __copy__ = copy

    def clear_flags(self):
        self._flags = 0

    def clear_traps(self):
        self._traps = 0

    def __repr__(self):
        return ("Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, flags=%s, traps=%s)"
                % (self._prec, self._rounding, self._emin, self._emax, self._capitals, self._clamp,
                   _bit_list(self._flags), _bit_list(self._traps)))

    def __reduce__(self):
        return (self.__class__, (self._prec, self._rounding, self._emin, self._emax, self._capitals,
                                 self._clamp, [s for s in _SIGNALS if self._flags & _SIGNAL_BITS[s]],
                                 [s for s in _SIGNALS if self._traps & _SIGNAL_BITS[s]]))

    # --- conversions ---------------------------------------------------------

    def create_decimal(self, num="0"):
        """Decimal(num) rounded to this context (a NaN's payload too long
        for the precision is a conversion error)."""
        if isinstance(num, str):
            value = _from_string(num, self)
        else:
            value = Decimal(num, self)
        if value._kind >= _QNAN:
            if _ndigits(value._int) > self._prec - self._clamp:
                return self._invalid(_CONV_SYNTAX)
            return value
        if value._kind == _INF:
            return value
        return _finish(value._sign, value._int, value._exp, self)

    def create_decimal_from_float(self, f):
        if not isinstance(f, (int, float)):
            raise TypeError("argument must be int or float")
        return _finish_any(Decimal.from_float(f), self)

    # --- operations: Decimal's methods and operators with this context -------

    def abs(self, a):
        return _convert_strict(a, self).__abs__(self)

    def add(self, a, b):
        return _add(_convert_strict(a, self), _convert_strict(b, self), self, False)

    def subtract(self, a, b):
        return _add(_convert_strict(a, self), _convert_strict(b, self), self, True)

    def multiply(self, a, b):
        return _multiply(_convert_strict(a, self), _convert_strict(b, self), self)

    def divide(self, a, b):
        return _divide(_convert_strict(a, self), _convert_strict(b, self), self)

    def divide_int(self, a, b):
        return _divide_int(_convert_strict(a, self), _convert_strict(b, self), self)

    def remainder(self, a, b):
        return _remainder(_convert_strict(a, self), _convert_strict(b, self), self)

    def divmod(self, a, b):
        return _divmod(_convert_strict(a, self), _convert_strict(b, self), self)

    def power(self, a, b, modulo=None):
        if modulo is not None:
            _refuse("pow() with a modulus")
        return _power(_convert_strict(a, self), _convert_strict(b, self), self)

    def plus(self, a):
        return _convert_strict(a, self).__pos__(self)

    def minus(self, a):
        return _convert_strict(a, self).__neg__(self)

    def sqrt(self, a):
        return _convert_strict(a, self).sqrt(self)

    def compare(self, a, b):
        return _convert_strict(a, self).compare(b, self)

    def compare_signal(self, a, b):
        return _convert_strict(a, self).compare_signal(b, self)

    def compare_total(self, a, b):
        return _convert_strict(a, self).compare_total(b, self)

    def compare_total_mag(self, a, b):
        return _convert_strict(a, self).compare_total_mag(b, self)

    def max(self, a, b):
        return _convert_strict(a, self).max(b, self)

    def min(self, a, b):
        return _convert_strict(a, self).min(b, self)

    def max_mag(self, a, b):
        return _convert_strict(a, self).max_mag(b, self)

    def min_mag(self, a, b):
        return _convert_strict(a, self).min_mag(b, self)

    def quantize(self, a, b):
        return _convert_strict(a, self).quantize(b, context=self)

    def same_quantum(self, a, b):
        return _convert_strict(a, self).same_quantum(b, self)

    def normalize(self, a):
        return _convert_strict(a, self).normalize(self)

    def fma(self, a, b, c):
        return _convert_strict(a, self).fma(b, c, self)

    def remainder_near(self, a, b):
        return _convert_strict(a, self).remainder_near(b, self)

    def scaleb(self, a, b):
        return _convert_strict(a, self).scaleb(b, self)

    def logb(self, a):
        return _convert_strict(a, self).logb(self)

    def next_plus(self, a):
        return _convert_strict(a, self).next_plus(self)

    def next_minus(self, a):
        return _convert_strict(a, self).next_minus(self)

    def next_toward(self, a, b):
        return _convert_strict(a, self).next_toward(b, self)

    def number_class(self, a):
        return _convert_strict(a, self).number_class(self)

    def to_integral_value(self, a):
        return _convert_strict(a, self).to_integral_value(context=self)

    to_integral = to_integral_value

    def to_integral_exact(self, a):
        return _convert_strict(a, self).to_integral_exact(context=self)

    def to_sci_string(self, a):
        return _convert_strict(a, self).__str__(self)

    def to_eng_string(self, a):
        return _convert_strict(a, self).to_eng_string(self)

    def copy_abs(self, a):
        return _convert_strict(a, self).copy_abs()

    def copy_negate(self, a):
        return _convert_strict(a, self).copy_negate()

    def copy_sign(self, a, b):
        return _convert_strict(a, self).copy_sign(b, self)

    def copy_decimal(self, a):
        return _convert_strict(a, self)

    def canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError("argument must be a Decimal")
        return a

    def is_canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError("argument must be a Decimal")
        return True

    def is_finite(self, a):
        return _convert_strict(a, self).is_finite()

    def is_infinite(self, a):
        return _convert_strict(a, self).is_infinite()

    def is_nan(self, a):
        return _convert_strict(a, self).is_nan()

    def is_qnan(self, a):
        return _convert_strict(a, self).is_qnan()

    def is_snan(self, a):
        return _convert_strict(a, self).is_snan()

    def is_signed(self, a):
        return _convert_strict(a, self).is_signed()

    def is_zero(self, a):
        return _convert_strict(a, self).is_zero()

    def is_normal(self, a):
        return _convert_strict(a, self).is_normal(self)

    def is_subnormal(self, a):
        return _convert_strict(a, self).is_subnormal(self)

    def radix(self):
        return Decimal(10)

    def exp(self, a):
        return _convert_strict(a, self).exp(self)

    def ln(self, a):
        return _convert_strict(a, self).ln(self)

    def log10(self, a):
        return _convert_strict(a, self).log10(self)

    def logical_and(self, a, b):
        _refuse("logical_and()")

    def logical_or(self, a, b):
        _refuse("logical_or()")

    def logical_xor(self, a, b):
        _refuse("logical_xor()")

    def logical_invert(self, a):
        _refuse("logical_invert()")

    def rotate(self, a, b):
        _refuse("rotate()")

    def shift(self, a, b):
        _refuse("shift()")


def _bit_list(word):
    names = []
    for bit, name in _BIT_NAMES:
        if word & bit and name not in names:
            names.append(name)
    return "[" + ", ".join(names) + "]"


_templates_ready = False
DefaultContext = Context()
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP,
                       traps=[Clamped, InvalidOperation, DivisionByZero, Overflow, Underflow])
ExtendedContext = Context(prec=9, traps=[])
_templates_ready = True


def getcontext():
    """The current context (a copy of DefaultContext at first)."""
    ctx = _core.current()
    if ctx is None:
        ctx = DefaultContext.copy()
        _core.set_current(ctx)
    return ctx


def setcontext(context):
    """Makes context the current one (a copy when it is one of the templates)."""
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context._flags = 0
    _core.set_current(context)


class _ContextManager:
    """What localcontext() returns: makes a copy of a context current inside
    a with statement."""

    __qualname__ = "ContextManager"
    __slots__ = ("_new", "_saved")

    def __init__(self, context):
        self._new = context
        self._saved = None

    def __enter__(self):
        self._saved = getcontext()
        setcontext(self._new)
        return self._new

    def __exit__(self, *exc):
        setcontext(self._saved)
        return False


_ContextManager.__name__ = "ContextManager"

_LOCAL_KEYWORDS = ("prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps")


def localcontext(ctx=None, **kwargs):
    """A context manager making a copy of ctx (or of the current context),
    with the attributes given as keywords, current inside its block."""
    if ctx is None:
        ctx = getcontext()
    elif not isinstance(ctx, Context):
        raise TypeError("optional argument must be a context")
    new = ctx.copy()
    for key, value in kwargs.items():
        if key not in _LOCAL_KEYWORDS:
            raise TypeError("'%s' is an invalid keyword argument for this function" % key)
        setattr(new, key, value)
    return _ContextManager(new)


# --- numbers of digits, rounding ------------------------------------------------

_FINITE = 0
_INF = 1
_QNAN = 2
_SNAN = 3

_POW10 = [10 ** i for i in range(64)]

# Strings of plain non-negative numbers converted lately: (coefficient, exponent).
_RECENT = {}


def _ndigits(n):
    """The number of decimal digits of n >= 0 (1 for 0)."""
    if n < 10:
        return 1
    bits = n.bit_length()
    if bits <= 212:
        # bits * log10(2), rounded down, is the digit count or one less.
        k = (bits * 1233) >> 12
        return k + 1 if n >= _POW10[k] else k
    return len(str(n))


def _pow10(k):
    return _POW10[k] if k < 64 else 10 ** k


_new_object = object.__new__


def _dec(sign, coeff, exp, kind=_FINITE):
    self = _new_object(Decimal)
    self._sign = sign
    self._int = coeff
    self._exp = exp
    self._kind = kind
    return self


def _round_up(rounding, sign, kept, rest, half):
    """Whether rounding away the digits `rest` (compared with `half`, the
    value of one half unit of the kept digits) increments `kept`.
    rest > 0 here."""
    if rounding == ROUND_HALF_EVEN:
        return rest > half or (rest == half and kept & 1 == 1)
    if rounding == ROUND_HALF_UP:
        return rest >= half
    if rounding == ROUND_DOWN:
        return False
    if rounding == ROUND_UP:
        return True
    if rounding == ROUND_HALF_DOWN:
        return rest > half
    if rounding == ROUND_CEILING:
        return sign == 0
    if rounding == ROUND_FLOOR:
        return sign == 1
    return kept % 5 == 0  # ROUND_05UP


def _shorten(sign, coeff, drop, rounding, n=0):
    """coeff without its last `drop` digits (drop > 0), rounded: returns
    (kept, inexact). n is coeff's number of digits when known."""
    if not n:
        n = _ndigits(coeff)
    if drop > n:
        # Every digit goes: the rest is below half a unit.
        if coeff == 0:
            return 0, False
        return (1 if _round_up(rounding, sign, 0, 1, 2) else 0), True
    scale = _pow10(drop)
    kept, rest = divmod(coeff, scale)
    if rest == 0:
        return kept, False
    if _round_up(rounding, sign, kept, rest, scale // 2):
        kept += 1
    return kept, True


def _finish(sign, coeff, exp, ctx, rounding=None):
    """The Decimal sign, coeff, exp rounded to ctx (precision and exponent
    range), signalling the conditions met."""
    if coeff < ctx._limit and ctx._emin <= exp <= ctx._etop:
        return _dec(sign, coeff, exp)
    if rounding is None:
        rounding = ctx._rounding
    prec = ctx._prec
    etiny = ctx._etiny
    if coeff == 0:
        top = ctx._etop if ctx._clamp else ctx._emax
        if exp < etiny:
            ctx._signal(_CLAMPED)
            return _dec(sign, 0, etiny)
        if exp > top:
            ctx._signal(_CLAMPED)
            return _dec(sign, 0, top)
        return _dec(sign, 0, exp)
    n = _ndigits(coeff)
    adjusted = exp + n - 1
    if adjusted > ctx._emax:
        return _overflow(sign, ctx, rounding)
    status = 0
    subnormal = adjusted < ctx._emin
    target = exp + n - prec  # the exponent with prec digits
    if subnormal and target < etiny:
        target = etiny
    if target > exp:
        coeff, inexact = _shorten(sign, coeff, target - exp, rounding, n)
        exp = target
        status = _ROUNDED
        if coeff == ctx._limit:
            coeff //= 10
            exp += 1
        if inexact:
            status |= _INEXACT
            if subnormal:
                status |= _UNDERFLOW
        if exp + _ndigits(coeff) - 1 > ctx._emax:
            return _overflow(sign, ctx, rounding, status)
        if subnormal:
            status |= _SUBNORMAL
            if coeff == 0:
                status |= _CLAMPED
    elif subnormal:
        status = _SUBNORMAL
    if ctx._clamp and exp > ctx._etop:
        coeff *= _pow10(exp - ctx._etop)
        exp = ctx._etop
        status |= _CLAMPED
    if status:
        ctx._signal(status)
    return _dec(sign, coeff, exp)


def _overflow(sign, ctx, rounding, status=0):
    ctx._signal(status | _OVERFLOW | _INEXACT | _ROUNDED)
    if (rounding in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP)
            or (rounding == ROUND_CEILING and sign == 0) or (rounding == ROUND_FLOOR and sign == 1)):
        return _dec(sign, 0, 0, _INF)
    return _dec(sign, ctx._limit - 1, ctx._etop)


def _finish_any(value, ctx):
    """value rounded to ctx when finite; NaNs lose payload digits past the
    precision."""
    if value._kind == _FINITE:
        return _finish(value._sign, value._int, value._exp, ctx)
    if value._kind >= _QNAN:
        return _fix_nan(value, ctx)
    return value


def _fix_nan(value, ctx):
    limit = ctx._prec - ctx._clamp
    if value._int and _ndigits(value._int) > limit:
        return _dec(value._sign, value._int % _pow10(limit), 0, value._kind)
    return value


# --- conversions ----------------------------------------------------------------

def _digit_value(ch):
    """The value of a non-ASCII decimal digit (Unicode decimal digits come
    in runs of ten from zero)."""
    code = ord(ch)
    start = code
    while start > 0 and chr(start - 1).isdecimal():
        start -= 1
    return (code - start) % 10


def _ascii_digits(text):
    """text with its non-ASCII decimal digits replaced by ASCII ones."""
    return "".join(str(_digit_value(ch)) if ch > "\x7f" and ch.isdecimal() else ch for ch in text)


def _parse(text):
    """(sign, coeff, exp, kind) of a numeric string, or None."""
    s = text.strip()
    if "_" in s:
        s = s.replace("_", "")
    if not s.isascii():
        s = _ascii_digits(s)
        if not s.isascii():
            return None
    sign = 0
    if s[:1] in ("+", "-"):
        sign = 1 if s[0] == "-" else 0
        s = s[1:]
    if not s:
        return None
    if s.isdigit():
        return sign, int(s), 0, _FINITE
    first = s[0]
    if first in "iInNsS":
        lower = s.lower()
        if lower == "inf" or lower == "infinity":
            return sign, 0, 0, _INF
        kind = _QNAN
        if lower.startswith("snan"):
            kind = _SNAN
            payload = s[4:]
        elif lower.startswith("nan"):
            payload = s[3:]
        else:
            return None
        if payload and not payload.isdigit():
            return None
        return sign, int(payload or "0"), 0, kind
    mantissa = s
    exp = 0
    for marker in ("e", "E"):
        if marker in s:
            mantissa, _, exponent = s.partition(marker)
            body = exponent[1:] if exponent[:1] in ("+", "-") else exponent
            if not body.isdigit():
                return None
            exp = int(exponent)
            break
    whole, dot, frac = mantissa.partition(".")
    if (whole and not whole.isdigit()) or (frac and not frac.isdigit()) or not (whole or frac):
        return None
    return sign, int(whole + frac), exp - len(frac), _FINITE


def _from_string(text, ctx):
    parts = _parse(text)
    if parts is None:
        if ctx is None:
            ctx = getcontext()
        return ctx._invalid(_CONV_SYNTAX)
    return _dec(*parts)


def _from_float(f):
    if f != f:
        return _dec(1 if math.copysign(1.0, f) < 0 else 0, 0, 0, _QNAN)
    sign = 1 if math.copysign(1.0, f) < 0 else 0
    if f in (_FLOAT_INF, -_FLOAT_INF):
        return _dec(sign, 0, 0, _INF)
    if f == 0.0:
        return _dec(sign, 0, 0)
    n, d = abs(f).as_integer_ratio()
    k = d.bit_length() - 1  # d is 2**k
    return _dec(sign, n * 5 ** k, -k)


_FLOAT_INF = float("inf")


def _from_tuple(value):
    if len(value) != 3:
        raise ValueError("argument must be a sequence of length 3")
    sign, digits, exp = value
    if not (isinstance(sign, int) and sign in (0, 1)):
        raise ValueError("sign must be an integer with the value 0 or 1")
    if isinstance(exp, str):
        if exp == "F":
            return _dec(sign, 0, 0, _INF)
        if exp not in ("n", "N"):
            raise ValueError("string argument in the third position must be 'F', 'n' or 'N'")
        kind = _QNAN if exp == "n" else _SNAN
    elif isinstance(exp, int):
        kind = _FINITE
    else:
        raise ValueError("exponent must be an integer")
    if not isinstance(digits, (tuple, list)):
        raise ValueError("coefficient must be a tuple of digits")
    coeff = 0
    for digit in digits:
        if not (isinstance(digit, int) and 0 <= digit <= 9):
            raise ValueError("coefficient must be a tuple of digits")
        coeff = coeff * 10 + digit
    if kind == _FINITE:
        return _dec(sign, coeff, int(exp))
    return _dec(sign, coeff, 0, kind)


def _convert(other):
    """other as a Decimal for an operator, or None (NotImplemented)."""
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return _dec(1 if other < 0 else 0, abs(int(other)), 0)
    return None


def _convert_strict(value, ctx):
    """value as a Decimal for a Context method or a method's argument."""
    if isinstance(value, Decimal):
        return value
    if isinstance(value, int):
        return _dec(1 if value < 0 else 0, abs(int(value)), 0)
    raise TypeError("conversion from %s to Decimal is not supported" % type(value).__name__)


# --- NaN handling -------------------------------------------------------------

def _nan_result(a, b, ctx):
    """The result of an operation with a NaN operand (signalling for an
    sNaN), or None when neither is a NaN."""
    if a._kind == _SNAN:
        ctx._signal(_INVALID_OP)
        return _fix_nan(_dec(a._sign, a._int, 0, _QNAN), ctx)
    if b is not None and b._kind == _SNAN:
        ctx._signal(_INVALID_OP)
        return _fix_nan(_dec(b._sign, b._int, 0, _QNAN), ctx)
    if a._kind == _QNAN:
        return _fix_nan(a, ctx)
    if b is not None and b._kind == _QNAN:
        return _fix_nan(b, ctx)
    return None


def _nan_result3(a, b, c, ctx):
    for x in (a, b, c):
        if x._kind == _SNAN:
            ctx._signal(_INVALID_OP)
            return _fix_nan(_dec(x._sign, x._int, 0, _QNAN), ctx)
    for x in (a, b, c):
        if x._kind == _QNAN:
            return _fix_nan(x, ctx)
    return None


_NAN = None  # set once Decimal exists


# --- arithmetic -----------------------------------------------------------------

def _add(a, b, ctx, negate_b):
    bsign = b._sign ^ 1 if negate_b else b._sign
    if a._kind or b._kind:
        nan = _nan_result(a, b, ctx)
        if nan is not None:
            return nan
        if a._kind == _INF:
            if b._kind == _INF and a._sign != bsign:
                return ctx._invalid()
            return _dec(a._sign, 0, 0, _INF)
        return _dec(bsign, 0, 0, _INF)
    asign = a._sign
    ac, ae = a._int, a._exp
    bc, be = b._int, b._exp
    if ae != be:
        if ae > be:
            if ac and bc:
                ac, ae, bc, be = _align(ac, ae, bc, be, ctx._prec)
            if ae > be:
                ac *= _pow10(ae - be)
            exp = be
        else:
            if ac and bc:
                bc, be, ac, ae = _align(bc, be, ac, ae, ctx._prec)
            if be > ae:
                bc *= _pow10(be - ae)
            exp = ae
    else:
        exp = ae
    if asign == bsign:
        return _finish(asign, ac + bc, exp, ctx)
    if ac >= bc:
        coeff = ac - bc
        sign = asign
    else:
        coeff = bc - ac
        sign = bsign
    if coeff == 0:
        sign = 1 if ctx._rounding == ROUND_FLOOR else 0
    return _finish(sign, coeff, exp, ctx)


def _align(hc, he, lc, le, prec):
    """For an addition: when the operand (lc, le) lies entirely below the
    rounding position of (hc, he) (he > le), replaces it by one digit
    that rounds the same way, so the sum stays small."""
    hn = _ndigits(hc)
    floor_exp = he + min(-1, hn - prec - 2)
    if le + _ndigits(lc) - 1 < floor_exp:
        return hc, he, 1, floor_exp
    return hc, he, lc, le


def _multiply(a, b, ctx):
    sign = a._sign ^ b._sign
    if a._kind or b._kind:
        nan = _nan_result(a, b, ctx)
        if nan is not None:
            return nan
        if a._kind == _INF:
            if b._kind == _FINITE and b._int == 0:
                return ctx._invalid()
            return _dec(sign, 0, 0, _INF)
        if a._int == 0:
            return ctx._invalid()
        return _dec(sign, 0, 0, _INF)
    return _finish(sign, a._int * b._int, a._exp + b._exp, ctx)


def _divide(a, b, ctx):
    sign = a._sign ^ b._sign
    if a._kind or b._kind:
        nan = _nan_result(a, b, ctx)
        if nan is not None:
            return nan
        if a._kind == _INF:
            if b._kind == _INF:
                return ctx._invalid()
            return _dec(sign, 0, 0, _INF)
        # finite / Infinity
        ctx._signal(_CLAMPED)
        return _dec(sign, 0, ctx._etiny)
    if b._int == 0:
        if a._int == 0:
            return ctx._invalid(_DIV_UNDEFINED)
        ctx._signal(_DIV_BY_ZERO)
        return _dec(sign, 0, 0, _INF)
    ideal = a._exp - b._exp
    if a._int == 0:
        return _finish(sign, 0, ideal, ctx)
    ac, bc = a._int, b._int
    prec = ctx._prec
    shift = _ndigits(bc) - _ndigits(ac) + prec + 1
    if shift >= 0:
        quotient, rest = divmod(ac * _pow10(shift), bc)
    else:
        quotient, rest = divmod(ac, bc * _pow10(-shift))
    exp = ideal - shift
    if rest:
        if quotient % 5 == 0:
            quotient += 1
    else:
        while exp < ideal and quotient % 10 == 0:
            quotient //= 10
            exp += 1
    return _finish(sign, quotient, exp, ctx)


def _integer_division(a, b, ctx, want):
    """(quotient, remainder) of finite a and b (b not zero) for // and %:
    the quotient truncated toward zero, the remainder at the smaller
    exponent (each rounded to ctx when wanted); None when the quotient has more digits than the
    precision."""
    sign = a._sign ^ b._sign
    exp = min(a._exp, b._exp)
    adj_a = a._exp + _ndigits(a._int) - 1 if a._int else None
    adj_b = b._exp + _ndigits(b._int) - 1
    if adj_a is None or adj_a < adj_b:
        q = 0
        r = a._int * _pow10(a._exp - exp)
    else:
        if adj_a - adj_b > ctx._prec:
            return None
        q, r = divmod(a._int * _pow10(a._exp - exp), b._int * _pow10(b._exp - exp))
        if q >= ctx._limit:
            return None
    # want: 0 the quotient, 1 the remainder, 2 both.
    quotient = _finish(sign, q, 0, ctx) if want != 1 else None
    remainder = _finish(a._sign, r, exp, ctx) if want != 0 else None
    return quotient, remainder


def _division_specials(a, b, ctx, what):
    """The results of // (what 0), % (what 1) or divmod (what 2) with an
    infinite operand or a zero divisor, or None."""
    sign = a._sign ^ b._sign
    if a._kind == _INF:
        if b._kind == _INF:
            nan = ctx._invalid()
            return (nan, nan) if what == 2 else nan
        if what == 0:
            return _dec(sign, 0, 0, _INF)
        nan = ctx._invalid()
        return (_dec(sign, 0, 0, _INF), nan) if what == 2 else nan
    if b._kind == _INF:
        if what == 0:
            return _dec(sign, 0, 0)
        rest = _finish(a._sign, a._int, a._exp, ctx)
        return (_dec(sign, 0, 0), rest) if what == 2 else rest
    if b._int == 0:
        if a._int == 0:
            nan = ctx._invalid(_DIV_UNDEFINED)
            return (nan, nan) if what == 2 else nan
        if what == 0:
            ctx._signal(_DIV_BY_ZERO)
            return _dec(sign, 0, 0, _INF)
        if what == 1:
            return ctx._invalid()
        ctx._signal(_INVALID_OP | _DIV_BY_ZERO)
        return _dec(sign, 0, 0, _INF), _NAN
    return None


def _divide_int(a, b, ctx):
    if a._kind or b._kind:
        nan = _nan_result(a, b, ctx)
        if nan is not None:
            return nan
    special = _division_specials(a, b, ctx, 0)
    if special is not None:
        return special
    parts = _integer_division(a, b, ctx, 0)
    if parts is None:
        return ctx._invalid(_DIV_IMPOSSIBLE)
    return parts[0]


def _remainder(a, b, ctx):
    if a._kind or b._kind:
        nan = _nan_result(a, b, ctx)
        if nan is not None:
            return nan
    special = _division_specials(a, b, ctx, 1)
    if special is not None:
        return special
    parts = _integer_division(a, b, ctx, 1)
    if parts is None:
        return ctx._invalid(_DIV_IMPOSSIBLE)
    return parts[1]


def _divmod(a, b, ctx):
    if a._kind or b._kind:
        nan = _nan_result(a, b, ctx)
        if nan is not None:
            return nan, nan
    special = _division_specials(a, b, ctx, 2)
    if special is not None:
        return special
    parts = _integer_division(a, b, ctx, 2)
    if parts is None:
        nan = ctx._invalid(_DIV_IMPOSSIBLE)
        return nan, nan
    return parts


def _is_integral(d):
    """Whether finite d has an integral value."""
    if d._exp >= 0 or d._int == 0:
        return True
    return d._int % _pow10(-d._exp) == 0


def _is_odd(d):
    """Whether finite integral d is odd."""
    if d._exp > 0:
        return False
    if d._exp == 0:
        return d._int & 1 == 1
    return (d._int // _pow10(-d._exp)) & 1 == 1


def _integral_value(d):
    """The int value of a finite integral d."""
    if d._exp >= 0:
        value = d._int * _pow10(d._exp)
    else:
        value = d._int // _pow10(-d._exp)
    return -value if d._sign else value


def _power(a, b, ctx):
    if a._kind or b._kind:
        nan = _nan_result(a, b, ctx)
        if nan is not None:
            return nan
    integral = b._kind == _FINITE and _is_integral(b)
    odd = integral and _is_odd(b)
    sign = a._sign if odd else 0
    if a._kind == _FINITE and a._int == 0:
        if b._kind == _FINITE and b._int == 0:
            return ctx._invalid()
        if b._sign:
            return _dec(sign, 0, 0, _INF)
        return _dec(sign, 0, 0)
    if a._sign and (not integral or b._kind == _INF):
        return ctx._invalid()
    if b._kind == _INF:
        return _power_infinite_exponent(a, b, sign, ctx)
    if a._kind == _INF:
        if b._int == 0:
            return _dec(sign, 1, 0)
        if b._sign:
            return _dec(sign, 0, 0)
        return _dec(sign, 0, 0, _INF)
    if b._int == 0:
        return _dec(sign, 1, 0)
    one = _power_of_one(a, b, sign, ctx)
    if one is not None:
        return one
    bound = _power_bounds(a, b, sign, ctx)
    if bound is not None:
        return bound
    if not integral:
        return _real_power(a, b, ctx)
    return _integer_power(a, b, sign, ctx)


def _real_power(a, b, ctx):
    """a ** b for a positive a and a non-integral b as CPython computes it:
    exp(ln(a) * b), each step correctly rounded half even to
    max(prec, digits of a) + 23 digits, then rounded to the context; always
    Inexact and Rounded."""
    work = Context(prec=max(ctx._prec, _ndigits(a._int)) + 23, Emin=MIN_EMIN, Emax=MAX_EMAX, traps=[])
    log = _logarithm(a, work, False)
    product = _multiply(log, b, work)
    if product._kind == _FINITE and product._int == 0:
        result = _dec(0, 1, 0)
    else:
        result = _exp(product, work) if product._kind == _FINITE else product.exp(work)
    status = (work._flags & _IEEE_INVALID) | _INEXACT | _ROUNDED
    if result._kind == _INF:
        return _finish_collected(0, 1, ctx._emax + 1, ctx, status)
    if result._kind == _FINITE and _compare_with_one(result) == 0:
        shift = ctx._prec - 1
        return _finish_collected(0, _pow10(shift), -shift, ctx, status)
    return _finish_collected(0, result._int, result._exp, ctx, status)


def _compare_with_one(a):
    """-1, 0 or 1 as finite positive a is below, equal to or above one."""
    adjusted = a._exp + _ndigits(a._int) - 1
    if adjusted != 0:
        return -1 if adjusted < 0 else 1
    if a._exp >= 0:
        return 0 if a._int == 1 else 1
    scale = _pow10(-a._exp)
    return (a._int > scale) - (a._int < scale)


def _power_infinite_exponent(a, b, sign, ctx):
    if a._kind == _INF:
        cmp = 1
    else:
        cmp = _compare_with_one(a)
    if cmp == 0:
        ctx._signal(_INEXACT | _ROUNDED)
        shift = ctx._prec - 1
        return _dec(sign, _pow10(shift), -shift)
    if b._sign:
        cmp = -cmp
    if cmp < 0:
        return _dec(sign, 0, 0)
    return _dec(sign, 0, 0, _INF)


def _power_of_one(a, b, sign, ctx):
    """The power of a Decimal equal to one (1, 1.0, 1.00, ...), or None."""
    if a._kind != _FINITE or _compare_with_one(a) != 0:
        return None
    if _is_integral(b):
        n = _integral_value(b)
        if n < 0:
            return _dec(sign, 1, 0)
        shift = n * -a._exp
        status = 0
        if shift > ctx._prec - 1:
            shift = ctx._prec - 1
            status = _ROUNDED
    else:
        shift = ctx._prec - 1
        status = _INEXACT | _ROUNDED
    if status:
        ctx._signal(status)
    return _dec(sign, _pow10(shift), -shift)


def _power_bounds(a, b, sign, ctx):
    """The result of a ** b (|a| not 1) when a lower bound of
    log10(|b * log10(|a|)|) shows it overflows or underflows, else None
    (the same bounds CPython uses, so the same powers take this path)."""
    t = a._exp + _ndigits(a._int) - 1
    if t > 0:
        zeta = _ndigits(t) - 1
    elif t < -1:
        zeta = _ndigits(-(t + 1)) - 1
    else:
        # 0.1 <= |a| < 10: the bound comes from |a| - 1.
        exp = min(a._exp, 0)
        diff = abs(a._int * _pow10(a._exp - exp) - _pow10(-exp))
        u = exp + _ndigits(diff) - 1
        zeta = u - 2 if t == 0 else u - 1
    theta = b._exp + _ndigits(b._int) - 1
    if (t < 0) == (b._sign == 1):
        if _ndigits(ctx._emax) < zeta + theta:
            return _finish(sign, 1, ctx._emax + 1, ctx)
    elif _ndigits(-ctx._etiny) < zeta + theta:
        return _finish(sign, 1, ctx._etiny - 1, ctx)
    return None


def _integer_power(a, b, sign, ctx):
    """a ** n for an integral n as CPython computes it: with a working
    precision of prec + digits(n) + 2 (one more for a negative n, which
    starts from 1/a) and half-even rounding, squaring and multiplying
    from the exponent's leading bit, then rounding to the context."""
    n = _integral_value(b)
    work = ctx.copy()
    work._prec = ctx._prec + b._exp + _ndigits(b._int) + 2
    work._rounding = ROUND_HALF_EVEN
    work._clamp = 0
    work._traps = 0
    work._flags = 0
    work._cache()
    base = _dec(0, a._int, a._exp)
    if n < 0:
        work._prec += 1
        work._cache()
        base = _divide(_ONE, base, work)
        if work._flags & _IEEE_INVALID:
            return ctx._invalid()
        n = -n
    result = base
    bit = 1 << (n.bit_length() - 1)
    bit >>= 1
    while bit:
        result = _multiply(result, result, work)
        if n & bit:
            result = _multiply(result, base, work)
        if result._kind or (result._int == 0 and work._flags & _CLAMPED):
            break
        bit >>= 1
    if result._kind == _INF:
        coeff, exp = 1, ctx._emax + 1
    else:
        coeff, exp = result._int, result._exp
    return _finish_collected(sign, coeff, exp, ctx, work._flags)


def _finish_collected(sign, coeff, exp, ctx, status):
    """_finish, signalling its conditions together with `status` (those
    of the steps before) at once."""
    quiet = ctx.copy()
    quiet._traps = 0
    quiet._flags = 0
    result = _finish(sign, coeff, exp, quiet)
    ctx._signal(status | quiet._flags)
    return result


# --- comparisons ------------------------------------------------------------------

def _compare_finite(a, b):
    """-1, 0 or 1 comparing finite a and b."""
    ae, be = a._exp, b._exp
    if ae == be or (-20 < ae - be < 20):
        # Align the smaller exponent's partner and compare signed ints.
        ac = -a._int if a._sign else a._int
        bc = -b._int if b._sign else b._int
        if ae > be:
            ac *= _POW10[ae - be]
        elif be > ae:
            bc *= _POW10[be - ae]
        return (ac > bc) - (ac < bc)
    if a._int == 0:
        if b._int == 0:
            return 0
        return 1 if b._sign else -1
    if b._int == 0:
        return -1 if a._sign else 1
    if a._sign != b._sign:
        return -1 if a._sign else 1
    adj_a = a._exp + _ndigits(a._int) - 1
    adj_b = b._exp + _ndigits(b._int) - 1
    if adj_a != adj_b:
        result = 1 if adj_a > adj_b else -1
    else:
        ac, bc = a._int, b._int
        if a._exp > b._exp:
            ac *= _pow10(a._exp - b._exp)
        elif b._exp > a._exp:
            bc *= _pow10(b._exp - a._exp)
        result = (ac > bc) - (ac < bc)
    return -result if a._sign else result


def _compare(a, b):
    """-1, 0 or 1 comparing non-NaN a and b."""
    if a._kind == _FINITE and b._kind == _FINITE:
        return _compare_finite(a, b)
    # An infinity against anything: -Infinity < finite < Infinity.
    va = (-1 if a._sign else 1) if a._kind == _INF else 0
    vb = (-1 if b._sign else 1) if b._kind == _INF else 0
    return (va > vb) - (va < vb)


def _rational_parts(value):
    """(numerator, denominator) of an int or a numbers.Rational, or None."""
    if isinstance(value, int):
        return int(value), 1
    if isinstance(value, numbers.Rational):
        return value.numerator, value.denominator
    return None


def _comparable(self, other, ordering):
    """other as a Decimal for a comparison (an exact conversion; a float
    sets the FloatOperation flag, and raises it when trapped only for an
    ordering), a (numerator, denominator) pair for a Rational, or None
    (NotImplemented)."""
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return _dec(1 if other < 0 else 0, abs(int(other)), 0)
    if isinstance(other, float):
        ctx = getcontext()
        if ordering:
            ctx._signal(_FLOAT_OP)
        else:
            ctx._flags |= _FLOAT_OP
        return _from_float(other)
    parts = _rational_parts(other)
    if parts is not None:
        return parts
    return None


def _compare_rational(self, numerator, denominator):
    """-1, 0 or 1 comparing finite or infinite self with a fraction."""
    if self._kind == _INF:
        return -1 if self._sign else 1
    value = self._int if not self._sign else -self._int
    if self._exp >= 0:
        left = value * _pow10(self._exp) * denominator
        right = numerator
    else:
        left = value * denominator
        right = numerator * _pow10(-self._exp)
    return (left > right) - (left < right)


# --- formatting -------------------------------------------------------------------

def _sci_string(d, capitals=1, engineering=False):
    """to-scientific-string (or to-engineering-string) of the spec."""
    sign = "-" if d._sign else ""
    if d._kind == _INF:
        return sign + "Infinity"
    if d._kind >= _QNAN:
        name = "NaN" if d._kind == _QNAN else "sNaN"
        return sign + name + (str(d._int) if d._int else "")
    digits = str(d._int)
    n = len(digits)
    leftdigits = d._exp + n  # digits before the point in plain notation
    if d._exp <= 0 and leftdigits > -6:
        point = leftdigits
    elif not engineering:
        point = 1
    elif d._int == 0:
        point = (leftdigits + 1) % 3 - 1
    else:
        point = (leftdigits - 1) % 3 + 1
    if point <= 0:
        body = "0." + "0" * (-point) + digits
    elif point >= n:
        body = digits + "0" * (point - n)
    else:
        body = digits[:point] + "." + digits[point:]
    if point == leftdigits:
        return sign + body
    exp = leftdigits - point
    return sign + body + ("E" if capitals else "e") + ("+" if exp >= 0 else "-") + str(abs(exp))


_FORMAT_TYPES = "eEfFgGn%"


def _parse_spec(spec):
    """The parts of a format spec as CPython's decimal reads it:
    [[fill]align][sign][z][0][width][,][.precision][type] ('z' may also
    come just before the sign; '_' grouping and '#' are not accepted).
    Returns fill, align, sign, no_neg_zero, zero, width, grouping,
    precision, type; ValueError when spec is invalid."""
    start = 2 if len(spec) >= 2 and spec[1] in "<>=^" else (1 if spec[:1] in ("<", ">", "=", "^") else 0)
    no_neg_zero = False
    if spec[start:start + 1] == "z":
        spec = spec[:start] + spec[start + 1:]
        no_neg_zero = True
    elif spec[start:start + 1] in ("+", "-", " ") and spec[start + 1:start + 2] == "z":
        spec = spec[:start + 1] + spec[start + 2:]
        no_neg_zero = True
    i = 0
    n = len(spec)
    fill = align = None
    if n >= 2 and spec[1] in "<>=^":
        fill, align = spec[0], spec[1]
        i = 2
    elif n >= 1 and spec[0] in "<>=^":
        align = spec[0]
        i = 1
    sign = "-"
    if i < n and spec[i] in "+- ":
        sign = spec[i]
        i += 1
    zero = False
    if i < n and spec[i] == "0":
        if align is not None:
            raise ValueError("invalid format string")
        zero = True
        fill, align = "0", "="
        i += 1
    width = None
    if i < n and "1" <= spec[i] <= "9":
        begin = i
        while i < n and "0" <= spec[i] <= "9":
            i += 1
        width = int(spec[begin:i])
    grouping = ""
    if i < n and spec[i] == ",":
        grouping = ","
        i += 1
    precision = None
    if i < n and spec[i] == ".":
        i += 1
        begin = i
        while i < n and "0" <= spec[i] <= "9":
            i += 1
        if i == begin:
            raise ValueError("invalid format string")
        precision = int(spec[begin:i])
    kind = None
    if i < n:
        kind = spec[i]
        i += 1
        if kind not in _FORMAT_TYPES or (kind == "n" and grouping):
            raise ValueError("invalid format string")
    if i != n:
        raise ValueError("invalid format string")
    return (" " if fill is None else fill), (">" if align is None else align), sign, no_neg_zero, \
        zero, width, grouping, precision, kind


def _group(digits, sep, min_width):
    """digits with sep between groups of three, padded with zeros on the
    left to at least min_width characters (separators included)."""
    if min_width <= len(digits) and sep == ",":
        return format(int(digits), ",")
    parts = []
    while True:
        size = min(max(len(digits), min_width, 1), 3)
        chunk = digits[-size:] if digits else ""
        parts.append("0" * (size - len(chunk)) + chunk)
        digits = digits[:-size] if len(digits) > size else ""
        min_width -= size
        if not digits and min_width <= 0:
            break
        min_width -= len(sep)
    return sep.join(reversed(parts))


_SPEC_CACHE = {}


def _format_decimal(d, spec, ctx):
    parsed = _SPEC_CACHE.get(spec)
    if parsed is None:
        parsed = _parse_spec(spec)
        if len(_SPEC_CACHE) < 200:
            _SPEC_CACHE[spec] = parsed
    fill, align, sign_opt, no_neg_zero, zero, width, grouping, precision, kind = parsed
    if d._kind:
        if zero:
            fill, align = " ", ">"
        body = _sci_string(d.copy_abs(), 1)
        if kind == "%":
            body += "%"
        sign = "-" if d._sign else ("+" if sign_opt == "+" else (" " if sign_opt == " " else ""))
        return _pad(sign, body, fill, align, width)
    if kind is None:
        kind = "G" if ctx._capitals else "g"
        default_kind = True
    else:
        default_kind = False
    if kind == "n":
        kind = "g"
    rounding = ctx._rounding
    sign = d._sign
    coeff, exp = d._int, d._exp
    if kind == "%":
        exp += 2
    if precision is not None:
        if kind in "eE":
            coeff, exp = _round_to_digits(sign, coeff, exp, precision + 1, rounding)
            n = _ndigits(coeff)
            if coeff and n < precision + 1:
                coeff *= _pow10(precision + 1 - n)
                exp -= precision + 1 - n
        elif kind in "fF%":
            coeff, exp = _rescale(sign, coeff, exp, -precision, rounding)
        elif kind in "gG" and _ndigits(coeff) > precision:
            coeff, exp = _round_to_digits(sign, coeff, exp, max(precision, 1) if precision else 1, rounding)
    if coeff == 0 and exp > 0 and kind in "fF%":
        exp = 0
    if coeff == 0 and no_neg_zero:
        sign = 0
    digits = str(coeff)
    leftdigits = exp + len(digits)
    if kind in "eE":
        dotplace = 1 - precision if (coeff == 0 and precision is not None) else 1
    elif kind in "fF%":
        dotplace = leftdigits
    else:
        if exp <= 0 and leftdigits > -6:
            dotplace = leftdigits
        else:
            dotplace = 1
    if dotplace < 0:
        intpart = "0"
        fracpart = "0" * (-dotplace) + digits
    elif dotplace > len(digits):
        intpart = digits + "0" * (dotplace - len(digits))
        fracpart = ""
    else:
        intpart = digits[:dotplace] or "0"
        fracpart = digits[dotplace:]
    shown_exp = leftdigits - dotplace
    sign_text = "-" if sign else ("+" if sign_opt == "+" else (" " if sign_opt == " " else ""))
    if fracpart:
        fracpart = "." + fracpart
    if shown_exp != 0 or kind in "eE":
        echar = "E" if kind in "EG" else "e"
        fracpart += "%s%s%d" % (echar, "+" if shown_exp >= 0 else "-", abs(shown_exp))
    if kind == "%":
        fracpart += "%"
    if zero and width is not None:
        min_width = width - len(fracpart) - len(sign_text)
    else:
        min_width = 0
    if grouping:
        intpart = _group(intpart, grouping, min_width)
    elif min_width > len(intpart):
        intpart = "0" * (min_width - len(intpart)) + intpart
    return _pad(sign_text, intpart + fracpart, fill, align, width)


def _pad(sign, body, fill, align, width):
    text = sign + body
    if width is None or len(text) >= width:
        return text
    pad = width - len(text)
    if align == "<":
        return text + fill * pad
    if align == ">":
        return fill * pad + text
    if align == "=":
        return sign + fill * pad + body
    left = pad // 2
    return fill * left + text + fill * (pad - left)


def _round_to_digits(sign, coeff, exp, digits, rounding):
    """(coeff, exp) rounded to at most `digits` significant digits."""
    n = _ndigits(coeff)
    if coeff == 0 or n <= digits:
        return coeff, exp
    coeff, _ = _shorten(sign, coeff, n - digits, rounding)
    exp += n - digits
    if _ndigits(coeff) > digits:
        coeff //= 10
        exp += 1
    return coeff, exp


def _rescale(sign, coeff, exp, new_exp, rounding):
    """(coeff, exp) rounded or padded to exponent new_exp."""
    if exp >= new_exp:
        return coeff * _pow10(exp - new_exp), new_exp
    coeff, _ = _shorten(sign, coeff, new_exp - exp, rounding)
    return coeff, new_exp


# --- exp, ln, log10 ----------------------------------------------------------------
# Fixed point: a value v is the integer v * 10**w. Each function computes an
# approximation with w digits after the point and an error of a few units,
# and keeps adding digits until the approximation's error interval rounds
# to a single result (Ziv's method); that result is correctly rounded.

_GUARD = 12  # digits kept beyond w inside a computation


def _ln10_fixed(w, _cache={}):
    """ln(10) * 10**w, to within one unit."""
    cached = _cache.get("ln10")
    if cached is not None and cached[0] >= w:
        return cached[1] // _pow10(cached[0] - w)
    value = _ln_fixed(10 * _pow10(w + 5), w + 5) // _pow10(5)
    _cache["ln10"] = (w, value)
    return value


def _ln_fixed(y, w):
    """ln(y / 10**w) * 10**w for y > 0, to within a few units: square
    roots bring the argument near one, then 2*atanh((t-1)/(t+1))."""
    scale = _pow10(w + _GUARD)
    t = y * _pow10(_GUARD)
    halvings = 0
    # Halve the logarithm until t is within 1/1000 of one.
    while abs(t - scale) * 1000 > scale:
        t = math.isqrt(t * scale)
        halvings += 1
    for _ in range(8):
        t = math.isqrt(t * scale)
        halvings += 1
    z = abs(t - scale) * scale // (t + scale)
    z2 = z * z // scale
    total = z
    term = z
    k = 1
    while term:
        term = term * z2 // scale
        k += 2
        total += term // k
    result = (2 * total << halvings) // _pow10(_GUARD)
    return -result if t < scale else result


def _exp_fixed(r, w):
    """exp(r / 10**w) * 10**w for |r / 10**w| < 3, to within a few units."""
    scale = _pow10(w + _GUARD)
    x = abs(r) * _pow10(_GUARD)
    halvings = 8
    x >>= halvings
    total = scale
    term = scale
    k = 1
    while term:
        term = term * x // (scale * k)
        total += term
        k += 1
    for _ in range(halvings):
        total = total * total // scale
    if r < 0:
        total = scale * scale // total
    return total // _pow10(_GUARD)


def _round_interval(sign, low, high, exp, ctx):
    """The results of rounding low and high (coefficients at exp) half
    even in ctx's range, or None when they differ."""
    quiet = ctx.copy()
    quiet._traps = 0
    a = _finish(sign, low, exp, quiet, ROUND_HALF_EVEN)
    b = _finish(sign, high, exp, quiet, ROUND_HALF_EVEN)
    if a._kind != b._kind or a._int != b._int or a._exp != b._exp:
        return None
    return a


def _settle(sign, value, w, error, ctx):
    """The correctly rounded result when value * 10**-w (value > 0) is
    known to within error units, or None when more digits are needed. The
    true value is not exact, so the result is flagged Inexact."""
    low = max(value - error, 0)
    if _round_interval(sign, low, value + error, -w, ctx) is None:
        return None
    return _finish(sign, value * 10 + 1, -w - 1, ctx, ROUND_HALF_EVEN)


def _exp(d, ctx):
    # Results certainly too large or too small for the context.
    adjusted = d._exp + _ndigits(d._int) - 1
    x = float(_sci_string(d)) if adjusted < 300 else (-1e300 if d._sign else 1e300)
    if x > (ctx._emax + 1) * 2.3026 + 1:
        return _finish(0, 1, ctx._emax + 1, ctx, ROUND_HALF_EVEN)
    if x < (ctx._etiny - 2) * 2.3026 - 1:
        return _finish(0, 1, ctx._etiny - 2, ctx, ROUND_HALF_EVEN)
    w = ctx._prec + 8
    while True:
        # exp(x) = 10**q * exp(x - q*ln(10)), with q near x / ln(10).
        q = int(x / 2.302585092994046) if abs(x) > 1 else 0
        extra = _ndigits(abs(q)) + 2
        ln10 = _ln10_fixed(w + extra)
        scaled = d._int * _pow10(w + extra + d._exp) if d._exp >= -(w + extra) \
            else d._int // _pow10(-(w + extra) - d._exp)
        if d._sign:
            scaled = -scaled
        r = (scaled - q * ln10) // _pow10(extra)
        value = _exp_fixed(r, w)
        result = _settle(0, value, w - q, 4, ctx)
        if result is not None:
            return result
        w += 20


def _log_specials(d, ctx):
    """The result of ln or log10 for a NaN, an infinity, zero or a
    negative operand; None otherwise."""
    if d._kind:
        nan = _nan_result(d, None, ctx)
        if nan is not None:
            return nan
        if d._sign:
            return ctx._invalid()
        return _dec(0, 0, 0, _INF)
    if d._int == 0:
        return _dec(1, 0, 0, _INF)
    if d._sign:
        return ctx._invalid()
    return None


def _power_of_ten(d):
    """k when d is 10**k, else None."""
    digits = str(d._int)
    if digits[0] != "1" or digits.strip("0") != "1":
        return None
    return d._exp + len(digits) - 1


def _logarithm(d, ctx, base10):
    """ln(d) or log10(d) for d > 0, d not 1 (nor a power of ten for
    log10), correctly rounded half even."""
    n = _ndigits(d._int)
    adjusted = d._exp + n - 1
    # Digits lost to cancellation when d is near one: -log10|d - 1|.
    near = 0
    if adjusted in (0, -1):
        exp = min(d._exp, 0)
        diff = abs(d._int * _pow10(d._exp - exp) - _pow10(-exp))
        near = max(0, -(exp + _ndigits(diff)))
    w = ctx._prec + 8 + near
    while True:
        if adjusted in (0, -1):
            # d itself, in [0.1, 10): no cancellation with ln(10).
            y = d._int * _pow10(w + d._exp) if d._exp >= -w else d._int // _pow10(-w - d._exp)
            if d._exp < -w:
                w += -w - d._exp
                continue
            value = _ln_fixed(y, w)
        else:
            # ln(m) + adjusted * ln(10) with m in [1, 10).
            y = d._int * _pow10(w) // _pow10(n - 1) if n - 1 <= w else None
            if y is None or d._int * _pow10(w) % _pow10(n - 1):
                # m has more digits than w: use them all.
                extra = n - 1
                y = d._int * _pow10(w)
                value = (_ln_fixed(y, w + extra) // _pow10(extra)) if extra else _ln_fixed(y, w)
            else:
                value = _ln_fixed(y, w)
            extra = _ndigits(abs(adjusted)) + 1
            value += adjusted * _ln10_fixed(w + extra) // _pow10(extra)
        error = 4 + (_ndigits(abs(adjusted)) if adjusted not in (0, -1) else 0)
        if base10:
            ln10 = _ln10_fixed(w + 4)
            value = value * _pow10(w + 4) // ln10
            error += 2
        sign = 1 if value < 0 else 0
        result = _settle(sign, abs(value), w, error, ctx)
        if result is not None:
            return result
        w += 20


# --- the Decimal type -------------------------------------------------------------


def _sum(a, b, ctx):
    return _add(a, b, ctx, False)


def _difference(a, b, ctx):
    return _add(a, b, ctx, True)


def _operator(name, op, reflected):
    """Decimal's method `name` for the binary operation `op(a, b, ctx)`
    (operands swapped when `reflected`): the other operand converted (or
    NotImplemented), in the given context or the current one."""
    if reflected:
        def method(self, other, context=None):
            other = _convert(other)
            if other is None:
                return NotImplemented
            return op(other, self, getcontext() if context is None else context)
    else:
        def method(self, other, context=None):
            other = _convert(other)
            if other is None:
                return NotImplemented
            return op(self, other, getcontext() if context is None else context)
    method.__name__ = name
    method.__qualname__ = "Decimal." + name
    return method


class Decimal:
    """A decimal floating point number: Decimal(value="0", context=None)
    with value an int, a float (exactly), a str, a tuple (sign, digits,
    exponent) or a Decimal."""

    __slots__ = ("_sign", "_int", "_exp", "_kind")

    def _slow__new__(cls, value="0", context=None):
        if type(value) is str:
            # Recently converted strings (literals in a loop) first, then
            # the common form: ASCII digits with an optional point.
            known = _RECENT.get(value)
            if known is not None:
                self = _new_object(cls)
                self._sign = 0
                self._int = known[0]
                self._exp = known[1]
                self._kind = 0
                return self
            whole, dot, frac = value.partition(".")
            if whole.isdigit() and whole.isascii() and (frac.isdigit() and frac.isascii() or not frac and whole):
                coeff = int(whole + frac)
                exp = -len(frac)
                if len(_RECENT) >= 64:
                    _RECENT.clear()
                _RECENT[value] = (coeff, exp)
                self = _new_object(cls)
                self._sign = 0
                self._int = coeff
                self._exp = exp
                self._kind = 0
                return self
        if isinstance(value, str):
            parts = _parse(value)
            if parts is None:
                if context is None:
                    context = getcontext()
                elif not isinstance(context, Context):
                    raise TypeError("optional argument must be a context")
                nan = context._invalid(_CONV_SYNTAX)
                return nan if cls is Decimal else _copy_as(cls, nan)
            sign, coeff, exp, kind = parts
        elif isinstance(value, int):
            sign, coeff, exp, kind = (1 if value < 0 else 0), abs(int(value)), 0, _FINITE
        elif isinstance(value, Decimal):
            if cls is Decimal and type(value) is Decimal:
                return value
            sign, coeff, exp, kind = value._sign, value._int, value._exp, value._kind
        elif isinstance(value, float):
            ctx = getcontext() if context is None else context
            ctx._signal(_FLOAT_OP)
            d = _from_float(value)
            sign, coeff, exp, kind = d._sign, d._int, d._exp, d._kind
        elif isinstance(value, (tuple, list)):
            d = _from_tuple(value)
            sign, coeff, exp, kind = d._sign, d._int, d._exp, d._kind
        else:
            raise TypeError("conversion from %s to Decimal is not supported" % type(value).__name__)
        self = _new_object(cls)
        self._sign = sign
        self._int = coeff
        self._exp = exp
        self._kind = kind
        return self

    __new__ = _core.__new__

    @classmethod
    def from_float(cls, f):
        """The exact value of a float (or an int) as a Decimal."""
        if isinstance(f, int):
            d = _dec(1 if f < 0 else 0, abs(int(f)), 0)
        elif isinstance(f, float):
            d = _from_float(f)
        else:
            raise TypeError("argument must be int or float")
        return d if cls is Decimal else cls(d)

    # --- properties and queries --------------------------------------------

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def conjugate(self):
        return self

    def radix(self):
        return Decimal(10)

    def canonical(self):
        return self

    def is_canonical(self):
        return True

    def adjusted(self):
        """The exponent of the leading digit (0 for a special value)."""
        if self._kind:
            return 0
        return self._exp + _ndigits(self._int) - 1

    def as_tuple(self):
        if self._kind == _INF:
            return DecimalTuple(self._sign, (0,), "F")
        if self._kind >= _QNAN:
            digits = tuple(int(ch) for ch in str(self._int)) if self._int else ()
            return DecimalTuple(self._sign, digits, "n" if self._kind == _QNAN else "N")
        return DecimalTuple(self._sign, tuple(int(ch) for ch in str(self._int)), self._exp)

    def as_integer_ratio(self):
        if self._kind >= _QNAN:
            raise ValueError("cannot convert NaN to integer ratio")
        if self._kind == _INF:
            raise OverflowError("cannot convert Infinity to integer ratio")
        if self._int == 0:
            return 0, 1
        numerator = self._int
        if self._exp >= 0:
            numerator *= _pow10(self._exp)
            denominator = 1
        else:
            denominator = _pow10(-self._exp)
            g = math.gcd(numerator, denominator)
            numerator //= g
            denominator //= g
        return (-numerator if self._sign else numerator), denominator

    def is_nan(self):
        return self._kind >= _QNAN

    def is_qnan(self):
        return self._kind == _QNAN

    def is_snan(self):
        return self._kind == _SNAN

    def is_infinite(self):
        return self._kind == _INF

    def is_finite(self):
        return self._kind == _FINITE

    def is_zero(self):
        return self._kind == _FINITE and self._int == 0

    def is_signed(self):
        return self._sign == 1

    def is_normal(self, context=None):
        if self._kind or self._int == 0:
            return False
        ctx = _context(context)
        return self.adjusted() >= ctx._emin

    def is_subnormal(self, context=None):
        if self._kind or self._int == 0:
            return False
        ctx = _context(context)
        return self.adjusted() < ctx._emin

    def number_class(self, context=None):
        if self._kind == _SNAN:
            return "sNaN"
        if self._kind == _QNAN:
            return "NaN"
        sign = "-" if self._sign else "+"
        if self._kind == _INF:
            return sign + "Infinity"
        if self._int == 0:
            return sign + "Zero"
        if self.is_subnormal(context):
            return sign + "Subnormal"
        return sign + "Normal"

    def same_quantum(self, other, context=None):
        other = _convert_strict(other, context)
        if self._kind or other._kind:
            return (self._kind >= _QNAN and other._kind >= _QNAN) or (
                self._kind == _INF and other._kind == _INF)
        return self._exp == other._exp

    # --- copies --------------------------------------------------------------

    def copy_abs(self):
        return _dec(0, self._int, self._exp, self._kind)

    def copy_negate(self):
        return _dec(self._sign ^ 1, self._int, self._exp, self._kind)

    def copy_sign(self, other, context=None):
        other = _convert_strict(other, context)
        return _dec(other._sign, self._int, self._exp, self._kind)

    def __copy__(self):
        if type(self) is Decimal:
            return self
        return self.__class__(self)

    def __deepcopy__(self, memo):
        if type(self) is Decimal:
            return self
        return self.__class__(self)

    def __reduce__(self):
        return (self.__class__, (str(self),))

    # --- strings ------------------------------------------------------------

    def __str__(self, context=None):
        if not self._kind and self._exp <= 0:
            # Plain notation when the exponent is at most 0 and the
            # number is not too small (no exponent letter to choose).
            digits = str(self._int)
            n = len(digits)
            exp = self._exp
            if n + exp > -6:
                if exp:
                    if n > -exp:
                        digits = digits[:n + exp] + "." + digits[n + exp:]
                    else:
                        digits = "0." + "0" * (-exp - n) + digits
                return "-" + digits if self._sign else digits
        capitals = getcontext()._capitals if context is None else context._capitals
        return _sci_string(self, capitals)

    def to_eng_string(self, context=None):
        capitals = getcontext()._capitals if context is None else context._capitals
        return _sci_string(self, capitals, True)

    def __repr__(self):
        return "Decimal('%s')" % _sci_string(self, getcontext()._capitals)

    def __format__(self, spec):
        if not isinstance(spec, str):
            raise TypeError("format spec must be a string")
        return _format_decimal(self, spec, getcontext())

    # --- conversions to other types -------------------------------------

    def __bool__(self):
        return self._kind != _FINITE or self._int != 0

    def __int__(self):
        if self._kind:
            if self._kind >= _QNAN:
                raise ValueError("cannot convert NaN to integer")
            raise OverflowError("cannot convert Infinity to integer")
        if self._exp >= 0:
            value = self._int * _pow10(self._exp)
        else:
            value = self._int // _pow10(-self._exp)
        return -value if self._sign else value

    __trunc__ = __int__

    def __float__(self):
        if self._kind >= _QNAN:
            if self._kind == _SNAN:
                raise ValueError("cannot convert signaling NaN to float")
            return -_FLOAT_NAN if self._sign else _FLOAT_NAN
        if self._kind == _INF:
            return -_FLOAT_INF if self._sign else _FLOAT_INF
        if self._int == 0:
            return -0.0 if self._sign else 0.0
        return float(_sci_string(self))

    def _to_int(self, rounding):
        if self._kind:
            if self._kind >= _QNAN:
                raise ValueError("cannot convert NaN to integer")
            raise OverflowError("cannot convert Infinity to integer")
        if self._exp >= 0:
            value = self._int * _pow10(self._exp)
        else:
            value, _ = _shorten(self._sign, self._int, -self._exp, rounding)
        return -value if self._sign else value

    def __floor__(self):
        return self._to_int(ROUND_FLOOR)

    def __ceil__(self):
        return self._to_int(ROUND_CEILING)

    def __round__(self, n=None):
        if n is None:
            return self._to_int(ROUND_HALF_EVEN)
        if not isinstance(n, int):
            raise TypeError("optional arg must be an integer")
        return self.quantize(_dec(0, 1, -n))

    def __hash__(self):
        if self._kind:
            if self._kind == _SNAN:
                raise TypeError("Cannot hash a signaling NaN value")
            if self._kind == _QNAN:
                return object.__hash__(self)
            return -314159 if self._sign else 314159
        if self._exp >= 0:
            result = self._int * pow(10, self._exp, _HASH_MODULUS) % _HASH_MODULUS
        else:
            result = self._int * pow(_HASH_10INV, -self._exp, _HASH_MODULUS) % _HASH_MODULUS
        if self._sign:
            result = -result
        return -2 if result == -1 else result

    # --- comparisons ---------------------------------------------------------

    def _compare_to(self, other, ordering):
        """-1, 0, 1 comparing with other; None when the comparison is
        unordered (a NaN); NotImplemented for other types."""
        converted = _comparable(self, other, ordering)
        if converted is None:
            return NotImplemented
        if self._kind >= _QNAN or (isinstance(converted, Decimal) and converted._kind >= _QNAN):
            snan = self._kind == _SNAN or (isinstance(converted, Decimal) and converted._kind == _SNAN)
            if ordering or snan:
                getcontext()._signal(_INVALID_OP)
            return None
        if isinstance(converted, tuple):
            return _compare_rational(self, converted[0], converted[1])
        return _compare(self, converted)

    __eq__ = _core.__eq__
    __ne__ = _core.__ne__
    __lt__ = _core.__lt__
    __le__ = _core.__le__
    __gt__ = _core.__gt__
    __ge__ = _core.__ge__

    def _slow__eq__(self, other):
        if type(other) is Decimal and not (self._kind or other._kind):
            return _compare_finite(self, other) == 0
        result = self._compare_to(other, False)
        if result is NotImplemented:
            return result
        return result == 0

    def _slow__ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    def _slow__lt__(self, other):
        if type(other) is Decimal and not (self._kind or other._kind):
            if self._exp == other._exp:
                return (-self._int if self._sign else self._int) < (-other._int if other._sign else other._int)
            return _compare_finite(self, other) < 0
        result = self._compare_to(other, True)
        if result is NotImplemented or result is None:
            return False if result is None else result
        return result < 0

    def _slow__le__(self, other):
        if type(other) is Decimal and not (self._kind or other._kind):
            if self._exp == other._exp:
                return (-self._int if self._sign else self._int) <= (-other._int if other._sign else other._int)
            return _compare_finite(self, other) <= 0
        result = self._compare_to(other, True)
        if result is NotImplemented or result is None:
            return False if result is None else result
        return result <= 0

    def _slow__gt__(self, other):
        if type(other) is Decimal and not (self._kind or other._kind):
            if self._exp == other._exp:
                return (-self._int if self._sign else self._int) > (-other._int if other._sign else other._int)
            return _compare_finite(self, other) > 0
        result = self._compare_to(other, True)
        if result is NotImplemented or result is None:
            return False if result is None else result
        return result > 0

    def _slow__ge__(self, other):
        if type(other) is Decimal and not (self._kind or other._kind):
            if self._exp == other._exp:
                return (-self._int if self._sign else self._int) >= (-other._int if other._sign else other._int)
            return _compare_finite(self, other) >= 0
        result = self._compare_to(other, True)
        if result is NotImplemented or result is None:
            return False if result is None else result
        return result >= 0

    def compare(self, other, context=None):
        """Decimal('-1'), Decimal('0') or Decimal('1'); NaN with a NaN."""
        ctx = _context(context)
        other = _convert_strict(other, ctx)
        if self._kind >= _QNAN or other._kind >= _QNAN:
            return _nan_result(self, other, ctx)
        return _SMALL[_compare(self, other)]

    def compare_signal(self, other, context=None):
        ctx = _context(context)
        other = _convert_strict(other, ctx)
        if self._kind >= _QNAN or other._kind >= _QNAN:
            ctx._signal(_INVALID_OP)
            return _nan_result(self, other, ctx)
        return _SMALL[_compare(self, other)]

    def compare_total(self, other, context=None):
        """An ordering of all Decimals by value, then exponent, with NaNs
        (signalling below quiet) at the ends."""
        other = _convert_strict(other, context)
        return _SMALL[_total_order(self, other)]

    def compare_total_mag(self, other, context=None):
        other = _convert_strict(other, context)
        return _SMALL[_total_order(self.copy_abs(), other.copy_abs())]

    def max(self, other, context=None):
        return _extreme(self, other, context, 1, False)

    def min(self, other, context=None):
        return _extreme(self, other, context, -1, False)

    def max_mag(self, other, context=None):
        return _extreme(self, other, context, 1, True)

    def min_mag(self, other, context=None):
        return _extreme(self, other, context, -1, True)

    # --- arithmetic operators ---------------------------------------------

    # The operators and quantize are native (`_decimal_core`) for finite
    # operands in the common case; those methods call the `_slow_` ones
    # below for everything else.
    def _slow__add__(self, other, context=None):
        other = _convert(other)
        if other is None:
            return NotImplemented
        return _add(self, other, getcontext() if context is None else context, False)

    _slow__radd__ = _operator("__radd__", _sum, True)

    def _slow__sub__(self, other, context=None):
        other = _convert(other)
        if other is None:
            return NotImplemented
        return _add(self, other, getcontext() if context is None else context, True)

    _slow__rsub__ = _operator("__rsub__", _difference, True)

    def _slow__mul__(self, other, context=None):
        other = _convert(other)
        if other is None:
            return NotImplemented
        return _multiply(self, other, getcontext() if context is None else context)

    _slow__rmul__ = _operator("__rmul__", _multiply, True)
    _slow__truediv__ = _operator("__truediv__", _divide, False)
    _slow__rtruediv__ = _operator("__rtruediv__", _divide, True)
    __add__ = _core.__add__
    __radd__ = _core.__radd__
    __sub__ = _core.__sub__
    __rsub__ = _core.__rsub__
    __mul__ = _core.__mul__
    __rmul__ = _core.__rmul__
    __truediv__ = _core.__truediv__
    __rtruediv__ = _core.__rtruediv__
    __floordiv__ = _operator("__floordiv__", _divide_int, False)
    __rfloordiv__ = _operator("__rfloordiv__", _divide_int, True)
    __mod__ = _operator("__mod__", _remainder, False)
    __rmod__ = _operator("__rmod__", _remainder, True)
    __divmod__ = _operator("__divmod__", _divmod, False)
    __rdivmod__ = _operator("__rdivmod__", _divmod, True)

    def __pow__(self, other, modulo=None, context=None):
        if modulo is not None:
            _refuse("pow() with a modulus")
        other = _convert(other)
        if other is None:
            return NotImplemented
        return _power(self, other, getcontext() if context is None else context)

    def __rpow__(self, other, context=None):
        other = _convert(other)
        if other is None:
            return NotImplemented
        return _power(other, self, getcontext() if context is None else context)

    def __neg__(self, context=None):
        ctx = getcontext() if context is None else context
        if self._kind:
            nan = _nan_result(self, None, ctx)
            if nan is not None:
                return nan
            return _dec(self._sign ^ 1, 0, 0, _INF)
        if self._int == 0:
            # 0 - x: a zero is positive unless rounding toward -Infinity.
            sign = self._sign ^ 1 if ctx._rounding == ROUND_FLOOR else 0
            return _finish(sign, 0, self._exp, ctx)
        return _finish(self._sign ^ 1, self._int, self._exp, ctx)

    def __pos__(self, context=None):
        ctx = getcontext() if context is None else context
        if self._kind:
            nan = _nan_result(self, None, ctx)
            if nan is not None:
                return nan
            return _dec(self._sign, 0, 0, _INF)
        if self._int == 0:
            sign = self._sign if ctx._rounding == ROUND_FLOOR else 0
            return _finish(sign, 0, self._exp, ctx)
        return _finish(self._sign, self._int, self._exp, ctx)

    def __abs__(self, context=None):
        ctx = getcontext() if context is None else context
        if self._kind:
            nan = _nan_result(self, None, ctx)
            if nan is not None:
                return nan
            return _dec(0, 0, 0, _INF)
        return _finish(0, self._int, self._exp, ctx)

    # --- rounding and exponents ------------------------------------------

    def _slow_quantize(self, exp, rounding=None, context=None):
        """self rounded (or padded) to the exponent of exp."""
        ctx = _context(context)
        exp = _convert_strict(exp, ctx)
        if rounding is None:
            rounding = ctx._rounding
        elif not isinstance(rounding, str) or rounding not in _ROUNDINGS:
            raise TypeError(_ROUNDING_MESSAGE)
        if self._kind or exp._kind:
            nan = _nan_result(self, exp, ctx)
            if nan is not None:
                return nan
            if self._kind == _INF and exp._kind == _INF:
                return self
            return ctx._invalid()
        target = exp._exp
        if not ctx._etiny <= target <= ctx._emax:
            return ctx._invalid()
        if self._int == 0:
            return _finish(self._sign, 0, target, ctx)
        adjusted = self._exp + _ndigits(self._int) - 1
        if adjusted > ctx._emax:
            return ctx._invalid()
        if adjusted - target + 1 > ctx._prec:
            return ctx._invalid()
        status = 0
        if self._exp >= target:
            coeff = self._int * _pow10(self._exp - target)
        else:
            coeff, inexact = _shorten(self._sign, self._int, target - self._exp, rounding)
            status = _ROUNDED | (_INEXACT if inexact else 0)
        if _ndigits(coeff) > ctx._prec:
            return ctx._invalid()
        if coeff and target + _ndigits(coeff) - 1 > ctx._emax:
            return ctx._invalid()
        if coeff and target + _ndigits(coeff) - 1 < ctx._emin:
            status |= _SUBNORMAL
            if status & _INEXACT:
                status |= _UNDERFLOW
        if ctx._clamp and target > ctx._etop:
            if coeff:
                coeff *= _pow10(target - ctx._etop)
            target = ctx._etop
            status |= _CLAMPED
        if status:
            ctx._signal(status)
        return _dec(self._sign, coeff, target)

    quantize = _core.quantize

    def _to_integral(self, rounding, context, exact):
        ctx = _context(context)
        if rounding is None:
            rounding = ctx._rounding
        elif not isinstance(rounding, str) or rounding not in _ROUNDINGS:
            raise TypeError(_ROUNDING_MESSAGE)
        if self._kind:
            nan = _nan_result(self, None, ctx)
            if nan is not None:
                return nan
            return self
        if self._exp >= 0:
            return self
        if self._int == 0:
            return _dec(self._sign, 0, 0)
        coeff, inexact = _shorten(self._sign, self._int, -self._exp, rounding)
        if exact:
            ctx._signal(_ROUNDED | (_INEXACT if inexact else 0))
        return _dec(self._sign, coeff, 0)

    def to_integral_value(self, rounding=None, context=None):
        """self rounded to an integer (exponent 0), without signalling
        Inexact or Rounded."""
        return self._to_integral(rounding, context, False)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        """to_integral_value, signalling Inexact and Rounded."""
        return self._to_integral(rounding, context, True)

    def normalize(self, context=None):
        """self rounded to the context, without trailing zeros."""
        ctx = _context(context)
        if self._kind:
            nan = _nan_result(self, None, ctx)
            if nan is not None:
                return nan
            return self
        d = _finish(self._sign, self._int, self._exp, ctx)
        if d._kind:
            return d
        if d._int == 0:
            return _dec(d._sign, 0, 0)
        coeff, exp = d._int, d._exp
        top = ctx._etop if ctx._clamp else ctx._emax
        while coeff % 10 == 0 and exp < top:
            coeff //= 10
            exp += 1
        return _dec(d._sign, coeff, exp)

    def scaleb(self, other, context=None):
        ctx = _context(context)
        other = _convert_strict(other, ctx)
        if self._kind or other._kind:
            nan = _nan_result(self, other, ctx)
            if nan is not None:
                return nan
        if other._kind or other._exp != 0:
            return ctx._invalid()
        shift = _integral_value(other)
        limit = 2 * (ctx._emax + ctx._prec)
        if not -limit <= shift <= limit:
            return ctx._invalid()
        if self._kind == _INF:
            return self
        return _finish(self._sign, self._int, self._exp + shift, ctx)

    def logb(self, context=None):
        ctx = _context(context)
        if self._kind:
            nan = _nan_result(self, None, ctx)
            if nan is not None:
                return nan
            return _dec(0, 0, 0, _INF)
        if self._int == 0:
            ctx._signal(_DIV_BY_ZERO)
            return _dec(1, 0, 0, _INF)
        return _finish_any(Decimal(self.adjusted()), ctx)

    def sqrt(self, context=None):
        """The square root, correctly rounded (half even) to the context."""
        ctx = _context(context)
        if self._kind:
            nan = _nan_result(self, None, ctx)
            if nan is not None:
                return nan
            if self._sign:
                return ctx._invalid()
            return self
        ideal = self._exp // 2
        if self._int == 0:
            return _finish(self._sign, 0, ideal, ctx)
        if self._sign:
            return ctx._invalid()
        coeff, exp = self._int, self._exp
        if exp % 2:
            coeff *= 10
            exp -= 1
        prec = ctx._prec
        # Scale by 100**shift so the root has at least prec + 1 digits.
        shift = prec + 1 - (_ndigits(coeff) + 1) // 2
        if shift >= 0:
            scaled = coeff * _pow10(2 * shift)
            root = math.isqrt(scaled)
            exact = root * root == scaled
        else:
            scaled = coeff // _pow10(-2 * shift)
            root = math.isqrt(scaled)
            exact = root * root == scaled and coeff % _pow10(-2 * shift) == 0
        exp = exp // 2 - shift
        if exact:
            while exp < ideal and root % 10 == 0:
                root //= 10
                exp += 1
        elif root % 5 == 0:
            root += 1
        return _finish(0, root, exp, ctx, ROUND_HALF_EVEN)

    def exp(self, context=None):
        """e ** self, correctly rounded (half even, whatever the context's
        rounding) as CPython's is."""
        ctx = _context(context)
        if self._kind:
            nan = _nan_result(self, None, ctx)
            if nan is not None:
                return nan
            return _dec(0, 0, 0, _INF) if self._sign == 0 else _dec(0, 0, 0)
        if self._int == 0:
            return _dec(0, 1, 0)
        return _exp(self, ctx)

    def ln(self, context=None):
        """The natural logarithm, correctly rounded (half even)."""
        ctx = _context(context)
        special = _log_specials(self, ctx)
        if special is not None:
            return special
        if _compare_with_one(self) == 0:
            return _dec(0, 0, 0)
        return _logarithm(self, ctx, False)

    def log10(self, context=None):
        """The base-10 logarithm, correctly rounded (half even); exact for
        a power of ten."""
        ctx = _context(context)
        special = _log_specials(self, ctx)
        if special is not None:
            return special
        power = _power_of_ten(self)
        if power is not None:
            return _finish(1 if power < 0 else 0, abs(power), 0, ctx, ROUND_HALF_EVEN)
        return _logarithm(self, ctx, True)

    def logical_and(self, other, context=None):
        _refuse("logical_and()")

    def logical_or(self, other, context=None):
        _refuse("logical_or()")

    def logical_xor(self, other, context=None):
        _refuse("logical_xor()")

    def logical_invert(self, context=None):
        _refuse("logical_invert()")

    def rotate(self, other, context=None):
        _refuse("rotate()")

    def shift(self, other, context=None):
        _refuse("shift()")

    def fma(self, other, third, context=None):
        """self * other + third with a single rounding."""
        ctx = _context(context)
        other = _convert_strict(other, ctx)
        third = _convert_strict(third, ctx)
        if self._kind or other._kind or third._kind:
            nan = _nan_result3(self, other, third, ctx)
            if nan is not None:
                return nan
            sign = self._sign ^ other._sign
            if self._kind == _INF or other._kind == _INF:
                zero = (self._kind == _FINITE and self._int == 0) or (other._kind == _FINITE and other._int == 0)
                if zero:
                    return ctx._invalid()
                if third._kind == _INF and third._sign != sign:
                    return ctx._invalid()
                return _dec(sign, 0, 0, _INF)
            return third
        product = _dec(self._sign ^ other._sign, self._int * other._int, self._exp + other._exp)
        return _add(product, third, ctx, False)

    def remainder_near(self, other, context=None):
        """self - n * other with n the integer nearest self / other (ties
        to even)."""
        ctx = _context(context)
        other = _convert_strict(other, ctx)
        if self._kind or other._kind:
            nan = _nan_result(self, other, ctx)
            if nan is not None:
                return nan
            if self._kind == _INF:
                return ctx._invalid()
            return _finish(self._sign, self._int, self._exp, ctx)
        if other._int == 0:
            if self._int == 0:
                return ctx._invalid(_DIV_UNDEFINED)
            return ctx._invalid()
        if self._int == 0:
            return _finish(self._sign, 0, min(self._exp, other._exp), ctx)
        exp = min(self._exp, other._exp)
        ac = self._int * _pow10(self._exp - exp)
        bc = other._int * _pow10(other._exp - exp)
        q, r = divmod(ac, bc)
        if 2 * r > bc or (2 * r == bc and q & 1):
            r -= bc
            q += 1
        if q >= ctx._limit:
            return ctx._invalid(_DIV_IMPOSSIBLE)
        sign = self._sign
        if r < 0:
            sign ^= 1
            r = -r
        return _finish(sign, r, exp, ctx)

    def next_plus(self, context=None):
        """The smallest representable number above self."""
        return _next(self, _context(context), 1)

    def next_minus(self, context=None):
        """The largest representable number below self."""
        return _next(self, _context(context), -1)

    def next_toward(self, other, context=None):
        ctx = _context(context)
        other = _convert_strict(other, ctx)
        if self._kind >= _QNAN or other._kind >= _QNAN:
            return _nan_result(self, other, ctx)
        cmp = _compare(self, other)
        if cmp == 0:
            return self.copy_sign(other)
        result = _next(self, ctx, -cmp)
        if result._kind == _INF:
            ctx._signal(_OVERFLOW | _INEXACT | _ROUNDED)
        elif result._kind == _FINITE and result.adjusted() < ctx._emin:
            status = _UNDERFLOW | _SUBNORMAL | _INEXACT | _ROUNDED
            if result._int == 0:
                status |= _CLAMPED
            ctx._signal(status)
        return result


def _context(context):
    if context is None:
        return getcontext()
    if not isinstance(context, Context):
        raise TypeError("optional argument must be a context")
    return context


def _copy_as(cls, d):
    self = _new_object(cls)
    self._sign = d._sign
    self._int = d._int
    self._exp = d._exp
    self._kind = d._kind
    return self


_TOTAL_RANK = {_FINITE: 0, _INF: 1, _SNAN: 2, _QNAN: 3}


def _total_order(a, b):
    """-1, 0, 1: the total ordering of compare_total."""
    if a._sign != b._sign:
        return -1 if a._sign else 1
    sign = -1 if a._sign else 1
    # Order within a sign: finite < Infinity < sNaN < NaN.
    rank_a = _TOTAL_RANK[a._kind]
    rank_b = _TOTAL_RANK[b._kind]
    if rank_a != rank_b:
        return sign if rank_a > rank_b else -sign
    if a._kind >= _QNAN:
        return sign * ((a._int > b._int) - (a._int < b._int))
    if a._kind == _INF:
        return 0
    cmp = _compare_finite(_dec(0, a._int, a._exp), _dec(0, b._int, b._exp))
    if cmp:
        return sign * cmp
    return sign * ((a._exp > b._exp) - (a._exp < b._exp))


def _extreme(a, b, context, want, magnitude):
    """max (want 1) or min (want -1) of a and b, by magnitude or by
    value; a quiet NaN loses to a number."""
    ctx = _context(context)
    b = _convert_strict(b, ctx)
    if a._kind >= _QNAN or b._kind >= _QNAN:
        if a._kind == _SNAN or b._kind == _SNAN:
            return _nan_result(a, b, ctx)
        if a._kind == _QNAN and b._kind == _QNAN:
            return _fix_nan(a, ctx)
        return _finish_any(b if a._kind == _QNAN else a, ctx)
    if magnitude:
        cmp = _compare(a.copy_abs(), b.copy_abs())
        if cmp == 0:
            cmp = _compare(a, b)
    else:
        cmp = _compare(a, b)
    if cmp == 0:
        cmp = _total_order(a, b)
    chosen = a if cmp == want else b
    if cmp == 0:
        chosen = a
    return _finish_any(chosen, ctx)


def _next(d, ctx, direction):
    """next_plus (direction 1) or next_minus (-1) of d: d rounded toward
    the direction when that changes it, else d plus or minus the smallest
    amount, rounded toward the direction; quietly."""
    if d._kind >= _QNAN:
        return _nan_result(d, None, ctx)
    if d._kind == _INF:
        if (d._sign == 0) == (direction > 0):
            return d
        return _dec(d._sign, ctx._limit - 1, ctx._etop)
    work = ctx.copy()
    work._traps = 0
    work._rounding = ROUND_CEILING if direction > 0 else ROUND_FLOOR
    rounded = _finish(d._sign, d._int, d._exp, work)
    if rounded._kind or _compare_finite(rounded, d) != 0:
        return rounded
    tiny = _dec(0 if direction > 0 else 1, 1, ctx._etiny - 1)
    return _add(d, tiny, work, False)


_HASH_MODULUS = (1 << 61) - 1
_HASH_10INV = pow(10, _HASH_MODULUS - 2, _HASH_MODULUS)
_FLOAT_NAN = float("nan")
_core.install(Decimal, Context)
_NAN = _dec(0, 0, 0, _QNAN)
_ONE = _dec(0, 1, 0)
_SMALL = {-1: _dec(1, 1, 0), 0: _dec(0, 0, 0), 1: _dec(0, 1, 0)}

numbers.Number.register(Decimal)
