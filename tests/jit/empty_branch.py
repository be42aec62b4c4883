# A branch whose two ways meet at the next instruction (`if ...: pass`)
# needs no guard: the loop runs in its trace with no exit taken there.
class Loud:
    def __init__(self):
        self.calls = 0

    def __bool__(self):
        self.calls += 1
        return self.calls % 2 == 0


def f(n, obj):
    t = 0
    for i in range(n):
        t += i
        if i % 3:
            pass
        if obj:
            pass
    return t


o = Loud()
print(f(20000, o), o.calls)
