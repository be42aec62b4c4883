# __str__ and __repr__ used by print, str(), repr() and container reprs.
class Both:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return "Both<" + str(self.v) + ">"
    def __repr__(self):
        return "Both(" + repr(self.v) + ")"
class ReprOnly:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return "ReprOnly(" + repr(self.v) + ")"
b = Both("x")
r = ReprOnly("y")
print(b)
print(r)
print(str(b), repr(b), str(r), repr(r))
print([b, r], (b,), {"k": b, "j": [r]})
print("concat: " + str(b) + " " + repr(r))
print(b, r, sep=" | ")
nested = Both([Both(1), ReprOnly("it's")])
print(nested)
print(repr(nested))
print(str([nested]))
class Temp:
    def __init__(self, c):
        self.c = c
    def __str__(self):
        return str(self.c) + "C"
    def __repr__(self):
        return "Temp(" + str(self.c) + ")"
temps = []
for c in [20, -5, 37.5]:
    temps.append(Temp(c))
print(temps)
for t in temps:
    print(t, str(t), repr(t))
class Sub(Both):
    pass
print(Sub(7), [Sub(8)])
class OverSub(Both):
    def __str__(self):
        return "OverSub!"
print(OverSub(1), [OverSub(2)], repr(OverSub(3)))
