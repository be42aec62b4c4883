"""random for pith: CPython 3.11's random module, bit for bit.

The generator is the Mersenne Twister MT19937 of CPython's _random, native
in pith's module _random too (its state a bytearray this module's Random
holds): seed() with an int (its absolute value, as 32-bit words), a float
or another hashable (its hash), a str/bytes (version 2: the value followed by
its SHA-512, also computed here) or None (seeded from the clock, not from
os.urandom), random(), getrandbits(), getstate()/setstate(). On top of it
are CPython's methods unchanged: randrange, randint, choice, choices,
shuffle, sample (with counts), randbytes, uniform, triangular,
normalvariate, gauss, lognormvariate, expovariate, vonmisesvariate,
gammavariate, betavariate, paretovariate and weibullvariate, so every
sequence of calls after the same seed gives CPython's results.

Differences: the DeprecationWarnings CPython prints for float arguments to
randrange are not emitted; SystemRandom is not supported (it raises
NotImplementedError); sample() accepts list, tuple, str, range, bytes,
collections.deque and collections.abc.Sequence instances as sequences.
"""

import math as _math
import _random
from math import log as _log, exp as _exp, pi as _pi, e as _e, ceil as _ceil
from math import sqrt as _sqrt, acos as _acos, cos as _cos, sin as _sin
from math import floor as _floor, isfinite as _isfinite

__all__ = ["Random", "SystemRandom", "betavariate", "choice", "choices",
           "expovariate", "gammavariate", "gauss", "getrandbits", "getstate",
           "lognormvariate", "normalvariate", "paretovariate", "randbytes",
           "randint", "random", "randrange", "sample", "seed", "setstate",
           "shuffle", "triangular", "uniform", "vonmisesvariate", "weibullvariate"]

TWOPI = 2.0 * _pi
NV_MAGICCONST = 4 * _exp(-0.5) / _sqrt(2.0)
LOG4 = _log(4.0)
SG_MAGICCONST = 1.0 + _log(4.5)
BPF = 53
RECIP_BPF = 2 ** -BPF

_N = 624
_MASK32 = 0xffffffff
# _random's state: N words and the index of the next, 4 bytes each.
_STATE_BYTES = 4 * (_N + 1)

try:
    _BYTES_TYPES = (bytes, bytearray)
except NameError:
    _BYTES_TYPES = (bytes,)


def _index(x):
    if isinstance(x, int):
        return int(x)
    method = getattr(type(x), '__index__', None)
    if method is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    return method(x)


# ---------------------------------------------------------------- SHA-512

_K512 = (
    0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
    0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
    0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
    0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
    0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
    0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
    0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
    0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
    0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
    0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
    0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
    0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
    0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
    0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
)

_MASK64 = 0xffffffffffffffff


def _sha512_words(data):
    """The eight 64-bit words of the SHA-512 digest of a list of byte values."""
    h0, h1, h2, h3 = 0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
    h4, h5, h6, h7 = 0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179
    msg = list(data)
    bitlen = len(msg) * 8
    msg.append(0x80)
    while len(msg) % 128 != 112:
        msg.append(0)
    for i in range(15, -1, -1):
        msg.append((bitlen >> (8 * i)) & 0xff)
    M = _MASK64
    K = _K512
    for start in range(0, len(msg), 128):
        w = []
        for i in range(16):
            v = 0
            for b in msg[start + 8 * i:start + 8 * i + 8]:
                v = (v << 8) | b
            w.append(v)
        for t in range(16, 80):
            x = w[t - 15]
            s0 = ((x >> 1) | (x << 63)) ^ ((x >> 8) | (x << 56)) ^ (x >> 7)
            x = w[t - 2]
            s1 = ((x >> 19) | (x << 45)) ^ ((x >> 61) | (x << 3)) ^ (x >> 6)
            w.append((w[t - 16] + (s0 & M) + w[t - 7] + (s1 & M)) & M)
        a, b, c, d, e, f, g, h = h0, h1, h2, h3, h4, h5, h6, h7
        for t in range(80):
            S1 = (((e >> 14) | (e << 50)) ^ ((e >> 18) | (e << 46)) ^ ((e >> 41) | (e << 23))) & M
            ch = (e & f) ^ ((e ^ M) & g)
            t1 = h + S1 + ch + K[t] + w[t]
            S0 = (((a >> 28) | (a << 36)) ^ ((a >> 34) | (a << 30)) ^ ((a >> 39) | (a << 25))) & M
            maj = (a & b) ^ (a & c) ^ (b & c)
            h = g
            g = f
            f = e
            e = (d + t1) & M
            d = c
            c = b
            b = a
            a = (t1 + S0 + maj) & M
        h0 = (h0 + a) & M
        h1 = (h1 + b) & M
        h2 = (h2 + c) & M
        h3 = (h3 + d) & M
        h4 = (h4 + e) & M
        h5 = (h5 + f) & M
        h6 = (h6 + g) & M
        h7 = (h7 + h) & M
    return [h0, h1, h2, h3, h4, h5, h6, h7]


# ---------------------------------------------------------------- Random

class Random:
    """Random number generator base class used by bound module functions."""

    VERSION = 3

    def __init__(self, x=None):
        self._state = bytearray(_STATE_BYTES)
        self.seed(x)
        self.gauss_next = None

    # -- the core generator (CPython's _random.Random, native in _random)

    def _seed_int(self, n):
        key = []
        while n:
            key.append(n & _MASK32)
            n >>= 32
        if not key:
            key = [0]
        _random.init_by_array(self._state, key)

    def _genrand_uint32(self):
        return _random.genrand_uint32(self._state)

    def random(self):
        """Get the next random number in the range 0.0 <= X < 1.0."""
        return _random.random(self._state)

    def getrandbits(self, k):
        """getrandbits(k) -> x.  Generates an int with k random bits."""
        return _random.getrandbits(self._state, k)

    def seed(self, a=None, version=2):
        """Initialize internal state from a seed (None, int, float, str, bytes or bytearray)."""
        if version == 1 and isinstance(a, (str, bytes)):
            if isinstance(a, bytes):
                a = ''.join([chr(c) for c in a])
            x = ord(a[0]) << 7 if a else 0
            for c in a:
                x = ((1000003 * x) ^ ord(c)) & 0xFFFFFFFFFFFFFFFF
            x ^= len(a)
            a = -2 if x == -1 else x
        elif version == 2 and isinstance(a, (str,) + _BYTES_TYPES):
            if isinstance(a, str):
                a = a.encode()
            data = list(a)
            n = 0
            for b in data:
                n = (n << 8) | b
            for w in _sha512_words(data):
                n = (n << 64) | w
            a = n
        elif not isinstance(a, (type(None), int, float, str) + _BYTES_TYPES):
            raise TypeError('The only supported seed types are: None,\n'
                            'int, float, str, bytes, and bytearray.')
        if a is None:
            import time
            n = time.time_ns() ^ (id(self) << 32) ^ time.perf_counter_ns()
            self._seed_int(n if n >= 0 else -n)
        elif isinstance(a, int):
            self._seed_int(a if a >= 0 else -a)
        else:
            self._seed_int(hash(a) & 0xFFFFFFFFFFFFFFFF)
        self.gauss_next = None

    def getstate(self):
        """Return internal state; can be passed to setstate() later."""
        return self.VERSION, _random.getstate(self._state), self.gauss_next

    def setstate(self, state):
        """Restore internal state from object returned by getstate()."""
        version = state[0]
        if version == 3:
            version, internalstate, self.gauss_next = state
        elif version == 2:
            version, internalstate, self.gauss_next = state
            internalstate = tuple([x % (2 ** 32) for x in internalstate])
        else:
            raise ValueError("state with version %s passed to "
                             "Random.setstate() of version %s" %
                             (version, self.VERSION))
        if not isinstance(internalstate, tuple):
            raise TypeError('state vector must be a tuple')
        if len(internalstate) != _N + 1:
            raise ValueError('state vector is the wrong size')
        words = []
        for x in internalstate[:_N]:
            if not isinstance(x, int):
                raise TypeError('an integer is required')
            if x < 0:
                raise OverflowError("can't convert negative value to unsigned int")
            if x > 0xFFFFFFFFFFFFFFFF:
                raise OverflowError('Python int too large to convert to C unsigned long')
            # As CPython: a C unsigned long, kept to its low 32 bits.
            words.append(int(x) & _MASK32)
        index = internalstate[_N]
        if not isinstance(index, int):
            raise TypeError('an integer is required')
        if index < 0 or index > _N:
            raise ValueError('invalid state')
        words.append(int(index))
        _random.setstate(self._state, tuple(words))

    def __getstate__(self):
        return self.getstate()

    def __setstate__(self, state):
        self.setstate(state)

    # -- integers

    def _randbelow(self, n):
        cls = type(self)
        if cls is not Random:
            how = _RANDBELOW.get(cls)
            if how is None:
                how = _resolve_randbelow(cls)
                _RANDBELOW[cls] = how
            if how == 'random':
                return self._randbelow_without_getrandbits(n)
            return self._randbelow_with_getrandbits(n)
        return _random.randbelow(self._state, n)

    def _randbelow_with_getrandbits(self, n):
        """Return a random int in the range [0,n).  Defined for n > 0."""
        getrandbits = self.getrandbits
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return r

    def _randbelow_without_getrandbits(self, n, maxsize=1 << BPF):
        """Return a random int in the range [0,n) using only random()."""
        random = self.random
        if n >= maxsize:
            return _floor(random() * n)
        rem = maxsize % n
        limit = (maxsize - rem) / maxsize
        r = random()
        while r >= limit:
            r = random()
        return _floor(r * maxsize) % n

    def randbytes(self, n):
        """Generate n random bytes."""
        value = self.getrandbits(n * 8)
        return bytes([(value >> (8 * i)) & 0xff for i in range(n)])

    def randrange(self, start, stop=None, step=1):
        """Choose a random item from range(stop) or range(start, stop[, step])."""
        try:
            istart = _index(start)
        except TypeError:
            istart = int(start)
            if istart != start:
                raise ValueError("non-integer arg 1 for randrange()")
        if stop is None:
            if step != 1 or type(step) is not int:
                raise TypeError('Missing a non-None stop argument')
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError("empty range for randrange()")
        try:
            istop = _index(stop)
        except TypeError:
            istop = int(stop)
            if istop != stop:
                raise ValueError("non-integer stop for randrange()")
        width = istop - istart
        try:
            istep = _index(step)
        except TypeError:
            istep = int(step)
            if istep != step:
                raise ValueError("non-integer step for randrange()")
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError("empty range for randrange() (%d, %d, %d)" % (istart, istop, width))
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        """Return random integer in range [a, b], including both end points."""
        return self.randrange(a, b + 1)

    # -- sequences

    def choice(self, seq):
        """Choose a random element from a non-empty sequence."""
        if not len(seq):
            raise IndexError('Cannot choose from an empty sequence')
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        """Shuffle list x in place, and return None."""
        randbelow = self._randbelow
        for i in reversed(range(1, len(x))):
            j = randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        """Chooses k unique random elements from a population sequence."""
        if not _is_sequence(population):
            raise TypeError("Population must be a sequence.  "
                            "For dicts or sets, use sorted(d).")
        n = len(population)
        if counts is not None:
            cum_counts = []
            total = 0
            for c in counts:
                total = total + c
                cum_counts.append(total)
            if len(cum_counts) != n:
                raise ValueError('The number of counts does not match the population')
            total = cum_counts.pop()
            if not isinstance(total, int):
                raise TypeError('Counts must be integers')
            if total <= 0:
                raise ValueError('Total of counts must be greater than zero')
            selections = self.sample(range(total), k=k)
            from bisect import bisect
            return [population[bisect(cum_counts, s)] for s in selections]
        randbelow = self._randbelow
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result = [None] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** _ceil(_log(k * 3, 4))
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = randbelow(n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = randbelow(n)
                while j in selected:
                    j = randbelow(n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        """Return a k sized list of population elements chosen with replacement."""
        random = self.random
        n = len(population)
        if cum_weights is None:
            if weights is None:
                n += 0.0
                return [population[_floor(random() * n)] for i in range(k)]
            try:
                cum_weights = []
                total = None
                for w in weights:
                    total = w if total is None else total + w
                    cum_weights.append(total)
            except TypeError:
                if not isinstance(weights, int):
                    raise
                k = weights
                raise TypeError(
                    'The number of choices must be a keyword argument: k=%r' % (k,)
                ) from None
        elif weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        if len(cum_weights) != n:
            raise ValueError('The number of weights does not match the population')
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        if not _isfinite(total):
            raise ValueError('Total of weights must be finite')
        from bisect import bisect
        hi = n - 1
        return [population[bisect(cum_weights, random() * total, 0, hi)]
                for i in range(k)]

    # -- real-valued distributions

    def uniform(self, a, b):
        """Get a random number in the range [a, b) or [a, b] depending on rounding."""
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        """Triangular distribution."""
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0):
        """Normal distribution (Kinderman and Monahan method)."""
        random = self.random
        while True:
            u1 = random()
            u2 = 1.0 - random()
            z = NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -_log(u2):
                break
        return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        """Gaussian distribution."""
        random = self.random
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = random() * TWOPI
            g2rad = _sqrt(-2.0 * _log(1.0 - random()))
            z = _cos(x2pi) * g2rad
            self.gauss_next = _sin(x2pi) * g2rad
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        """Log normal distribution."""
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        """Exponential distribution; lambd is 1.0 divided by the desired mean."""
        return -_log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        """Circular data distribution."""
        random = self.random
        if kappa <= 1e-6:
            return TWOPI * random()
        s = 0.5 / kappa
        r = s + _sqrt(1.0 + s * s)
        while True:
            u1 = random()
            z = _cos(_pi * u1)
            d = z / (r + z)
            u2 = random()
            if u2 < 1.0 - d * d or u2 <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        u3 = random()
        if u3 > 0.5:
            theta = (mu + _acos(f)) % TWOPI
        else:
            theta = (mu - _acos(f)) % TWOPI
        return theta

    def gammavariate(self, alpha, beta):
        """Gamma distribution.  Not the gamma function!"""
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        random = self.random
        if alpha > 1.0:
            ainv = _sqrt(2.0 * alpha - 1.0)
            bbb = alpha - LOG4
            ccc = alpha + ainv
            while True:
                u1 = random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - random()
                v = _log(u1 / (1.0 - u1)) / ainv
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                    return x * beta
        elif alpha == 1.0:
            return -_log(1.0 - random()) * beta
        else:
            while True:
                u = random()
                b = (_e + alpha) / _e
                p = b * u
                if p <= 1.0:
                    x = p ** (1.0 / alpha)
                else:
                    x = -_log((b - p) / alpha)
                u1 = random()
                if p > 1.0:
                    if u1 <= x ** (alpha - 1.0):
                        break
                elif u1 <= _exp(-x):
                    break
            return x * beta

    def betavariate(self, alpha, beta):
        """Beta distribution."""
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        """Pareto distribution.  alpha is the shape parameter."""
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        """Weibull distribution."""
        u = 1.0 - self.random()
        return alpha * (-_log(u)) ** (1.0 / beta)


_RANDBELOW = {}


def _resolve_randbelow(cls):
    """Which _randbelow CPython's Random.__init_subclass__ would pick for cls."""
    for c in cls.__mro__:
        d = c.__dict__
        if '_randbelow' in d:
            return 'getrandbits'
        if 'getrandbits' in d:
            return 'getrandbits'
        if 'random' in d:
            return 'getrandbits' if c is Random else 'random'
    return 'getrandbits'


def _is_sequence(population):
    if isinstance(population, (list, tuple, str, range) + _BYTES_TYPES):
        return True
    if isinstance(population, (dict, set)):
        return False
    try:
        import collections
        import collections.abc
    except ImportError:
        return False
    return isinstance(population, (collections.deque, collections.abc.Sequence))


class SystemRandom(Random):
    """Not supported by pith: there is no operating system randomness source."""

    def __init__(self, x=None):
        raise NotImplementedError('random.SystemRandom is not supported by pith')


_inst = Random()
seed = _inst.seed
random = _inst.random
uniform = _inst.uniform
triangular = _inst.triangular
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
normalvariate = _inst.normalvariate
lognormvariate = _inst.lognormvariate
expovariate = _inst.expovariate
vonmisesvariate = _inst.vonmisesvariate
gammavariate = _inst.gammavariate
gauss = _inst.gauss
betavariate = _inst.betavariate
paretovariate = _inst.paretovariate
weibullvariate = _inst.weibullvariate
getstate = _inst.getstate
setstate = _inst.setstate
getrandbits = _inst.getrandbits
randbytes = _inst.randbytes
