# The match statement: literal, capture, wildcard, value, sequence (with star),
# mapping (with **rest), class (positional via __match_args__, keyword, builtin
# self-matching), or and as patterns, guards, nesting, and the compile-time
# and run-time errors; 'match' and 'case' stay usable as names.
from dataclasses import dataclass
from collections import namedtuple

@dataclass
class Point:
    x: int
    y: int

class P:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

Color = namedtuple("Color", "r g b")

def describe(v):
    match v:
        case 0 | 1 as small:
            return f"small {small}"
        case -5:
            return "minus five"
        case 2.5:
            return "two and a half"
        case "hello":
            return "greeting"
        case b"raw":
            return "bytes"
        case None:
            return "none"
        case True:
            return "true"
        case []:
            return "empty list"
        case [x]:
            return f"one item {x}"
        case [1, *rest]:
            return f"starts with 1, rest {rest}"
        case [first, *_, last] if first == last:
            return f"same ends {first}"
        case (a, b, c):
            return f"triple {a} {b} {c}"
        case {"type": "circle", "r": r}:
            return f"circle r={r}"
        case {"type": t, **others}:
            return f"shape {t} {sorted(others.items())}"
        case Point(x=0, y=0):
            return "origin"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point(x=px):
            return f"point x={px}"
        case P(a, b):
            return f"P {a} {b}"
        case Color(r, g, b):
            return f"color {r},{g},{b}"
        case int(n) if n > 100:
            return f"big int {n}"
        case str() | bytes():
            return f"some text {v!r}"
        case {}:
            return "some mapping"
        case _:
            return f"other {v!r}"

for v in [0, 1, -5, 2.5, "hello", b"raw", None, True, False, [], [7], [1, 2, 3], [4, 5, 4], (9, 8, 7), [9, 8, 7, 6],
          {"type": "circle", "r": 3}, {"type": "square", "side": 2, "color": "red"}, Point(0, 0), Point(3, 3), Point(1, 2),
          P(1, 2), Color(1, 2, 3), 500, 50, "other", bytearray(b"x"), {"k": 1}, range(2), 3.5, (1,)]:
    print(describe(v))

def command(cmd):
    match cmd.split():
        case ["go", direction]:
            return "going " + direction
        case ["pick", "up", item] | ["take", item]:
            return "taking " + item
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *args]:
            return f"unknown {verb} {args}"
        case _:
            return "nothing"

for c in ["go north", "pick up lamp", "take key", "quit", "exit", "dance wildly now", ""]:
    print(command(c))

import enum
class Shade(enum.Enum):
    LIGHT = 1
    DARK = 2

for s in (Shade.LIGHT, Shade.DARK, 3):
    match s:
        case Shade.LIGHT:
            print("light")
        case Shade.DARK:
            print("dark")
        case other:
            print("not a shade", other)

match (1, [2, {"a": (3, 4)}]):
    case (x, [y, {"a": (z, w)}]):
        print("nested", x, y, z, w)

total = 0
for i in range(200):
    match i % 4, i % 3:
        case (0, 0):
            total += 10
        case (0, _):
            total += 1
        case (_, 0):
            total += 2
        case _:
            total -= 1
print("total", total)

def errors():
    class Q:
        pass
    class R:
        __match_args__ = ["a"]
    for subj, code in [(P(1, 2), "case P(1, 2, 3): pass"), (Q(), "case Q(1): pass"), (R(), "case R(1): pass"),
                       (5, "case len(): pass"), (P(1, 2), "case P(1, x=1): pass")]:
        try:
            exec("match s:\n " + code, {"s": subj, "P": P, "Q": Q, "R": R})
        except TypeError as e:
            print(type(e).__name__, e)
errors()
for src in ["match 1:\n case x:\n  pass\n case 2: pass", "match 1:\n case _:\n  pass\n case 2: pass",
            "match {}:\n case {'a': 1, 'a': 2}: pass", "match 1:\n case x | y: pass", "match 1:\n case [x, x]: pass",
            "match 1:\n case 1 | x: pass"]:
    try:
        compile(src, "<m>", "exec")
    except SyntaxError as e:
        print(type(e).__name__, e)
match = [1, 2]
case = match[0]
print(match, case)
