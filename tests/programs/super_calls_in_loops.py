# super() and super(C, obj) in hot methods, methods reached through them,
# bound methods called, classmethods through super, and super's TypeError.
class Base:
    def __init__(self, v):
        self.v = v

    def value(self):
        return self.v

    def scaled(self, k):
        return self.v * k

    @classmethod
    def make(cls, v):
        return cls(v)


class Mid(Base):
    def __init__(self, v):
        super().__init__(v + 1)
        self.m = 2

    def value(self):
        return super().value() + self.m

    def scaled(self, k):
        return super(Mid, self).scaled(k) + 1


class Leaf(Mid):
    def value(self):
        return super().value() * 10

    @classmethod
    def make(cls, v):
        return super().make(v + 100)


def run(n):
    t = 0
    for i in range(n):
        o = Leaf(i)
        t += o.value() + o.scaled(3) + Mid(i).value()
        if i % 100 == 0:
            t += Leaf.make(i).v
    return t


print(run(3000))


class Other:
    def value(self):
        return -1


def swap(n):
    # A method run for two classes: the super object's class differs.
    t = 0
    objs = [Leaf(1), Mid(2)]
    for i in range(n):
        t += objs[i % 2].value()
    return t


print(swap(2000))


def bad(n):
    t = 0
    for i in range(n):
        s = super(Mid, Leaf(i))
        t += s.value()
        if i == n - 1:
            try:
                super(Leaf, Other()).value()
            except TypeError as e:
                print("TypeError", e)
    return t


print(bad(500))
