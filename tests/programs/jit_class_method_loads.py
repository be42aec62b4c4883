# Method loads on classes and super objects in hot loops, each kind the
# interpreter binds differently: a classmethod on its class and on a
# subclass (the class passed is the one called through), a staticmethod, a
# plain function read off the class (called with an explicit instance), a
# classmethod replaced while the loop runs, and super() of a builtin parent
# (list.append, dict.__setitem__) and of a classmethod.


class Base:
    scale = 1

    def __init__(self, v):
        self.v = v

    @classmethod
    def make(cls, v):
        return cls(v * cls.scale)

    @staticmethod
    def twice(x):
        return 2 * x

    def get(self):
        return self.v

    @classmethod
    def name(cls):
        return cls.__name__


class Derived(Base):
    scale = 10

    @classmethod
    def name(cls):
        return "D:" + super().name()


class Log(list):
    def add(self, x):
        super().append(x)
        return self


class Table(dict):
    def put(self, k, v):
        super().__setitem__(k, v)
        return len(self)


def loads(n):
    t = 0
    names = set()
    for i in range(n):
        a = Base.make(i)
        b = Derived.make(i)
        t += Base.twice(a.v) + Base.get(b) + Derived.get(a)
        names.add(Derived.name())
        names.add(Base.name())
    return t, sorted(names)


def replaced(n):
    t = 0
    for i in range(n):
        t += Base.make(i).v
        if i == n // 2:
            Base.make = classmethod(lambda cls, v: cls(-v))
    return t


def builtins(n):
    log = Log()
    table = Table()
    size = 0
    for i in range(n):
        log.add(i)
        size = table.put(i % 37, i)
    return len(log), log[-2:], size, table[5]


print(loads(2000))
print(replaced(2000))
print(builtins(2000))
