# Truth testing of user objects: __bool__ wins over __len__, __len__ alone
# decides when there is no __bool__, neither means always true; __bool__
# returning a non-bool and __len__ returning negative/non-int are errors;
# truthiness inside if/while/and/or/not/any/all/filter and conditional
# expressions; and the values that `and`/`or` return.
class Both:
    def __bool__(self):
        print("  Both.__bool__")
        return False
    def __len__(self):
        print("  Both.__len__")
        return 5
class LenOnly:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __repr__(self):
        return f"LenOnly({self.n})"
class Neither:
    pass
class Flag:
    def __init__(self, on):
        self.on = on
    def __bool__(self):
        return self.on
    def __repr__(self):
        return f"Flag({self.on})"

print(bool(Both()), len(Both()))
print(bool(LenOnly(0)), bool(LenOnly(3)), bool(Neither()), not LenOnly(0), not Neither())
print(Flag(True) and "yes", Flag(False) and "yes", Flag(False) or "fallback", Flag(True) or "unused", None or Flag(False))
print([bool(x) for x in [Flag(True), Flag(False), LenOnly(0), LenOnly(2), 0, 0.0, -0.0, "", "x", [], [0], (), {}, set(), None, range(0), range(1)]])
print(list(filter(None, [Flag(True), Flag(False), LenOnly(1), 0, 3])), any([Flag(False), LenOnly(0)]), all([Flag(True), LenOnly(1)]))
print("T" if LenOnly(1) else "F", "T" if Flag(False) else "F", [x for x in (LenOnly(0), LenOnly(7)) if x][0].n)

class BadBool:
    def __bool__(self):
        return 1
class BadLen:
    def __init__(self, v):
        self.v = v
    def __len__(self):
        return self.v
for obj in [BadBool(), BadLen(-1), BadLen("3"), BadLen(2.0)]:
    try:
        print(bool(obj))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    len(Neither())
except TypeError as e:
    print("TypeError", e)
try:
    if BadBool():
        pass
except TypeError as e:
    print("TypeError in if:", e)

# while loop driven by a container's emptiness
class Stack:
    def __init__(self, *items):
        self.items = list(items)
    def push(self, x):
        self.items.append(x)
    def pop(self):
        return self.items.pop()
    def __len__(self):
        return len(self.items)
s = Stack(1, 2, 3)
out = []
while s:
    top = s.pop()
    out.append(top)
    if top == 2:
        s.push(20)
        s.push(10) if False else None
print(out, bool(s), len(s))

# short-circuit: the right side is not evaluated
def side(label, value):
    print("  eval", label)
    return value
print(side("a", Flag(False)) and side("b", True))
print(side("c", LenOnly(1)) or side("d", True))
print(side("e", 0) or side("f", "") or side("g", "last"))
print(not side("h", LenOnly(0)), side("i", 1) and side("j", 2) and side("k", 3))

# chained comparison evaluates middle once and short-circuits
def val(label, v):
    print("  val", label)
    return v
print(val("x", 1) < val("y", 2) < val("z", 0) < val("w", 10))
