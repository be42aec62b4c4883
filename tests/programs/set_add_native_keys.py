# Adding ints and strs to sets (the native path) next to keys whose
# equality crosses types (1, 1.0, True) or is decided by a user __eq__;
# set() and list() of generators; tuple indexing at the edges.


class Loose:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        print("eq called", self.v, other)
        return self.v == other


s = set()
for k in [1, 2, 1, 3, -1, -2, 2 ** 40, "a", "b", "a", ""]:
    s.add(k)
print(sorted(s, key=repr), len(s))

t = {1.0, 2.5}
t.add(1)
t.add(True)
t.add(2)
print(sorted(t), [type(x).__name__ for x in sorted(t)])

u = {Loose(7)}
u.add(7)
u.add(8)
print(len(u), 8 in u)

w = {"x"}
w.add(Loose("x"))
print(len(w))

# A set that once held an instance keeps asking Python code.
v = {Loose(1)}
v.discard(1)
v.add(1)
print(len(v))

print(sorted(set(i * i % 7 for i in range(20))))
print(list(c for c in "abc"), tuple(i for i in range(4)))
print(set(s for s in ["p", "q", "p"]) == {"p", "q"})


def gen_fail():
    yield 1
    raise ValueError("inside the generator")


try:
    set(gen_fail())
except ValueError as e:
    print("caught", e)
try:
    list(x for x in gen_fail())
except ValueError as e:
    print("caught", e)

tup = (10, 20, 30)
print(tup[0], tup[-1], tup[-3], tup[2])
for bad in (3, -4, 2 ** 70):
    try:
        tup[bad]
    except IndexError as e:
        print("IndexError", e)
print(tup[True], (5,)[False])
