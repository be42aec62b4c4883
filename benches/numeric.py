# Numeric kernel: the n-body simulation (floats in lists, attribute-free
# arithmetic in a hot loop), as in the Computer Language Benchmarks Game.
import sys

PI = 3.14159265358979323
SOLAR_MASS = 4 * PI * PI
DAYS_PER_YEAR = 365.24


def make_bodies():
    return [
        [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], SOLAR_MASS],
        [[4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01],
         [1.66007664274403694e-03 * DAYS_PER_YEAR, 7.69901118419740425e-03 * DAYS_PER_YEAR, -6.90460016972063023e-05 * DAYS_PER_YEAR],
         9.54791938424326609e-04 * SOLAR_MASS],
        [[8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01],
         [-2.76742510726862411e-03 * DAYS_PER_YEAR, 4.99852801234917238e-03 * DAYS_PER_YEAR, 2.30417297573763929e-05 * DAYS_PER_YEAR],
         2.85885980666130812e-04 * SOLAR_MASS],
        [[1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01],
         [2.96460137564761618e-03 * DAYS_PER_YEAR, 2.37847173959480950e-03 * DAYS_PER_YEAR, -2.96589568540237556e-05 * DAYS_PER_YEAR],
         4.36624404335156298e-05 * SOLAR_MASS],
        [[1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01],
         [2.68067772490389322e-03 * DAYS_PER_YEAR, 1.62824170038242295e-03 * DAYS_PER_YEAR, -9.51592254519715870e-05 * DAYS_PER_YEAR],
         5.15138902046611451e-05 * SOLAR_MASS],
    ]


def advance(bodies, pairs, dt, n):
    for _ in range(n):
        for (b1, b2) in pairs:
            r1 = b1[0]
            v1 = b1[1]
            m1 = b1[2]
            r2 = b2[0]
            v2 = b2[1]
            m2 = b2[2]
            dx = r1[0] - r2[0]
            dy = r1[1] - r2[1]
            dz = r1[2] - r2[2]
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt / (d2 * d2 ** 0.5)
            b1m = m1 * mag
            b2m = m2 * mag
            v1[0] -= dx * b2m
            v1[1] -= dy * b2m
            v1[2] -= dz * b2m
            v2[0] += dx * b1m
            v2[1] += dy * b1m
            v2[2] += dz * b1m
        for body in bodies:
            r = body[0]
            v = body[1]
            r[0] += dt * v[0]
            r[1] += dt * v[1]
            r[2] += dt * v[2]


def energy(bodies, pairs):
    e = 0.0
    for (b1, b2) in pairs:
        r1 = b1[0]
        r2 = b2[0]
        dx = r1[0] - r2[0]
        dy = r1[1] - r2[1]
        dz = r1[2] - r2[2]
        e -= (b1[2] * b2[2]) / ((dx * dx + dy * dy + dz * dz) ** 0.5)
    for body in bodies:
        v = body[1]
        e += body[2] * (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]) / 2.0
    return e


def main(n):
    bodies = make_bodies()
    pairs = []
    for i in range(len(bodies)):
        for j in range(i + 1, len(bodies)):
            pairs.append((bodies[i], bodies[j]))
    print(round(energy(bodies, pairs), 9))
    advance(bodies, pairs, 0.01, n)
    print(round(energy(bodies, pairs), 9))


main(int(sys.argv[1]) if len(sys.argv) > 1 else 200000)
