"""cmath for pith: the complex functions (sqrt, exp, log, log10, the
trigonometric and hyperbolic functions and their inverses, phase, polar,
rect, isfinite, isinf, isnan, isclose) and constants, computed with
CPython's formulas so finite arguments give its results. Non-finite
arguments (inf or nan parts) are refused by name, except in phase, polar,
rect and the predicates.
"""
import math

pi = math.pi
e = math.e
tau = math.tau
inf = math.inf
nan = math.nan
infj = complex(0.0, inf)
nanj = complex(0.0, nan)

_LARGE = 1.7976931348623157e308 / 4.0
_LOG_LARGE = math.log(_LARGE)
_SQRT_LARGE = math.sqrt(_LARGE)
_MIN = 2.2250738585072014e-308
_LN10 = 2.302585092994046


def _parts(z):
    if isinstance(z, complex):
        return z.real, z.imag
    if isinstance(z, (int, float)):
        return float(z), 0.0
    conv = getattr(type(z), "__complex__", None)
    if conv is not None:
        c = conv(z)
        return c.real, c.imag
    if getattr(type(z), "__float__", None) is not None or getattr(type(z), "__index__", None) is not None:
        return float(z), 0.0
    raise TypeError("must be real number, not %s" % type(z).__name__)


def _finite(name, x, y):
    if not (math.isfinite(x) and math.isfinite(y)):
        raise NotImplementedError("cmath.%s of an infinite or nan argument is not supported by pith" % name)


def _sqrt(x, y):
    if x == 0.0 and y == 0.0:
        return 0.0, y
    ax, ay = abs(x), abs(y)
    if ax < _MIN and ay < _MIN:
        ax = math.ldexp(ax, 53)
        s = math.ldexp(math.sqrt(ax + math.hypot(ax, math.ldexp(ay, 53))), -27)
    else:
        ax /= 8.0
        s = 2.0 * math.sqrt(ax + math.hypot(ax, ay / 8.0))
    d = ay / (2.0 * s)
    if x >= 0.0:
        return s, math.copysign(d, y)
    return d, math.copysign(s, y)


def sqrt(z):
    x, y = _parts(z)
    _finite("sqrt", x, y)
    return complex(*_sqrt(x, y))


def exp(z):
    x, y = _parts(z)
    _finite("exp", x, y)
    if x > _LOG_LARGE:
        l = math.exp(x - 1.0)
        r = (l * math.cos(y) * math.e, l * math.sin(y) * math.e)
    else:
        l = math.exp(x)
        r = (l * math.cos(y), l * math.sin(y))
    if math.isinf(r[0]) or math.isinf(r[1]):
        raise OverflowError("math range error")
    return complex(*r)


def _log(x, y):
    ax, ay = abs(x), abs(y)
    if ax > _LARGE or ay > _LARGE:
        real = math.log(math.hypot(ax / 2.0, ay / 2.0)) + math.log(2.0)
    elif ax < _MIN and ay < _MIN:
        if ax > 0.0 or ay > 0.0:
            real = math.log(math.hypot(math.ldexp(ax, 53), math.ldexp(ay, 53))) - 53 * math.log(2.0)
        else:
            raise ValueError("math domain error")
    else:
        h = math.hypot(ax, ay)
        if 0.71 <= h <= 1.73:
            am, an = (ax, ay) if ax > ay else (ay, ax)
            real = math.log1p((am - 1) * (am + 1) + an * an) / 2.0
        else:
            real = math.log(h)
    return real, math.atan2(y, x)


def log(z, base=None):
    x, y = _parts(z)
    _finite("log", x, y)
    r = complex(*_log(x, y))
    if base is None:
        return r
    bx, by = _parts(base)
    _finite("log", bx, by)
    return r / complex(*_log(bx, by))


def log10(z):
    x, y = _parts(z)
    _finite("log10", x, y)
    re_, im_ = _log(x, y)
    return complex(re_ / _LN10, im_ / _LN10)


def _sinh(x, y):
    return math.cos(y) * math.sinh(x), math.sin(y) * math.cosh(x)


def _cosh(x, y):
    return math.cos(y) * math.cosh(x), math.sin(y) * math.sinh(x)


def _tanh(x, y):
    if abs(x) > _LOG_LARGE:
        return math.copysign(1.0, x), 4.0 * math.sin(y) * math.cos(y) * math.exp(-2.0 * abs(x))
    tx, ty = math.tanh(x), math.tan(y)
    cx = 1.0 / math.cosh(x)
    txty = tx * ty
    denom = 1.0 + txty * txty
    return tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx


def _checked(name, f, x, y):
    _finite(name, x, y)
    try:
        r = f(x, y)
    except OverflowError:
        raise OverflowError("math range error") from None
    if math.isinf(r[0]) or math.isinf(r[1]):
        raise OverflowError("math range error")
    return complex(*r)


def sinh(z):
    return _checked("sinh", _sinh, *_parts(z))


def cosh(z):
    return _checked("cosh", _cosh, *_parts(z))


def tanh(z):
    return _checked("tanh", _tanh, *_parts(z))


def sin(z):
    x, y = _parts(z)
    r = _checked("sin", _sinh, -y, x)
    return complex(r.imag, -r.real)


def cos(z):
    x, y = _parts(z)
    return _checked("cos", _cosh, -y, x)


def tan(z):
    x, y = _parts(z)
    r = _checked("tan", _tanh, -y, x)
    return complex(r.imag, -r.real)


def _asinh(x, y):
    s1 = _sqrt(1.0 + y, -x)
    s2 = _sqrt(1.0 - y, x)
    return math.asinh(s1[0] * s2[1] - s2[0] * s1[1]), math.atan2(y, s1[0] * s2[0] - s1[1] * s2[1])


def _atanh(x, y):
    if x < 0.0:
        r = _atanh(-x, -y)
        return -r[0], -r[1]
    ay = abs(y)
    if x == 1.0 and ay == 0.0:
        raise ValueError("math domain error")
    real = math.log1p(4.0 * x / ((1 - x) * (1 - x) + ay * ay)) / 4.0
    imag = -math.atan2(-2.0 * y, (1 - x) * (1 + x) - ay * ay) / 2.0
    return real, imag


def asinh(z):
    x, y = _parts(z)
    _finite("asinh", x, y)
    return complex(*_asinh(x, y))


def asin(z):
    x, y = _parts(z)
    _finite("asin", x, y)
    r = _asinh(-y, x)
    return complex(r[1], -r[0])


def acos(z):
    x, y = _parts(z)
    _finite("acos", x, y)
    s1 = _sqrt(1.0 - x, -y)
    s2 = _sqrt(1.0 + x, y)
    return complex(2.0 * math.atan2(s1[0], s2[0]), math.asinh(s2[0] * s1[1] - s2[1] * s1[0]))


def acosh(z):
    x, y = _parts(z)
    _finite("acosh", x, y)
    s1 = _sqrt(x - 1.0, y)
    s2 = _sqrt(x + 1.0, y)
    return complex(math.asinh(s1[0] * s2[0] + s1[1] * s2[1]), 2.0 * math.atan2(s1[1], s2[0]))


def atanh(z):
    x, y = _parts(z)
    _finite("atanh", x, y)
    return complex(*_atanh(x, y))


def atan(z):
    x, y = _parts(z)
    _finite("atan", x, y)
    r = _atanh(-y, x)
    return complex(r[1], -r[0])


def phase(z):
    x, y = _parts(z)
    return math.atan2(y, x)


def polar(z):
    x, y = _parts(z)
    return abs(complex(x, y)), math.atan2(y, x)


def rect(r, phi):
    r, phi = float(r), float(phi)
    if not (math.isfinite(r) and math.isfinite(phi)):
        raise NotImplementedError("cmath.rect of an infinite or nan argument is not supported by pith")
    return complex(r * math.cos(phi), r * math.sin(phi))


def isfinite(z):
    x, y = _parts(z)
    return math.isfinite(x) and math.isfinite(y)


def isinf(z):
    x, y = _parts(z)
    return math.isinf(x) or math.isinf(y)


def isnan(z):
    x, y = _parts(z)
    return math.isnan(x) or math.isnan(y)


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise ValueError("tolerances must be non-negative")
    a, b = complex(*_parts(a)), complex(*_parts(b))
    if a == b:
        return True
    if isinf(a) or isinf(b):
        return False
    diff = abs(b - a)
    return diff <= rel_tol * abs(b) or diff <= rel_tol * abs(a) or diff <= abs_tol
