# Binary operators whose dunder is a Python method run it as a call frame:
# every step of the protocol (left, reflected, in place), a step that
# declines with NotImplemented, errors raised inside, recursion through
# operators, methods replaced while a hot loop uses them, and operands the
# protocol treats specially (builtin subclasses, static methods).


class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x, self.y + o.y)
        return NotImplemented

    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return V(self.x * k, self.y * k)
        return NotImplemented

    def __rmul__(self, k):
        return V(k * self.x, k * self.y)

    def __repr__(self):
        return "V(%r, %r)" % (self.x, self.y)


class Acc:
    def __init__(self):
        self.total = 0
        self.calls = 0

    def __iadd__(self, n):
        if n < 0:
            return NotImplemented
        self.total += n
        self.calls += 1
        return self

    def __add__(self, n):
        r = Acc()
        r.total = self.total + n * 10
        r.calls = self.calls
        return r


class Radd:
    def __radd__(self, other):
        return ("radd", other)


class Declines:
    def __add__(self, other):
        return NotImplemented

    def __sub__(self, other, scale=3):
        return other * scale


def vector_sums(n):
    s = V(0, 0)
    for i in range(n):
        s = s + V(i, 1) - V(1, 0)
        s = s * 1
        s = 2 * s - s
    return s


print(vector_sums(2000))
print(1.5 * V(2, 4), V(1, 2) * 0.5, 3 * V(1, 1))

a = Acc()
for i in range(3000):
    a += i % 7
print(a.total, a.calls)
b = a
b += -1
print(b is a, b.total, b.calls)

print(Declines() - 5, V(1, 1) + Radd(), 3 + Radd())
for bad in [lambda: Declines() + 1, lambda: V(1, 1) + 1, lambda: 1 + V(1, 1), lambda: V(1, 2) * "s"]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


# A step that declines only sometimes, in a hot loop.
class Sometimes:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        if self.v % 5 == 0:
            return NotImplemented
        return self.v + o

    def __radd__(self, o):
        return -1


total = 0
for i in range(3000):
    total += Sometimes(i) + 1 if i % 5 else 0
    total += 1 + Sometimes(i)
print(total)

class Other:
    def __radd__(self, o):
        return -1


declined = 0
for i in range(3000):
    r = Sometimes(i) + Other()
    declined += r == -1
print(declined)
try:
    Sometimes(5) + Sometimes(6)
except TypeError as e:
    print("TypeError:", e)


# The reflected method goes first when the right operand's class derives
# from the left's and overrides it; it is not tried for one type.
class Base:
    def __add__(self, o):
        return "Base.__add__"

    def __radd__(self, o):
        return "Base.__radd__"


class Derived(Base):
    def __radd__(self, o):
        return "Derived.__radd__"


class Derived2(Base):
    pass


class Shy(Base):
    def __radd__(self, o):
        return NotImplemented


for i in range(300):
    r = (Base() + Derived(), Derived() + Base(), Base() + Derived2(), Base() + Base(), Base() + Shy())
print(r)


# Errors raised inside a dunder.
class Fails:
    def __mul__(self, o):
        return 1 // o


caught = 0
for i in range(-500, 500):
    try:
        caught += Fails() * i
    except ZeroDivisionError:
        caught += 1000
print(caught)


# Recursion through an operator.
class Chain:
    def __init__(self, n):
        self.n = n

    def __add__(self, k):
        if self.n == 0:
            return k
        return Chain(self.n - 1) + (k + 1)


print(sum(Chain(i) + 0 for i in range(200)))
try:
    Chain(100000) + 0
except RecursionError:
    print("RecursionError")


# The method replaced while a loop uses it.
class Money:
    def __init__(self, c):
        self.c = c

    def __add__(self, o):
        return Money(self.c + o.c)


def spend(n):
    m = Money(0)
    for i in range(n):
        if i == n // 2:
            Money.__add__ = lambda s, o: Money(s.c + 2 * o.c)
        m = m + Money(1)
    return m.c


print(spend(3000))


# Operands the protocol treats on its own.
class MyList(list):
    def __add__(self, o):
        return "MyList.__add__"


class MyInt(int):
    def __radd__(self, o):
        return "MyInt.__radd__"


class Static:
    __add__ = staticmethod(lambda b: ("static", b))


print(MyList([1]) + [2], [2] + MyList([1]), 5 + MyInt(3), MyInt(3) + 5)
print(Static() + 1)


def gen_add(self, o):
    yield o


class GenOp:
    __add__ = gen_add


print(list(GenOp() + 7))


# The right operand's class decides the order too: one derived from the
# left's that overrides the reflected method goes first, also when it
# turns up in a loop compiled for other right operands.
class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return "Num.__add__"


class SubNum(Num):
    def __radd__(self, o):
        return "SubNum.__radd__"


results = []
for i in range(400):
    other = SubNum(i) if i >= 390 else (i if i % 2 else Num(i))
    results.append(Num(1) + other)
print(results[-12:])
results = []
for other in [2.5] * 300 + [Num(0)] * 50 + [SubNum(0)] * 5 + [7] * 5:
    results.append(Num(1) + other)
print(results[-12:])
