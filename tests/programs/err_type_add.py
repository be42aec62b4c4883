# Dies with TypeError: unsupported operand type(s) for +: 'int' and 'str'.
print(1 + 2, "a" + "b", [1] + [2], (1,) + (2,), 1 + 2.5, True + 1)
print(str(1) + "a", 1 + int("2"), "x" * 3, [0] * 2)
parts = [1, 2, 3, "4", 5]
total = 0
count = 0
for p in parts:
    print("adding", repr(p), "of type", type(p).__name__)
    total = total + p
    count = count + 1
    print("total now", total, "count", count)
print("never printed")
def add_all(xs):
    s = 0
    for x in xs:
        s = s + x
    return s
print(add_all(parts))
