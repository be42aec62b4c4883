# enum.Enum: members, name/value, lookup by value and name, iteration, len,
# identity, repr/str, auto, aliases, unique, members in dicts.
from enum import Enum, auto, unique


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

    def describe(self):
        return self.name.lower() + "#" + str(self.value)


class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    ROUND = 1


print(Color.RED, repr(Color.GREEN), Color.BLUE.name, Color.BLUE.value)
print(Color(2) is Color.GREEN, Color["RED"] is Color.RED, len(Color), list(Color))
print([c.describe() for c in Color], Color.RED in Color, isinstance(Color.RED, Color))
print(Shape.CIRCLE.value, Shape.SQUARE.value, Shape.ROUND is Shape.CIRCLE, list(Shape))
counts = {Color.RED: 0, Color.BLUE: 5}
counts[Color.RED] += 2
print(counts[Color.RED], Color.RED == Color.RED, Color.RED != Color.BLUE, Color.RED == 1)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PURPLE"]
except KeyError as e:
    print("KeyError:", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", str(e).split(" in ")[0])
print(f"{Color.GREEN}", type(Color.RED).__name__, sorted(c.value for c in Color))
