# Builtins the JIT records as IR (len, isinstance, abs, min/max, int, float,
# list.append, math functions): results, domain and range errors, signed
# zeros and NaN as CPython gives them.
import math
class A: pass
class B(A): pass
def f(n):
    items = [A(), B(), 3, 2.5, "s", [1], (1, 2)]
    s = 0
    acc = 0.0
    lst = []
    for i in range(n):
        x = items[i % 7]
        if isinstance(x, A): s += 1
        if isinstance(x, B): s += 10
        if isinstance(x, int): s += 100
        if isinstance(x, float): s += 1000
        s += len(lst) + len(items)
        lst.append(i)
        if len(lst) > 5: lst = []
        acc += math.sqrt(i) + math.sin(i) + math.cos(i * 0.5) + abs(-i) + abs(-1.5 * i) + min(i, 7) + max(i, 3) + min(0.5 * i, 3.0) + max(1.5, 0.1 * i)
        acc += math.exp(-i * 0.01) + math.atan(i) + math.fabs(-0.25 * i)
    return s, acc
print(f(5000))
try:
    print(math.sqrt(-1))
except ValueError as e:
    print("ve", e)
def g(n):
    t = 0.0
    for i in range(n):
        t += math.sqrt(100 - i)
    return t
try:
    print(g(200))
except ValueError as e:
    print("ve", e)
def h(n):
    t = 0.0
    for i in range(n):
        t += math.exp(i)
    return t
try:
    print(h(1000))
except OverflowError as e:
    print("oe", e)
print(abs(-4611686018427387904), min(-0.0, 0.0), max(0.0, -0.0), min(float('nan'), 1.0), max(1.0, float('nan')))
def k(vals):
    out = []
    for a in vals:
        out.append((min(a, 0.0), max(a, 0.0), abs(a)))
    return out
print(k([-0.0, 0.0, float('nan'), -1.5, 2.0] * 10)[:6])
def conv(vals):
    out = []
    for v in vals:
        try:
            out.append((int(v), float(v), math.log(abs(v) + 1)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__)
    return out
vals = [-2.7, 2.7, 0.0, -0.0, 1e300, 5, -7, 4611686018427387903, 2.0**62, -2.0**62, 2.0**61, float('inf'), float('nan'), 1e18, -1e18] * 3
print(conv(vals))
def logs(n):
    t = 0.0
    for i in range(1, n):
        t += math.log(i) + math.log(i * 0.5)
    return t
print(logs(300))
try:
    print(logs(-3), math.log(0))
except ValueError as e:
    print("ve", e)
def k(n):
    s = 0
    for i in range(n):
        s += int(i * 0.7) + int(-i * 0.3) + int(i)
        s += int(float(i) / 3)
    return s
print(k(1000))
