# Instances called like functions (a class's __call__) in hot loops: the
# call runs the class's __call__ with the instance first, wherever it is
# defined, sees the class change, and raises where it raises.


class Scale:
    def __init__(self, k):
        self.k = k

    def __call__(self, x):
        return x * self.k


class Offset(Scale):
    pass


class Poly:
    def __init__(self, coeffs):
        self.coeffs = coeffs

    def __call__(self, x, y=0):
        total = 0
        for c in self.coeffs:
            total = total * x + c
        return total + y


class Picky:
    def __call__(self, x):
        if x == 777:
            raise ValueError("no 777")
        return -x


def run(f, n):
    total = 0
    for i in range(n):
        total += f(i)
    return total


print(run(Scale(3), 3000))
print(run(Offset(2), 3000))
print(run(Poly([1, 2, 3]), 2000))
p = Poly([2, 0, 1])
print(sum(p(i, 5) for i in range(1000)))
print(sum(p(i, y=i) for i in range(1000)))

s = Scale(5)
acc = 0
for i in range(4000):
    if i == 2500:
        # The class's __call__ changes mid-loop.
        Scale.__call__ = lambda self, x: x - self.k
    acc += s(i)
print(acc)

try:
    run(Picky(), 2000)
except ValueError as e:
    print("ValueError:", e)

fs = [Scale(2), Offset(3), Picky(), Scale(4)]
out = 0
for i in range(3000):
    out += fs[i % 4](i % 700)
print(out)
