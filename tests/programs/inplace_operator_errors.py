# The TypeError of an augmented assignment that no operand supports names
# the augmented operator (`+=`, `**=`), as CPython's does, whichever way
# the protocol declined: builtin operands, instances without the methods,
# methods that return NotImplemented (__iadd__, __add__, __radd__), and a
# list subclass; plain binary operators keep their own names.
class Plain:
    pass

class Declines:
    def __iadd__(self, other):
        return NotImplemented
    def __add__(self, other):
        return NotImplemented
    def __radd__(self, other):
        return NotImplemented
    def __ipow__(self, other):
        return NotImplemented

class Stack(list):
    pass

def attempt(src, **names):
    try:
        exec(src, {}, names)
        return "ok"
    except TypeError as e:
        return str(e)

cases = [
    ("x += y", 1, Plain()), ("x -= y", 1, Plain()), ("x *= y", 1.5, Plain()), ("x @= y", 1, Plain()),
    ("x /= y", 1, "s"), ("x //= y", 1, None), ("x %= y", [], 2.0), ("x **= y", 1, Plain()),
    ("x <<= y", 1, 1.5), ("x >>= y", 1.5, 1), ("x &= y", 1.5, 1), ("x |= y", 1.5, 1), ("x ^= y", 1.5, 1),
    ("x += y", Declines(), 1), ("x += y", 1, Declines()), ("x += y", Declines(), Declines()),
    ("x **= y", Declines(), 2), ("x -= y", Stack([1]), 1), ("x *= y", Stack([1]), 1.5),
    ("x + y", 1, Plain()), ("x ** y", 1, Plain()), ("x + y", Declines(), 1),
]
for src, x, y in cases:
    print(src, "|", type(x).__name__, type(y).__name__, "|", attempt(src, x=x, y=y))

def loop(xs, y):
    out = []
    for x in xs:
        try:
            x += y
            out.append(x)
        except TypeError as e:
            out.append(str(e))
    return out

print(loop([1, 2.5, 3] * 20, 1)[-3:])
print(loop([1, 2.5, Declines()] * 20, Plain())[-3:])
