# The wider math module: isclose, isqrt, prod, lcm/gcd, hyperbolic and special functions, float decomposition, fsum, comb/perm, constants.
import math


def show_err(label, f, *args):
    try:
        r = f(*args)
        print(label, "->", repr(r))
    except (ValueError, TypeError, OverflowError, ZeroDivisionError) as e:
        print(label, "->", type(e).__name__ + ":", e)


def r12(x):
    return round(x, 12)


# constants
print("constants", repr(math.e), repr(math.tau), repr(math.inf), repr(-math.inf), repr(math.nan), repr(math.pi))
print("tau is 2pi", math.tau == 2 * math.pi, type(math.nan).__name__, math.nan != math.nan)

# isclose
print("isclose", math.isclose(1.0, 1.0), math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.0 + 1e-8))
print("isclose rel", math.isclose(100, 101, rel_tol=0.01), math.isclose(100, 102, rel_tol=0.01))
print("isclose abs", math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9), math.isclose(0, 0))
print("isclose both", math.isclose(5, 5.4, rel_tol=0.01, abs_tol=0.5), math.isclose(5, 5.6, rel_tol=0.01, abs_tol=0.5))
print("isclose inf", math.isclose(math.inf, math.inf), math.isclose(-math.inf, math.inf), math.isclose(math.inf, 1e308))
print("isclose inf tol", math.isclose(math.inf, 1e308, rel_tol=1.0, abs_tol=math.inf))
print("isclose nan", math.isclose(math.nan, math.nan), math.isclose(math.nan, 1.0, abs_tol=math.inf))
print("isclose ints", math.isclose(10 ** 20, 10 ** 20 + 1), math.isclose(3, 3.0))
show_err("isclose neg rel", lambda: math.isclose(1.0, 1.0, rel_tol=-0.1))
show_err("isclose neg abs", lambda: math.isclose(1.0, 1.0, abs_tol=-1.0))
show_err("isclose positional tol", lambda: math.isclose(1.0, 1.0, 0.1))

# isqrt
print("isqrt", math.isqrt(0), math.isqrt(1), math.isqrt(2), math.isqrt(3), math.isqrt(4), math.isqrt(15), math.isqrt(16), math.isqrt(17))
print("isqrt squares", [math.isqrt(n * n) for n in range(0, 50, 7)], [math.isqrt(n * n - 1) for n in range(1, 50, 7)])
print("isqrt big", math.isqrt(10 ** 50 + 1), math.isqrt(10 ** 50 - 1), math.isqrt(2 ** 200), math.isqrt(True))
big = 123456789012345678901234567890
print("isqrt big square", math.isqrt(big * big) == big, math.isqrt(big * big - 1) == big - 1, math.isqrt(big * big + 2 * big) == big)
show_err("isqrt neg", math.isqrt, -1)
show_err("isqrt float", math.isqrt, 4.0)
show_err("isqrt str", math.isqrt, "4")

# prod
print("prod", math.prod([1, 2, 3, 4]), math.prod([]), math.prod([], start=5), math.prod(range(1, 11)))
print("prod start", math.prod([2, 3], start=10), math.prod([2.5, 4]), repr(math.prod([0.5, 0.5, 0.5])), math.prod([2, 3], start=0.5))
print("prod big", math.prod(range(1, 31)), math.prod([True, True, 3]), type(math.prod([])).__name__)
print("prod gen", math.prod(x for x in [1, -2, 3]), math.prod(iter([7])))

# gcd / lcm
print("gcd many", math.gcd(), math.gcd(12), math.gcd(12, 18, 27), math.gcd(-12, -18), math.gcd(0, 0, 0), math.gcd(2 ** 64, 2 ** 40 * 3, 2 ** 50 * 5))
print("lcm", math.lcm(), math.lcm(6), math.lcm(4, 6), math.lcm(0, 5), math.lcm(5, 0), math.lcm(1, 1))
print("lcm many", math.lcm(2, 3, 4, 5, 6), math.lcm(*range(1, 21)), math.lcm(-4, 6), math.lcm(-4, -6), math.lcm(3, 0, 7))
show_err("lcm float", math.lcm, 2.0, 3)
show_err("gcd float", math.gcd, 2, 3.5)

# hyperbolic
for x in [0.0, 0.5, 1.0, -2.0, 3.0]:
    print("hyp", x, r12(math.sinh(x)), r12(math.cosh(x)), r12(math.tanh(x)), r12(math.asinh(x)))
print("tanh sign", repr(math.tanh(-0.0)), repr(math.tanh(100.0)), repr(math.tanh(-100.0)), repr(math.sinh(0.0)), repr(math.cosh(0.0)))
print("acosh", repr(math.acosh(1.0)), r12(math.acosh(2.0)), r12(math.acosh(10.0)))
print("atanh", repr(math.atanh(0.0)), r12(math.atanh(0.5)), r12(math.atanh(-0.9)))
print("round trip", math.isclose(math.atanh(math.tanh(0.3)), 0.3), math.isclose(math.acosh(math.cosh(2.0)), 2.0))
show_err("acosh 0.5", math.acosh, 0.5)
show_err("atanh 1", math.atanh, 1.0)
show_err("atanh -2", math.atanh, -2.0)
show_err("cosh 1000", math.cosh, 1000.0)
show_err("sinh str", math.sinh, "x")
print("hyp inf", math.sinh(math.inf), math.cosh(-math.inf), math.tanh(math.inf), math.asinh(-math.inf), math.acosh(math.inf))

# log1p / expm1
print("log1p", repr(math.log1p(0.0)), r12(math.log1p(1.0)), repr(math.log1p(1e-20)), r12(math.log1p(-0.5)))
print("expm1", repr(math.expm1(0.0)), r12(math.expm1(1.0)), repr(math.expm1(1e-20)), r12(math.expm1(-1.0)))
show_err("log1p -1", math.log1p, -1.0)
show_err("log1p -2", math.log1p, -2.0)
show_err("expm1 1000", math.expm1, 1000.0)
print("expm1 -inf", math.expm1(-math.inf))

# erf / erfc
for x in [0.0, 0.5, 1.0, -1.0, 3.0]:
    print("erf", x, r12(math.erf(x)), r12(math.erfc(x)), r12(math.erf(x) + math.erfc(x)))
print("erf inf", math.erf(math.inf), math.erf(-math.inf), math.erfc(math.inf), math.erfc(-math.inf))

# gamma / lgamma
print("gamma ints", [math.gamma(n) for n in range(1, 11)])
print("gamma types", type(math.gamma(5)).__name__, math.gamma(5) == 24, math.gamma(20) == math.factorial(19))
print("gamma frac", r12(math.gamma(0.5)), r12(math.gamma(0.5) ** 2), r12(math.gamma(1.5)), r12(math.gamma(-0.5)), r12(math.gamma(2.5)))
print("lgamma", repr(math.lgamma(1)), repr(math.lgamma(2)), r12(math.lgamma(10)), r12(math.lgamma(0.5)), r12(math.lgamma(-0.5)))
print("lgamma vs log gamma", math.isclose(math.lgamma(15), math.log(math.factorial(14))))
show_err("gamma 0", math.gamma, 0)
show_err("gamma -1", math.gamma, -1)
show_err("gamma -2.0", math.gamma, -2.0)
show_err("gamma 200", math.gamma, 200)
show_err("lgamma 0", math.lgamma, 0)
show_err("lgamma -3", math.lgamma, -3)
print("gamma inf", math.gamma(math.inf), math.lgamma(math.inf), math.lgamma(-math.inf))

# dist / hypot
print("dist", math.dist((0, 0), (3, 4)), math.dist([1, 2, 3], [4, 6, 3]), math.dist((), ()), math.dist((1.5,), (-1.5,)))
show_err("dist lengths", math.dist, (1, 2), (1, 2, 3))
print("hypot", math.hypot(), math.hypot(3), math.hypot(-3), math.hypot(3, 4), math.hypot(2, 3, 6), math.hypot(1, 2, 2, 4, 10))
print("hypot inf", math.hypot(math.inf, math.nan), math.hypot(3, -math.inf), math.hypot(1e200, 1e200) > 1e200)

# remainder / nextafter / ulp
print("remainder", repr(math.remainder(10, 3)), repr(math.remainder(11, 3)), repr(math.remainder(-10, 3)), repr(math.remainder(5, 2)), repr(math.remainder(7, 2)))
print("remainder 2", repr(math.remainder(5.5, 1.0)), repr(math.remainder(6.5, 1.0)), repr(math.remainder(1.0, math.inf)), repr(math.remainder(-0.0, 1.0)))
show_err("remainder by 0", math.remainder, 1.0, 0.0)
show_err("remainder inf", math.remainder, math.inf, 1.0)
print("nextafter", repr(math.nextafter(1.0, 2.0)), repr(math.nextafter(1.0, 0.0)), repr(math.nextafter(0.0, 1.0)), repr(math.nextafter(0.0, -1.0)))
print("nextafter 2", repr(math.nextafter(1.0, 1.0)), repr(math.nextafter(math.inf, 0.0)), repr(math.nextafter(1e308 * 10, math.inf)))
print("ulp", repr(math.ulp(1.0)), repr(math.ulp(0.0)), repr(math.ulp(-1.0)), repr(math.ulp(2.0 ** 52)), repr(math.ulp(1e300)), repr(math.ulp(math.inf)))
print("ulp epsilon", math.ulp(1.0) == 2.0 ** -52, math.nextafter(1.0, 2.0) - 1.0 == math.ulp(1.0))

# cbrt / exp2 (3.11)
print("cbrt", r12(math.cbrt(27.0)), repr(math.cbrt(-8.0)), repr(math.cbrt(0.0)), repr(math.cbrt(1.0)), r12(math.cbrt(2.0)), repr(math.cbrt(-0.0)))
print("exp2", repr(math.exp2(0)), repr(math.exp2(10)), repr(math.exp2(-1)), repr(math.exp2(0.5) == math.sqrt(2.0) or math.isclose(math.exp2(0.5), math.sqrt(2.0))), repr(math.exp2(-math.inf)))
show_err("exp2 2000", math.exp2, 2000)

# frexp / ldexp / modf
for x in [0.0, 1.0, 8.0, 0.1, -3.75, 1e300, 5e-324]:
    m, e = math.frexp(x)
    print("frexp", repr(x), repr(m), e, math.ldexp(m, e) == x)
print("frexp inf", math.frexp(math.inf), math.frexp(-0.0))
print("ldexp", repr(math.ldexp(1.0, 10)), repr(math.ldexp(3, -2)), repr(math.ldexp(1.0, -1074)), repr(math.ldexp(1.0, -1080)), repr(math.ldexp(0.0, 5000)))
show_err("ldexp overflow", math.ldexp, 1.0, 1024)
show_err("ldexp float exp", math.ldexp, 1.0, 2.0)
print("modf", math.modf(3.75), math.modf(-3.75), math.modf(5), math.modf(0.0), math.modf(-0.0), math.modf(math.inf), math.modf(-math.inf))

# copysign / fabs
print("copysign", math.copysign(3, -0.0), math.copysign(-3.5, 1), math.copysign(0.0, -1), math.copysign(math.inf, -2), math.copysign(2, math.nan) in (2.0, -2.0))
print("fabs", math.fabs(-0.0), math.fabs(-7), math.fabs(-math.inf), math.fabs(2.5), type(math.fabs(3)).__name__)

# trunc / floor / ceil of floats
for x in [2.7, -2.7, 0.5, -0.5, 1e20, -1e20, 3.0, -0.0]:
    print("tfc", repr(x), math.trunc(x), math.floor(x), math.ceil(x), type(math.trunc(x)).__name__)
show_err("floor inf", math.floor, math.inf)
show_err("ceil nan", math.ceil, math.nan)
show_err("trunc -inf", math.trunc, -math.inf)

# fsum
print("fsum", math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([]), math.fsum([1e100, 1.0, -1e100]), math.fsum([1, 2, 3]))
print("fsum 2", math.fsum([0.1, 0.2, 0.3]), math.fsum(x / 10 for x in range(1, 11)), math.fsum([math.inf, 1.0]))
show_err("fsum inf-inf", math.fsum, [math.inf, -math.inf])
show_err("fsum overflow", math.fsum, [1e308, 1e308])
show_err("fsum intermediate", math.fsum, [1e308, 1e308, -1e308])

# comb / perm
print("comb", math.comb(5, 2), math.comb(10, 0), math.comb(10, 10), math.comb(5, 7), math.comb(50, 25), math.comb(100, 3))
print("perm", math.perm(5, 2), math.perm(5), math.perm(5, 0), math.perm(5, 6), math.perm(20, 10), math.perm(0))
show_err("comb neg", math.comb, -1, 2)
show_err("comb neg k", math.comb, 5, -2)
show_err("perm neg", math.perm, 5, -1)
show_err("comb float", math.comb, 5.0, 2)

# a loop calling many of them
acc = 0.0
iacc = 0
close = 0
for i in range(1, 401):
    x = i / 100.0
    acc += math.tanh(x) + math.asinh(x) + math.log1p(x) + math.erf(x) - math.expm1(-x)
    iacc += math.isqrt(i * 37) + math.gcd(i, 360) + math.lcm(i % 12 + 1, 8) + math.comb(i % 20, 3)
    m, e = math.frexp(x)
    iacc += e
    if math.isclose(math.ldexp(m, e), x) and math.isclose(math.cbrt(x) ** 3, x, rel_tol=1e-9):
        close += 1
    acc += math.hypot(x, 1.0, 2.0) + math.dist((x, 0.0), (0.0, x)) + math.fsum([x, -x, x])
print("loop", round(acc, 6), iacc, close, math.prod(range(1, 13)))
