# super() method calls in hot loops, compiled: zero-argument and explicit
# super, chains of __init__ through three classes, a method that is
# overridden and extended, a classmethod through super (which binds the
# class, not the instance), a property and a class attribute found through
# super, and a builtin parent's method (list) through super.


class Shape:
    sides = 0

    def __init__(self, name):
        self.name = name
        self.calls = 1

    def area(self):
        return 0

    def describe(self):
        return self.name + ":" + str(self.area())

    @classmethod
    def kind(cls):
        return cls.__name__

    @property
    def label(self):
        return "<" + self.name + ">"


class Rect(Shape):
    sides = 4

    def __init__(self, w, h):
        super().__init__("rect")
        self.w = w
        self.h = h
        self.calls += 1

    def area(self):
        return self.w * self.h

    @classmethod
    def kind(cls):
        return "R/" + super().kind()


class Square(Rect):
    def __init__(self, s):
        super(Square, self).__init__(s, s)
        self.calls += 1

    def area(self):
        return super().area() + 0

    def describe(self):
        return "sq " + super().describe() + " " + super().label + str(super().sides)


class Stack(list):
    def push(self, x):
        super().append(x)
        return len(self)


def run(n):
    total = 0
    last = None
    for i in range(n):
        s = Square(i % 10)
        r = Rect(i % 3, 2)
        total += s.area() + r.area() + s.calls + r.calls
        if i % 500 == 0:
            last = (s.describe(), r.describe(), Square.kind(), s.kind())
    return total, last


def pushes(n):
    st = Stack()
    t = 0
    for i in range(n):
        t += st.push(i)
    return t, st[-3:]


print(run(3000))
print(pushes(2000))
