# statistics: NormalDist (from_samples, samples with a seed, pdf, cdf, inv_cdf in all three ranges, quantiles, overlap, zscore, the arithmetic with numbers and NormalDists, ==, hash, repr) and its errors
from statistics import NormalDist, StatisticsError
from fractions import Fraction

iq = NormalDist(100, 15)
print(iq, iq.mean, iq.median, iq.mode, iq.stdev, iq.variance, NormalDist(), NormalDist(mu=Fraction(1, 2), sigma=2))
print(iq.cdf(130), iq.cdf(70), iq.pdf(100), iq.pdf(145.5), iq.zscore(130), iq.zscore(Fraction(95)))
print(iq.inv_cdf(0.5), iq.inv_cdf(0.975), iq.inv_cdf(0.1), iq.inv_cdf(1e-5), iq.inv_cdf(1 - 1e-9), iq.inv_cdf(1e-20), iq.inv_cdf(1e-300))
print(iq.quantiles(), iq.quantiles(10), NormalDist(0, 1).quantiles(3), iq.quantiles(1))
for p in [0.001, 0.025, 0.075, 0.0749, 0.5, 0.925, 0.9251, 0.99, 0.999999]:
    print(p, NormalDist().inv_cdf(p), NormalDist().cdf(NormalDist().inv_cdf(p)))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), iq.overlap(NormalDist(105, 15)), iq.overlap(iq), NormalDist(0, 1).overlap(NormalDist(0, 2)))
print(iq + 10, iq - 10, iq * 2, iq / 2, -iq, +iq, 10 + iq, 10 - iq, 2 * iq, iq * -3, iq + NormalDist(5, 20), iq - NormalDist(5, 20))
print(NormalDist(1.5, 0.1) + NormalDist(2.25, 0.3), NormalDist(0.1, 0.7) - NormalDist(1e-3, 0.024))
print(iq == NormalDist(100.0, 15.0), iq == NormalDist(100, 16), iq == 100, hash(iq) == hash(NormalDist(100, 15)), iq != NormalDist())
temperatures = [10.5, 12.25, 9.75, 14.0, 11.0, 13.5, 12.0]
fit = NormalDist.from_samples(temperatures)
print(fit, NormalDist.from_samples(iter([2, 4, 4, 4, 5, 5, 7, 9])), NormalDist.from_samples([1.0, float("inf")]), NormalDist.from_samples([Fraction(1, 2), 2]))
print(NormalDist(5, 2).samples(4, seed=42), len(iq.samples(3)), NormalDist(0, 0).samples(2, seed=1))
s = NormalDist(50, 10).samples(400, seed=7)
print(round(NormalDist.from_samples(s).mean, 6), round(NormalDist.from_samples(s).stdev, 6))

for label, fn in [("sigma<0", lambda: NormalDist(0, -1)), ("pdf 0", lambda: NormalDist(1, 0).pdf(1)), ("cdf 0", lambda: NormalDist(1, 0).cdf(1)),
                  ("inv 0", lambda: iq.inv_cdf(0)), ("inv 1", lambda: iq.inv_cdf(1.0)), ("inv sigma 0", lambda: NormalDist(1, 0).inv_cdf(0.5)),
                  ("overlap type", lambda: iq.overlap(3)), ("overlap 0", lambda: iq.overlap(NormalDist(1, 0))), ("zscore 0", lambda: NormalDist(1, 0).zscore(2)),
                  ("from one", lambda: NormalDist.from_samples([1])), ("add str", lambda: iq + "x")]:
    try:
        print(label, fn())
    except (StatisticsError, TypeError) as e:
        print(label, type(e).__name__, e)
