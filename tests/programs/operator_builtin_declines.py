# A binary operator whose left operand's class has a builtin dunder (as
# decimal's are) that declines after running Python code: the protocol
# goes on to the right operand's reflected method with the operands as
# they are after any collection that code caused.
from decimal import Decimal


class Money:
    def __init__(self, cents):
        self.cents = cents
        self.junk = [[i] * 3 for i in range(20)]

    def __radd__(self, other):
        return "radd(%s, %d)" % (other, self.cents)

    def __rmul__(self, other):
        return Money(self.cents * 2)

    def __rtruediv__(self, other):
        return ("rtruediv", str(other), self.cents)

    def __eq__(self, other):
        return "eq(%s)" % other


results = []
for i in range(300):
    m = Money(i)
    d = Decimal(i) / 7
    results.append(d + m)
    results.append((d * m).cents)
    results.append(d / m)
    results.append(d == m)
print(len(results), results[:4], results[-4:])
