# cmath on finite arguments: every function to the last bit, phase/polar/rect,
# predicates and isclose, and the domain and range errors.
import cmath, math
vals = [1 + 2j, -3 + 0.5j, 0.25 - 4j, -1 - 1j, 2j, 3, -2.5, 1e-3 + 1e-3j, 0.9 + 0.1j, 10 - 20j]
for z in vals:
    out = []
    for f in (cmath.sqrt, cmath.exp, cmath.log, cmath.log10, cmath.sin, cmath.cos, cmath.tan, cmath.sinh, cmath.cosh, cmath.tanh, cmath.asin, cmath.acos, cmath.atan, cmath.asinh, cmath.acosh, cmath.atanh):
        out.append(repr(f(z)))
    print(z, " ".join(out))
    print(cmath.phase(z), cmath.polar(z), cmath.isfinite(z), cmath.log(z, 2))
print(cmath.rect(2, 0.5), cmath.pi, cmath.infj, cmath.nanj, cmath.isinf(cmath.infj), cmath.isnan(cmath.nanj), cmath.isclose(1 + 1j, 1 + 1.0000000001j))
for bad in [lambda: cmath.log(0), lambda: cmath.atanh(1), lambda: cmath.exp(1000), lambda: cmath.sqrt("x")]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
