# statistics: mean (exact, in the data's type), fmean (weights), geometric_mean, harmonic_mean (weights), median/median_low/median_high/median_grouped, mode, multimode, quantiles (exclusive/inclusive) with ints, floats, Fractions, Decimals and their errors
from statistics import (mean, fmean, geometric_mean, harmonic_mean, median, median_low, median_high, median_grouped,
                        mode, multimode, quantiles, StatisticsError)
from fractions import Fraction as F
from decimal import Decimal as D


def show(label, fn):
    try:
        print(label, repr(fn()))
    except (StatisticsError, TypeError, ValueError) as e:
        print(label, type(e).__name__, e)


data_sets = {
    "ints": [2, 3, 5, 7, 11, 13],
    "floats": [0.1, 0.2, 0.3, 1.25, 2.5e-3, 7.0],
    "fractions": [F(1, 3), F(2, 7), F(5, 4)],
    "decimals": [D("1.10"), D("2.25"), D("3.333"), D("0.5")],
    "mixed": [1, 2.5, F(1, 2)],
    "bools": [True, False, True, True],
    "big": [10 ** 20, 10 ** 20 + 1, 3],
    "odd": [1.5, 2.5, 2.5, 2.75, 3.25, 4.75, 7],
}
for name, data in data_sets.items():
    print(name, [repr(f(data)) for f in (mean, fmean, median, median_low, median_high, median_grouped, mode)])
    print("  ", multimode(data), quantiles(data) if len(data) > 1 else "-", quantiles(data, n=5, method="inclusive"))
print(mean([0.1] * 10), sum([0.1] * 10) / 10, mean([1e308, 1e308]), mean([F(1, 3), 1]), mean(iter([1, 2, 3, 4])), mean(range(1, 11)))
print(fmean([1, 2], weights=[3, 1]), fmean(iter([1.5, 2.5, 4.0])), fmean([F(1, 2), D("0.25")]), fmean(range(5), weights=range(5)))
print(geometric_mean([54, 24, 36]), geometric_mean([1.5, 2.5, 3.5]), geometric_mean([F(1, 2), 8]), geometric_mean([D("2"), D("8")]))
print(harmonic_mean([40, 60]), harmonic_mean([40, 60], weights=[5, 30]), harmonic_mean([0, 1]), harmonic_mean([5]),
      harmonic_mean([F(1, 2), F(1, 3)]), harmonic_mean([D("2.5"), D(3)]), harmonic_mean([2.5]), harmonic_mean(iter([1, 2, 4])))
print(median([1, 3, 5, 7]), median([D("1.5"), D("2.5")]), median(["b", "a", "c"]), median([F(1, 2), F(1, 3)]), median_low("zyx"), median_high([3, 1]))
print(median_grouped([1, 2, 2, 3, 4]), median_grouped([52, 52, 53, 54], interval=2), median_grouped([1]),
      median_grouped([1, 3, 3, 3, 5, 7], interval=0.5), median_grouped([F(1, 2), F(3, 2)]), median_grouped([D("1.5"), D("2.5"), D("2.5")]))
print(mode([1, 1, 2, 3, 3, 3, 3, 4]), mode(["red", "blue", "blue", "red", "green"]), mode(iter("aabbc")), mode([(1, 2), (1, 2), 3]))
print(multimode("aabbbbccddddeeffffgg"), multimode([]), multimode([1.0, 1, True, 2]), multimode(iter([3, 1, 2])))
scores = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101,
          84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104]
print(quantiles(scores, n=10), quantiles(scores, n=4, method="inclusive"), quantiles([1.5, 2.5], n=1))
print(quantiles([F(1), F(2), F(4)], n=3), quantiles([D("1.5"), D("2.5"), D(4)], n=4), quantiles(range(10), n=3, method="inclusive"))

for label, fn in [("mean []", lambda: mean([])), ("mean str", lambda: mean(["a"])),
                  ("fmean []", lambda: fmean([])), ("fmean gen []", lambda: fmean(x for x in [])), ("fmean weights len", lambda: fmean([1, 2], weights=[1])),
                  ("fmean weights 0", lambda: fmean([1, 2], weights=[1, -1])), ("geometric neg", lambda: geometric_mean([1, -1])),
                  ("geometric []", lambda: geometric_mean([])), ("geometric 0", lambda: geometric_mean([0, 2])), ("harmonic neg", lambda: harmonic_mean([-1, 1])),
                  ("harmonic []", lambda: harmonic_mean([])), ("harmonic str", lambda: harmonic_mean(["a"])), ("harmonic one neg", lambda: harmonic_mean([-5])),
                  ("harmonic weights", lambda: harmonic_mean([1, 2], weights=[1])), ("harmonic zero weights", lambda: harmonic_mean([1, 2], weights=[0, 0])),
                  ("median []", lambda: median([])), ("median_low []", lambda: median_low([])), ("median_grouped []", lambda: median_grouped([])),
                  ("median_grouped str", lambda: median_grouped(["a", "b"])), ("mode []", lambda: mode([])), ("quantiles one", lambda: quantiles([1])),
                  ("quantiles n=0", lambda: quantiles([1, 2], n=0)), ("quantiles method", lambda: quantiles([1, 2], method="linear")),
                  ("mean inf", lambda: mean([float("inf"), 1])), ("mean nan", lambda: mean([float("inf"), float("-inf")])), ("mean D inf", lambda: mean([D("Inf"), 2]))]:
    show(label, fn)
print(issubclass(StatisticsError, ValueError), StatisticsError.__module__)
