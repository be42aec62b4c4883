# Comparisons of classes whose metaclass defines the rich comparison
# dunders: ==, !=, <, reflected operands, sorting and membership.


class Ranked(type):
    def __eq__(cls, other):
        return getattr(other, "rank", other) == cls.rank

    def __lt__(cls, other):
        return cls.rank < getattr(other, "rank", other)

    __hash__ = type.__hash__


class Low(metaclass=Ranked):
    rank = 1


class High(metaclass=Ranked):
    rank = 5


class Plain:
    pass


print(Low == 1, 1 == Low, Low != 1, Low == High, Low != High)
print(Low < High, High < Low, Low < 3, 3 > Low)
print(sorted([High, Low, High], key=lambda c: c) == [Low, High, High])
print([c.__name__ for c in sorted([High, Low])])
print(5 in [Low, High], 2 in (Low, High), Low in [1], Plain == Plain, Plain != Low)
try:
    Plain < Low
except TypeError as e:
    print("TypeError", e)
