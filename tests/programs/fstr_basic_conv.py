# f-strings with expressions, !r, !s, and nesting of quotes.
name = "Ada"
age = 36
items = [1, 2, 3]
d = {"k": "v", "n": 5}
print(f"{name} is {age} years old")
print(f"next year {age + 1}, doubled {age * 2}, neg {-age}")
print(f"{name!r} {name!s} {items!r} {d!r}")
print(f"{'quoted'} {len(name)} {name.upper()} {name[::-1]}")
print(f"{items[0] + items[-1]} {d['k']} {d['n'] ** 2}")
print(f"{age > 30} {age == 36 and name == 'Ada'} {None}")
print(f"{3.5} {1/3} {2.0} {1e20} {1e-7}")
print(f"{'a' if age > 40 else 'b'}")
print(f"{{literal braces}} {{{age}}}")
print(f"{[x * x for x in items]}")
print(f"{sum(items)=}" if False else f"sum {sum(items)}")

class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return "P(" + repr(self.x) + ", " + repr(self.y) + ")"
    def __str__(self):
        return "<" + str(self.x) + "," + str(self.y) + ">"
p = P(1, "two")
print(f"{p} {p!s} {p!r}")
print(f"{p.x} {p.y!r} {[p]}")
s = "tab\there"
print(f"{s!r} {s}")
print(f"{'it''s'} {'x' * 3}")
print(f"multi " f"part {age}" " plain")
for i in range(3):
    print(f"row {i}: {'#' * i}|")
print(f"{True!r} {None!s} {3!r} {-0.0}")
width = 10
print(f"[{name:>{width}}] [{name:<{width}}] [{name:^{width}}]")
print(f"{name!r:>10}|{name!s:<8}|")
empty = ""
print(f"[{empty}] [{empty!r}]")
print(f"{d}")
print(f"{(1, 2)} {()} {(1,)}")
