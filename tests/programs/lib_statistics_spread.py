# statistics: variance/pvariance/stdev/pstdev (exact sums, correctly rounded roots, xbar/mu, every numeric type, NaN and infinity), covariance, correlation, linear_regression and their errors
from statistics import (variance, pvariance, stdev, pstdev, covariance, correlation, linear_regression, LinearRegression,
                        StatisticsError, mean)
from fractions import Fraction as F
from decimal import Decimal as D, localcontext


def show(label, fn):
    try:
        print(label, repr(fn()))
    except (StatisticsError, TypeError, ValueError, AttributeError) as e:
        print(label, type(e).__name__, e)


data_sets = [
    [2, 4, 4, 4, 5, 5, 7, 9],
    [1.5, 2.5, 2.5, 2.75, 3.25, 4.75],
    [0.1, 0.2, 0.3, 0.4, 1e-9],
    [F(1, 2), F(3, 4), F(5, 8), F(7, 16)],
    [D("27.5"), D("30.25"), D("30.25"), D("34.5"), D("41.75")],
    [1, 2.5, F(3, 2)],
    [True, False, True],
    [1e15 + 1, 1e15 + 2, 1e15 + 4],
    [10 ** 30, 10 ** 30 + 2],
    [3, 3, 3, 3],
]
for data in data_sets:
    print([repr(f(data)) for f in (variance, pvariance, stdev, pstdev)])
print(variance([2, 4], xbar=3), stdev([2, 4], xbar=3.5), pvariance([1.0, 2.0, 4.0], mu=2.0), pstdev([D(2), D(4)], mu=D(3)),
      variance(iter([1, 2, 3, 4])), stdev(range(10)), pstdev([F(1, 3), F(2, 3)], mu=F(1, 2)))
data = [1.25, 3.5, 2.0, 8.75, 4.5]
m = mean(data)
print(variance(data, m), variance(data) == variance(data, m), stdev(data) ** 2, pvariance(data, mean(data)))
with localcontext(prec=10):
    print(stdev([D("1.5"), D("2.5"), D("2.75")]), variance([D(1), D(2), D(4)]), pstdev([D(1), D(2)]))
print(variance([1.0, float("inf"), 3]), pvariance([D(1), D("NaN")]), pvariance([float("nan"), 1.0]))

x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(covariance(x, y), covariance(x, [-v for v in x]), covariance([1.5, 2.5, 3.0], [F(1, 2), 1, 2]))
print(correlation(x, y), correlation(x, x), correlation(x, [-v for v in x]), correlation([0.1, 0.5, 0.2], [3, 9, 1]))
lr = linear_regression([1, 2, 3, 4, 5], [3, 5, 7, 9, 11.5])
print(lr, lr.slope, lr.intercept, lr[0], tuple(lr), isinstance(lr, tuple), LinearRegression._fields)
print(linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True), linear_regression(range(5), [1.5, 1.0, 0.5, 0.0, -0.5]))
years = [1971, 1975, 1979, 1982, 1983]
films = [1, 2, 3, 4, 5]
slope, intercept = linear_regression(years, films)
print(round(slope * 2019 + intercept))

for label, fn in [("variance one", lambda: variance([1])), ("pvariance []", lambda: pvariance([])), ("stdev one", lambda: stdev([1.5])),
                  ("pstdev []", lambda: pstdev([])), ("variance str", lambda: variance(["a", "b"])),
                  ("stdev inf", lambda: stdev([1.0, float("inf")])), ("stdev nan", lambda: pstdev([1.0, float("nan")])),
                  ("covariance len", lambda: covariance([1, 2], [1])),
                  ("covariance one", lambda: covariance([1], [2])), ("correlation len", lambda: correlation([1, 2], [1])),
                  ("correlation one", lambda: correlation([1], [1])), ("correlation constant", lambda: correlation([1, 1, 1], [1, 2, 3])),
                  ("regression constant", lambda: linear_regression([1, 1], [2, 3])), ("regression len", lambda: linear_regression([1, 2, 3], [2, 4])),
                  ("regression one", lambda: linear_regression([1], [2]))]:
    show(label, fn)
