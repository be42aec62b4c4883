# Attributes an instance keeps in its overflow array (added after the
# class's instances got their inline capacity), read and written at one
# instruction site many times: values change, attributes are deleted and
# re-added, instances of other shapes and of a subclass pass through the
# same site, and __dict__ turns one instance dict-backed.


class Square:
    def __init__(self, pos):
        self.pos = pos
        self.color = 0

    def link(self, n):
        self.neighbours = n
        self.ledges = 0
        self.used = False


def bump(sq, k):
    sq.ledges = sq.ledges + k
    sq.used = not sq.used
    return sq.ledges


first = [Square(i) for i in range(5)]
for sq in first:
    sq.link([])
total = 0
for round_ in range(50):
    for sq in first:
        total += bump(sq, round_)
print(total, [sq.ledges for sq in first], first[0].used)

# Later instances get a larger capacity (the class's slot hint): same
# attribute names, other shapes, at the same sites.
later = [Square(i) for i in range(3)]
for sq in later:
    sq.link([1])
print([bump(sq, 2) for sq in later + first[:2]])

del first[1].ledges
try:
    bump(first[1], 1)
except AttributeError as e:
    print("AttributeError", e)
first[1].ledges = 100
print(bump(first[1], 1), bump(first[2], 1))


class Sub(Square):
    pass


s = Sub(9)
s.link(None)
print(bump(s, 3), bump(first[3], 3))
d = first[4].__dict__
print(sorted(d), bump(first[4], 1), d["ledges"])
first[4].ledges = -5
print(bump(first[4], 0), bump(first[0], 0))
