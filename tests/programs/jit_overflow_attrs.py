# Instances with more attributes than their inline slots: the class body
# assigns two, code outside adds more, so attributes land in the overflow
# array; compiled loops read and write them there, and instances made
# before and after the class saw the extra attributes have different layouts.


class Rec:
    def __init__(self, a):
        self.a = a
        self.b = a * 2


def decorate(recs):
    for i, r in enumerate(recs):
        r.c = i
        r.d = -i
        r.e = r.a + r.c
        if i % 3 == 0:
            r.f = "x%d" % i


def total(recs, rounds):
    t = 0
    for k in range(rounds):
        for r in recs:
            t += r.a + r.b + r.c - r.d + r.e
            r.e = r.e + 1
            if hasattr(r, "f"):
                t += len(r.f)
    return t


early = [Rec(i) for i in range(30)]
decorate(early)
late = [Rec(i) for i in range(30, 60)]
decorate(late)
both = early + late
print(total(both, 40))
print(sorted(vars(both[3]).items()))
print(sorted(vars(both[40]).items()))
