# A classmethod called on its class (`Strength.weaker(a, b)`): the recorder
# loads the function and the class, as the interpreter's LoadMethod does,
# so the call is inlined with the class as its first argument (no bound
# method, no call helper, no guard that can never hold).
class Strength:
    def __init__(self, v):
        self.v = v

    @classmethod
    def weaker(cls, a, b):
        return a.v < b.v

    @classmethod
    def weakest(cls, a, b):
        if cls.weaker(a, b):
            return a
        return b


def pick(n):
    t = 0
    x, y = Strength(1), Strength(2)
    for i in range(n):
        t += Strength.weakest(x, y).v
    return t


print(pick(3000))
