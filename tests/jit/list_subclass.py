# A class derived from list that keeps list's methods: in a trace, append
# (in place), pop and len work on the instance's list (read from its hidden slot under
# the shape guard), as for a plain list, with no call through the call
# helper. A class that overrides append keeps its own.
class Stack(list):
    def peek(self):
        return self[-1]


class Counted(list):
    def append(self, x):
        self.added = getattr(self, "added", 0) + 1
        list.append(self, x)


def churn(n):
    s = Stack()
    c = Counted()
    total = 0
    for i in range(n):
        s.append(i)
        s.append(i * 2)
        total += s.pop() + len(s)
        c.append(i)
        if len(s) > 50:
            while len(s) > 10:
                s.pop()
    return total, len(s), s.peek(), len(c), c.added


print(churn(20000))
