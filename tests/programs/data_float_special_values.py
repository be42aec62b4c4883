# Special float values: inf/-inf/nan from float() strings (case and sign
# variants), arithmetic that produces them, comparisons and sorting with
# them, math.isinf/isnan/isfinite, conversion errors (int(inf), int(nan)),
# float methods (is_integer, as_integer_ratio, hex), rounding and repr of
# extremes, and a robust statistics helper that skips nan.
import math

inf = float("inf")
nan = float("nan")
for s in ["inf", "-inf", "+inf", "Infinity", "-INFINITY", "nan", "NaN", "-nan", "  inf  ", "1e309", "-1e309", "1e-400"]:
    print(repr(s), float(s))
print(inf, -inf, nan, repr(inf), str(-inf), repr(nan))
print(inf + 1, inf * -2, inf - inf, inf * 0, inf / inf, 1 / inf, -1 / inf, inf // 1, inf % 5 if False else "skip")
print(inf == inf, -inf < inf, nan == nan, nan != nan, nan < 1, nan > 1, nan is nan, inf > 10 ** 400)
print(max(1, inf), min(-inf, 0), abs(-inf), -(-inf), inf == 1e309, 1e308 * 10, -1e308 * 10)
print(math.isinf(inf), math.isinf(nan), math.isnan(nan), math.isnan(inf), math.isfinite(1e308), math.isfinite(inf))
print(math.inf == inf, math.isnan(math.nan), math.copysign(1, -0.0), -0.0 == 0.0, str(-0.0), 0.0 * -1)
values = [3.0, nan, 1.0, inf, -inf, 2.0]
print(sorted(v for v in values if not math.isnan(v)), [v for v in values if v == v])
print(nan in [nan], nan in [float("nan")], [nan] == [nan], (nan,) == (nan,), {nan: 1}.get(nan), {nan: 1}.get(float("nan")))

for bad in [lambda: int(inf), lambda: int(-inf), lambda: int(nan), lambda: float("infinit"), lambda: float(""),
            lambda: float("1e5e5"), lambda: math.sqrt(-1), lambda: math.log(0), lambda: round(inf), lambda: round(nan),
            lambda: inf // 0, lambda: 1.0 / 0, lambda: math.floor(nan), lambda: math.ceil(-inf)]:
    try:
        print(bad())
    except (OverflowError, ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)

print((3.0).is_integer(), (3.5).is_integer(), inf.is_integer(), (-0.0).is_integer())
print((0.5).as_integer_ratio(), (0.1).as_integer_ratio(), (-2.75).as_integer_ratio(), (8.0).as_integer_ratio())
print(1e16, 1e15, 123456789012345678.0, 1e-5, 0.0001, 1.7976931348623157e308, 5e-324, 2.2250738585072014e-308)
print(round(2.5), round(3.5), round(-2.5), round(0.125, 2), round(1e300, -299), round(1.23456e-10, 12))
print(float(10 ** 308), float(2 ** 53 + 1), float("0x1p-2") if False else 0.25, float(" 12.5\n"), float("-.5"), float("5."))
print(math.floor(-0.5), math.ceil(-0.5), math.trunc(-2.7), int(-2.7), math.floor(2.0), type(math.floor(2.5)).__name__)
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100]), math.hypot(3, 4))

def stats(xs):
    clean = [x for x in xs if not math.isnan(x)]
    if not clean:
        return {"n": 0, "mean": nan, "min": None, "max": None}
    finite = [x for x in clean if math.isfinite(x)]
    mean = sum(clean) / len(clean)
    return {"n": len(clean), "mean": mean, "min": min(clean), "max": max(clean), "finite": len(finite)}
for data in [[1.0, 2.0, 3.0], [1.0, nan, 3.0], [inf, 1.0], [inf, -inf], [], [nan, nan], [-0.0, 0.0]]:
    print(stats(data))
