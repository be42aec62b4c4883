# Compiled code takes globals, module attributes, class attributes and
# methods as constants; each change below happens while such a loop runs
# (from a call inside the loop, or from the loop body itself), and the
# loop must see the new value from the next read on.
import math


def double(x):
    return 2 * x


def triple(x):
    return 3 * x


def swap_double(i):
    global double
    if i == 60:
        double = triple


def global_function_replaced():
    total = 0
    for i in range(120):
        total += double(i)
        swap_double(i)
    return total


LIMIT = 10


def raise_limit(i):
    global LIMIT
    if i % 50 == 49:
        LIMIT += 5


def global_constant_changed():
    out = []
    for i in range(200):
        out.append(i % LIMIT)
        raise_limit(i)
    return sum(out), LIMIT


def builtin_shadowed_then_restored():
    g = globals()
    seen = []
    for i in range(150):
        seen.append(len("abc"))
        if i == 50:
            g["len"] = lambda s: -1
        if i == 100:
            del g["len"]
    return seen.count(3), seen.count(-1)


class Strength:
    REQUIRED = 0
    WEAK = 5


def weights():
    total = 0
    for i in range(150):
        total += Strength.REQUIRED + Strength.WEAK
        if i == 70:
            Strength.WEAK = 100
    return total


class Shape:
    def area(self):
        return 1


class Square(Shape):
    pass


def squares_area():
    s = Square()
    total = 0
    for i in range(160):
        total += s.area()
        if i == 40:
            Shape.area = lambda self: 10
        if i == 80:
            Square.area = lambda self: 100
        if i == 120:
            del Square.area
    return total


class Box:
    def __init__(self, v):
        self.v = v


def property_shadows_attribute():
    b = Box(3)
    total = 0
    for i in range(120):
        total += b.v
        if i == 60:
            Box.v = property(lambda self: 1000)
    return total


class Plain:
    pass


def setattr_hook_added():
    log = []
    p = Plain()
    for i in range(120):
        p.x = i
        if i == 60:
            Plain.__setattr__ = lambda self, k, v: log.append((k, v))
    return len(log), p.x


class Counter:
    def __init__(self, start):
        self.n = start


def init_replaced():
    total = 0
    for i in range(120):
        c = Counter(i)
        total += c.n
        if i == 60:
            def init(self, start):
                self.n = -start
            Counter.__init__ = init
    return total


def module_attribute_changed():
    real = math.sqrt
    total = 0.0
    for i in range(120):
        total += math.sqrt(16.0)
        if i == 60:
            math.sqrt = lambda x: 1.0
    math.sqrt = real
    return total


STEPS = 0


def bump():
    global STEPS
    STEPS += 1


def volatile_global():
    for i in range(300):
        bump()
    return STEPS


class Tally:
    count = 0


def volatile_class_attribute():
    for i in range(300):
        Tally.count += 1
    return Tally.count


class Base:
    def hello(self):
        return "base"


class Derived(Base):
    def hello(self):
        return "derived+" + super().hello()


def super_target_replaced():
    d = Derived()
    out = []
    for i in range(120):
        out.append(d.hello())
        if i == 60:
            Base.hello = lambda self: "patched"
    return out.count("derived+base"), out.count("derived+patched")


def globals_update():
    g = globals()
    total = 0
    for i in range(120):
        total += double(1)
        if i == 30:
            g.update({"double": lambda x: 7})
        if i == 90:
            g.pop("double")
            g["double"] = lambda x: 11
    return total


def isinstance_after_new_base_method():
    class A:
        pass

    class B(A):
        pass

    b = B()
    n = 0
    for i in range(100):
        if isinstance(b, A):
            n += 1
        if i == 50:
            A.extra = 1
    return n


print(global_function_replaced())
print(global_constant_changed())
print(builtin_shadowed_then_restored())
print(weights())
print(squares_area())
print(property_shadows_attribute())
print(setattr_hook_added())
print(init_replaced())
print(module_attribute_changed())
print(volatile_global())
print(volatile_class_attribute())
print(super_target_replaced())
print(globals_update())
print(isinstance_after_new_base_method())
