# `super().__init__(...)` in a hot constructor: the recorder loads the
# parent's function and the instance, unbound, as the interpreter does, so
# the call is inlined like any method call (no bound method, no generic
# call helper, no guard that can never hold).
class Base:
    def __init__(self, s):
        self.s = s


class Child(Base):
    def __init__(self, s, v):
        super().__init__(s)
        self.v = v


def build(n):
    t = 0
    for i in range(n):
        c = Child(i, 2)
        t += c.s + c.v
    return t


print(build(3000))
