# str() and repr() of values of every type.
class P:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return "P(" + repr(self.x) + ")"
class Q:
    def __init__(self, x):
        self.x = x
    def __str__(self):
        return "Q with " + str(self.x)
    def __repr__(self):
        return "Q(" + repr(self.x) + ")"
values = [0, -5, 2 ** 70, 1.5, -0.0, 1e20, float("inf"), True, False, None, "s", "it's",
          [1, "a"], (1,), (), (1, "b", 2.0), {}, {"a": 1, 2: [3]}, [[], [[]]], P(1), P("q"),
          Q(2), [Q(3), P(None)]]
for v in values:
    print(str(v), "|", repr(v), "|", type(v).__name__)
print(values)
print(tuple(values[:5]))
d = {}
d["list"] = [1, 2]
d["tuple"] = (3, 4)
d["nested"] = {"inner": {"deep": [5, (6, 7)]}}
d[(1, 2)] = "tuple key"
d[3.5] = P(P(0))
print(d)
print(str(d) == repr(d), str("x") == repr("x"))
