"""statistics for pith: the averages and measures of spread of CPython 3.11,
with its results to the last digit.

mean, fmean (with weights), geometric_mean, harmonic_mean (with weights),
median, median_low, median_high, median_grouped, mode, multimode,
quantiles (exclusive and inclusive), variance, pvariance, stdev, pstdev,
covariance, correlation, linear_regression (and LinearRegression),
NormalDist (from_samples, samples, pdf, cdf, inv_cdf, overlap, quantiles,
zscore, the arithmetic with numbers and other NormalDists) and
StatisticsError.

As in CPython, mean and the variances sum the data exactly (as fractions)
and convert the result to the data's type (int, float, Fraction, Decimal);
stdev and pstdev take a correctly rounded square root.
"""
import math
import sys
import numbers
from bisect import bisect_left, bisect_right
from fractions import Fraction

__all__ = [
    "NormalDist", "StatisticsError", "correlation", "covariance", "fmean", "geometric_mean",
    "harmonic_mean", "linear_regression", "mean", "median", "median_grouped", "median_high",
    "median_low", "mode", "multimode", "pstdev", "pvariance", "quantiles", "stdev", "variance",
]


class StatisticsError(ValueError):
    pass


def _decimal_type():
    """decimal.Decimal when the decimal module is loaded (a Decimal can
    only exist then), else None."""
    module = sys.modules.get("decimal")
    return None if module is None else module.Decimal


# --- exact sums -------------------------------------------------------------------

def _exact_ratio(x):
    """(numerator, denominator) of x exactly; (x, None) for a NaN or an
    infinity."""
    kind = type(x)
    if kind is float:
        if x == 0.0:
            return 0, 1
        try:
            return x.as_integer_ratio()
        except (OverflowError, ValueError):
            return x, None
    if kind is int or isinstance(x, int):
        return int(x), 1
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return x, None
    try:
        return x.numerator, x.denominator
    except AttributeError:
        raise TypeError("can't convert type '%s' to numerator/denominator" % type(x).__name__) from None


def _coerce(T, S):
    """The type a result takes from data of types T and S."""
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if issubclass(T, Fraction) and issubclass(S, float):
        return S
    if issubclass(T, float) and issubclass(S, Fraction):
        return T
    raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))


def _result_type(types):
    T = int
    for S in types:
        T = _coerce(T, S)
    return T


def _sum(data):
    """(T, total, count): the exact sum of data as a Fraction (or the NaN
    or infinity it adds up to), the type to convert it to and the number
    of values."""
    count = 0
    types = {}
    partials = {}
    last = None
    for x in data:
        kind = type(x)
        if kind is not last:
            types[kind] = True
            last = kind
        if kind is float and x and x - x == 0.0:
            n, d = x.as_integer_ratio()
        elif kind is int:
            n, d = x, 1
        else:
            n, d = _exact_ratio(x)
        count += 1
        partials[d] = partials.get(d, 0) + n
    if None in partials:
        total = partials[None]
    else:
        total = _fraction_sum(partials)
    return _result_type(types), total, count


def _fraction_sum(partials):
    """The sum of n/d over the (d, n) pairs of partials, as a Fraction (0
    when there are none)."""
    total = 0
    for d, n in partials.items():
        total += Fraction(n, d)
    return total


def _convert(value, T):
    """The exact value (a Fraction) as type T."""
    if type(value) is T:
        return value
    if issubclass(T, int) and value.denominator != 1:
        T = float
    try:
        return T(value)
    except TypeError:
        Decimal = _decimal_type()
        if Decimal is not None and issubclass(T, Decimal):
            return T(value.numerator) / T(value.denominator)
        raise


def _fail_neg(values, errmsg="negative value"):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def _as_float(x):
    """float(x) as math's functions take it: a number or an object with
    __float__ or __index__; a string is refused."""
    if type(x) is float:
        return x
    kind = type(x)
    if hasattr(kind, "__float__") or hasattr(kind, "__index__"):
        return float(x)
    raise TypeError("must be real number, not %s" % kind.__name__)


def _fsum(values):
    """math.fsum of values, each taken as a float as CPython's fsum does."""
    if not isinstance(values, (list, tuple)):
        values = list(values)
    try:
        return math.fsum(values)
    except TypeError:
        return math.fsum([x if type(x) is float else _as_float(x) for x in values])


# --- averages -----------------------------------------------------------------------

def mean(data):
    """The arithmetic mean, computed exactly and returned in the data's type."""
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError("mean requires at least one data point")
    return _convert(total / n, T)


def fmean(data, weights=None):
    """The mean as a float (faster than mean()), optionally weighted."""
    if not isinstance(data, (list, tuple)):
        try:
            len(data)
        except TypeError:
            data = list(data)
    n = len(data)
    if weights is None:
        total = _fsum(data)
        if not n:
            raise StatisticsError("fmean requires at least one data point")
        return total / n
    if not isinstance(weights, (list, tuple)):
        try:
            len(weights)
        except TypeError:
            weights = list(weights)
    num = _fsum(x * w for x, w in zip(data, weights))
    if n != len(weights):
        raise StatisticsError("data and weights must be the same length")
    den = _fsum(weights)
    if not den:
        raise StatisticsError("sum of weights must be non-zero")
    return num / den


def geometric_mean(data):
    """The geometric mean, as a float."""
    try:
        return math.exp(fmean(_logs(data)))
    except ValueError:
        raise StatisticsError("geometric mean requires a non-empty dataset containing positive numbers") from None


def _logs(data):
    for x in data:
        yield math.log(x if type(x) is float or type(x) is int else _as_float(x))


def harmonic_mean(data, weights=None):
    """The harmonic mean (optionally weighted): the reciprocal of the mean
    of the reciprocals; 0 when a value is 0."""
    if iter(data) is data:
        data = list(data)
    errmsg = "harmonic mean does not support negative values"
    n = len(data)
    if n < 1:
        raise StatisticsError("harmonic_mean requires at least one data point")
    if n == 1 and weights is None:
        x = data[0]
        Decimal = _decimal_type()
        if isinstance(x, numbers.Real) or (Decimal is not None and isinstance(x, Decimal)):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        raise TypeError("unsupported type")
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError("Number of weights does not match data size")
        _, sum_weights, _ = _sum(_fail_neg(weights, errmsg))
    try:
        T, total, count = _sum(w / x if w else 0 for w, x in zip(weights, _fail_neg(data, errmsg)))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError("Weighted sum must be positive")
    return _convert(sum_weights / total, T)


def median(data):
    """The middle value, or the mean of the two middle values."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    """The middle value, or the lower of the two middle values."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    """The middle value, or the higher of the two middle values."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1.0):
    """The median of data grouped in classes of width interval centred on
    the data values, interpolated within the median's class (a float)."""
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    # The values equal to x are data[i:j].
    i = bisect_left(data, x)
    j = bisect_right(data, x, lo=i)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError("Value cannot be converted to a float") from None
    lower = x - interval / 2.0
    return lower + interval * (n / 2 - i) / (j - i)


def mode(data):
    """The most common value (the first one seen among ties)."""
    counts = _counts(data)
    if not counts:
        raise StatisticsError("no mode for empty data")
    best = None
    best_count = 0
    for value, count in counts.items():
        if count > best_count:
            best, best_count = value, count
    return best


def multimode(data):
    """The most common values, in the order first seen."""
    counts = _counts(data)
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, count in counts.items() if count == top]


def _counts(data):
    counts = {}
    for x in iter(data):
        counts[x] = counts.get(x, 0) + 1
    return counts


def quantiles(data, *, n=4, method="exclusive"):
    """The n-1 cut points dividing data into n intervals of equal
    probability, interpolated linearly ('exclusive' or 'inclusive')."""
    if n < 1:
        raise StatisticsError("n must be at least 1")
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError("must have at least two data points")
    if method == "inclusive":
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == "exclusive":
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            if j < 1:
                j = 1
            elif j > ld - 1:
                j = ld - 1
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError("Unknown method: %r" % (method,))


# --- measures of spread ---------------------------------------------------------------

def _ss(data, c=None):
    """(T, sum of squared deviations, mean, count), exactly: around c when
    given, else around the data's exact mean (one pass)."""
    if c is not None:
        T, ssd, count = _sum(_squared_deviations(data, c))
        return T, ssd, c, count
    count = 0
    types = {}
    sx = {}
    sxx = {}
    last = None
    for x in data:
        kind = type(x)
        if kind is not last:
            types[kind] = True
            last = kind
        if kind is float and x and x - x == 0.0:
            n, d = x.as_integer_ratio()
        elif kind is int:
            n, d = x, 1
        else:
            n, d = _exact_ratio(x)
        count += 1
        sx[d] = sx.get(d, 0) + n
        sxx[d] = sxx.get(d, 0) + n * n
    if not count:
        ssd = c = Fraction(0)
    elif None in sx:
        # A NaN or an infinity: it is the result.
        ssd = c = sx[None]
    else:
        total = _fraction_sum(sx)
        total_sq = 0
        for d, n in sxx.items():
            total_sq += Fraction(n, d * d)
        ssd = (count * total_sq - total * total) / count
        c = total / count
    return _result_type(types), ssd, c, count


def _squared_deviations(data, c):
    for x in data:
        d = x - c
        yield d * d


def variance(data, xbar=None):
    """The sample variance (n - 1 in the denominator)."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("variance requires at least two data points")
    return _convert(ss / (n - 1), T)


def pvariance(data, mu=None):
    """The population variance (n in the denominator)."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pvariance requires at least one data point")
    return _convert(ss / n, T)


def stdev(data, xbar=None):
    """The sample standard deviation, correctly rounded."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    return _sqrt_in_type(ss / (n - 1), T)


def pstdev(data, mu=None):
    """The population standard deviation, correctly rounded."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pstdev requires at least one data point")
    return _sqrt_in_type(ss / n, T)


def _sqrt_in_type(mss, T):
    Decimal = _decimal_type()
    if Decimal is not None and issubclass(T, Decimal):
        return _decimal_sqrt_of_frac(mss.numerator, mss.denominator)
    return _float_sqrt_of_frac(mss.numerator, mss.denominator)


def _float_sqrt_of_frac(n, m):
    """sqrt(n / m) as a correctly rounded float: an integer square root
    with 55 or more bits, its last bit set when inexact (so it rounds to
    the float as the exact value would), divided by a power of two."""
    shift = (n.bit_length() - m.bit_length() - 109) // 2
    if shift >= 0:
        m <<= 2 * shift
        root = math.isqrt(n // m)
        if root * root * m != n:
            root |= 1
        return (root << shift) / 1
    n <<= -2 * shift
    root = math.isqrt(n // m)
    if root * root * m != n:
        root |= 1
    return root / (1 << -shift)


def _decimal_sqrt_of_frac(n, m):
    """sqrt(n / m) as a Decimal of the current context, correctly rounded
    (the context's square root of the rounded quotient, moved one step when
    the exact value lies beyond the midpoint to a neighbour)."""
    Decimal = _decimal_type()
    if n <= 0:
        if not n:
            return Decimal("0.0")
        n, m = -n, -m
    root = (Decimal(n) / Decimal(m)).sqrt()
    nr, dr = root.as_integer_ratio()
    plus = root.next_plus()
    np, dp = plus.as_integer_ratio()
    # n / m > ((root + plus) / 2) ** 2 ?
    if 4 * n * (dr * dp) ** 2 > m * (dr * np + dp * nr) ** 2:
        return plus
    minus = root.next_minus()
    nm, dm = minus.as_integer_ratio()
    # n / m < ((root + minus) / 2) ** 2 ?
    if 4 * n * (dr * dm) ** 2 < m * (dr * nm + dm * nr) ** 2:
        return minus
    return root


def _hypot(x, y):
    """sqrt(x*x + y*y) correctly rounded (as CPython's math.hypot gives it)."""
    if x != x or y != y or x in (_INF, -_INF) or y in (_INF, -_INF):
        return math.hypot(x, y)
    nx, dx = _exact_ratio(float(x))
    ny, dy = _exact_ratio(float(y))
    num = nx * nx * dy * dy + ny * ny * dx * dx
    den = dx * dx * dy * dy
    return _float_sqrt_of_frac(num, den)


_INF = float("inf")


def covariance(x, y, /):
    """The sample covariance of x and y."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError("covariance requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("covariance requires at least two data points")
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient of x and y."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError("correlation requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("correlation requires at least two data points")
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = _fsum(_squares(xi - xbar for xi in x))
    syy = _fsum(_squares(yi - ybar for yi in y))
    try:
        return sxy / math.sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError("at least one of the inputs is constant") from None


def _squares(values):
    for d in values:
        yield d * d


class LinearRegression(tuple):
    """LinearRegression(slope, intercept): what linear_regression returns
    (a named tuple)."""

    __slots__ = ()
    _fields = ("slope", "intercept")

    def __new__(cls, slope, intercept):
        return tuple.__new__(cls, (slope, intercept))

    def __repr__(self):
        return "LinearRegression(slope=%r, intercept=%r)" % tuple(self)

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    slope = property(lambda self: self[0], doc="Alias for field number 0")
    intercept = property(lambda self: self[1], doc="Alias for field number 1")


def linear_regression(x, y, /, *, proportional=False):
    """Slope and intercept of the least squares line through (x, y) (through
    the origin when proportional)."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError("linear regression requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("linear regression requires at least two data points")
    if proportional:
        sxy = _fsum(xi * yi for xi, yi in zip(x, y))
        sxx = _fsum(xi * xi for xi in x)
    else:
        xbar = _fsum(x) / n
        ybar = _fsum(y) / n
        sxy = _fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = _fsum(_squares(xi - xbar for xi in x))
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError("x is constant") from None
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# --- the normal distribution ------------------------------------------------------------

def _normal_dist_inv_cdf(p, mu, sigma):
    """The inverse of the normal distribution's cdf: Wichura's algorithm
    AS 241 (1988), a rational approximation in three ranges of p."""
    q = p - 0.5
    if math.fabs(q) <= 0.425:
        r = 0.180625 - q * q
        num = (((((((2.5090809287301226727e+3 * r + 3.3430575583588128105e+4) * r
                    + 6.7265770927008700853e+4) * r + 4.5921953931549871457e+4) * r
                  + 1.3731693765509461125e+4) * r + 1.9715909503065514427e+3) * r
                + 1.3314166789178437745e+2) * r + 3.3871328727963666080e+0) * q
        den = (((((((5.2264952788528545610e+3 * r + 2.8729085735721942674e+4) * r
                    + 3.9307895800092710610e+4) * r + 2.1213794301586595867e+4) * r
                  + 5.3941960214247511077e+3) * r + 6.8718700749205790830e+2) * r
                + 4.2313330701600911252e+1) * r + 1.0)
        return mu + (num / den * sigma)
    r = p if q <= 0.0 else 1.0 - p
    r = math.sqrt(-math.log(r))
    if r <= 5.0:
        r = r - 1.6
        num = (((((((7.74545014278341407640e-4 * r + 2.27238449892691845833e-2) * r
                    + 2.41780725177450611770e-1) * r + 1.27045825245236838258e+0) * r
                  + 3.64784832476320460504e+0) * r + 5.76949722146069140550e+0) * r
                + 4.63033784615654529590e+0) * r + 1.42343711074968357734e+0)
        den = (((((((1.05075007164441684324e-9 * r + 5.47593808499534494600e-4) * r
                    + 1.51986665636164571966e-2) * r + 1.48103976427480074590e-1) * r
                  + 6.89767334985100004550e-1) * r + 1.67638483018380384940e+0) * r
                + 2.05319162663775882187e+0) * r + 1.0)
    else:
        r = r - 5.0
        num = (((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r
                    + 1.24266094738807843860e-3) * r + 2.65321895265761230930e-2) * r
                  + 2.96560571828504891230e-1) * r + 1.78482653991729133580e+0) * r
                + 5.46378491116411436990e+0) * r + 6.65790464350110377720e+0)
        den = (((((((2.04426310338993978564e-15 * r + 1.42151175831644588870e-7) * r
                    + 1.84631831751005468180e-5) * r + 7.86869131145613259100e-4) * r
                  + 1.48753612908506148525e-2) * r + 1.36929880922735805310e-1) * r
                + 5.99832206555887937690e-1) * r + 1.0)
    x = num / den
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


_SQRT2 = math.sqrt(2.0)


class NormalDist:
    """The normal distribution with mean mu and standard deviation sigma."""

    __slots__ = ("_mu", "_sigma")

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        """The NormalDist with the sample mean and standard deviation of data."""
        T, ss, xbar, n = _ss(data)
        if n < 2:
            raise StatisticsError("stdev requires at least two data points")
        mss = ss / (n - 1)
        try:
            return cls(float(xbar), _float_sqrt_of_frac(mss.numerator, mss.denominator))
        except AttributeError:
            # A NaN or an infinity among the data.
            return cls(float(xbar), float(xbar) / float(ss))

    def samples(self, n, *, seed=None):
        """n random values of the distribution (reproducible with a seed)."""
        import random
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        """The probability density at x."""
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError("pdf() not defined when sigma is zero")
        diff = x - self._mu
        return math.exp(diff * diff / (-2.0 * variance)) / math.sqrt(math.tau * variance)

    def cdf(self, x):
        """The probability of a value at most x."""
        if not self._sigma:
            raise StatisticsError("cdf() not defined when sigma is zero")
        return 0.5 * (1.0 + math.erf(_as_float((x - self._mu) / (self._sigma * _SQRT2))))

    def inv_cdf(self, p):
        """The value x with cdf(x) == p, for 0 < p < 1."""
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        if self._sigma <= 0.0:
            raise StatisticsError("cdf() not defined when sigma at or below zero")
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        """The n-1 cut points dividing the distribution into n equal parts."""
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        """The area shared by the two distributions' density curves."""
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError("overlap() not defined when sigma is zero")
        dv = Y_var - X_var
        dm = math.fabs(Y._mu - X._mu)
        if not dv:
            return 1.0 - math.erf(dm / (2.0 * X._sigma * _SQRT2))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * math.sqrt(dm * dm + dv * math.log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (math.fabs(Y.cdf(x1) - X.cdf(x1)) + math.fabs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        """How many standard deviations x is above the mean."""
        if not self._sigma:
            raise StatisticsError("zscore() not defined when sigma is zero")
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, _hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, _hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * math.fabs(_as_float(x2)))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / math.fabs(_as_float(x2)))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return "%s(mu=%r, sigma=%r)" % (type(self).__name__, self._mu, self._sigma)

    def __getstate__(self):
        return self._mu, self._sigma

    def __setstate__(self, state):
        self._mu, self._sigma = state
