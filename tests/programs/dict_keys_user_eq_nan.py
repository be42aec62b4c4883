# Container equality as CPython's: tuple keys holding instances with their
# own __eq__/__hash__ are found in dicts and sets; an object is equal to
# itself in containers, even a float NaN (in, count, index, list ==).


class P:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        return isinstance(o, P) and o.v == self.v

    def __hash__(self):
        return hash(self.v)


d = {(P(1), "a"): 1, ((P(2),), 3): 2}
print(d.get((P(1), "a")), d.get(((P(2),), 3)), (P(1), "a") in d, (P(1), "b") in d)
d[(P(1), "a")] = 10
print(len(d), d[(P(1), "a")])
s = {(P(1), 2)}
s.add((P(1), 2))
print(len(s), (P(1), 2) in s, (P(2), 2) in s)
nan = float("nan")
x = [nan, 1.0]
print(nan in x, x.count(nan), x.index(nan), x == x, [nan] == [nan], nan == nan, (nan,) == (nan,))
print(float("nan") in x, {nan: 1}[nan], nan in {nan}, nan in (nan,))
