# A method reached through super() (in an inlined __init__ and in an
# inlined method) or super(C, self), and a bound method stored in a class
# attribute, are inlined: the super objects and bound methods are
# allocated in the trace and sunk, and no call goes through the call helper.
class Base:
    def __init__(self, v):
        self.v = v

    def value(self):
        return self.v


class Mid(Base):
    def __init__(self, v):
        super().__init__(v + 1)

    def value(self):
        return super(Mid, self).value() * 2


class Leaf(Mid):
    def value(self):
        return super().value() + 1


class Counter:
    def __init__(self):
        self.n = 0

    def bump(self, k):
        self.n += k
        return self.n


class Tools:
    pass


Tools.bump = Counter().bump


def run(n):
    t = 0
    for i in range(n):
        t += Leaf(i).value() + Tools.bump(1)
    return t


print(run(3000))
