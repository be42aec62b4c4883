# A float loop: a damped oscillator integrated with explicit Euler steps.
import sys


def run(steps):
    x = 1.0
    v = 0.0
    dt = 0.00001
    k = 4.0
    c = 0.1
    energy = 0.0
    for i in range(steps):
        a = -k * x - c * v
        v = v + a * dt
        x = x + v * dt
        energy = energy + v * v * dt
    return x, v, energy


steps = int(sys.argv[1]) if len(sys.argv) > 1 else 10000000
print("%.9f %.9f %.9f" % run(steps))
