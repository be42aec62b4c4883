# __eq__ and __lt__: used by ==, !=, in, index, count, sorted and list.sort.
class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor
    def __eq__(self, other):
        return self.major == other.major and self.minor == other.minor
    def __lt__(self, other):
        if self.major != other.major:
            return self.major < other.major
        return self.minor < other.minor
    def __repr__(self):
        return "v" + str(self.major) + "." + str(self.minor)
a = Version(1, 2)
b = Version(1, 2)
c = Version(2, 0)
print(a == b, a is b, a != b, a == c, a != c)
print(a < c, c < a, a < b)
vs = [Version(2, 1), Version(1, 9), Version(1, 10), Version(0, 5), Version(2, 0), Version(1, 9)]
print(sorted(vs))
print(vs)
vs.sort()
print(vs)
vs.sort(reverse=True)
print(vs)
print(Version(1, 9) in vs, Version(3, 0) in vs, vs.index(Version(1, 10)), vs.count(Version(1, 9)))
vs.remove(Version(1, 9))
print(vs)
print([a] == [b], [a] == [c], (a, 1) == (b, 1))
class Card:
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit
    def __lt__(self, other):
        return self.rank < other.rank
    def __repr__(self):
        return str(self.rank) + self.suit
hand = [Card(10, "h"), Card(2, "s"), Card(10, "c"), Card(7, "d"), Card(2, "h")]
print(sorted(hand))
print(sorted(hand, reverse=True))
def by_suit(card):
    return card.suit
print(sorted(hand, key=by_suit))
hand.sort()
print(hand)
