# Attribute loads, stores and method calls at sites that see up to six
# classes (a method inherited by many subclasses), with the classes and
# instances changing between calls, and super() calls from one site on
# instances of several subclasses.


class Task:
    def __init__(self, ident):
        self.ident = ident
        self.count = 0

    def step(self):
        self.count += 1
        self.last = self.ident * 10 + self.count
        return self.kind() + ":" + str(self.last)

    def kind(self):
        return "task"


class Device(Task):
    def __init__(self, ident):
        super().__init__(ident)
        self.device = True

    def kind(self):
        return "device"


class Handler(Task):
    def __init__(self, ident):
        self.handler = ident
        super().__init__(ident)

    def kind(self):
        return "handler"


class Idle(Task):
    def kind(self):
        return "idle" + super().kind()


class Work(Task):
    def __init__(self, ident):
        super().__init__(ident)
        self.a, self.b, self.c = 1, 2, 3

    def kind(self):
        return "work" + str(self.a + self.b + self.c)


class Extra(Work):
    def kind(self):
        return "extra/" + super().kind()


tasks = [cls(i) for i, cls in enumerate([Task, Device, Handler, Idle, Work, Extra] * 2)]
for round in range(4):
    print([t.step() for t in tasks])
    # Garbage between rounds, so minor collections run between the calls.
    junk = [[i] * 3 for i in range(3000)]

# A method replaced on one class, then removed; an instance attribute
# shadowing a method.
Work.kind = lambda self: "patched work"
print([t.step() for t in tasks])
del Work.kind
print([t.step() for t in tasks])
tasks[3].kind = lambda: "instance kind"
print([t.step() for t in tasks])

# Stores that add an attribute, at one site, for six shapes.
def tag_all(objs, value):
    for o in objs:
        o.tag = value
    return [getattr(o, "tag") for o in objs]


fresh = [cls(i) for i, cls in enumerate([Task, Device, Handler, Idle, Work, Extra])]
print(tag_all(fresh, 1), tag_all(fresh, 2))
print(sorted(vars(fresh[5])))


# A class attribute added later shadows nothing (instance attributes win),
# and a property added later takes over a plain attribute.
def read_counts(objs):
    return [o.count for o in objs]


print(read_counts(tasks))
Task.count = 1000
print(read_counts(tasks))
Handler.count = property(lambda self: -1)
print(read_counts(tasks))
del Handler.count
print(read_counts(tasks))


# super() from one site for instances of several classes, and a base
# method replaced between calls.
class Base:
    def f(self, x):
        return ("Base.f", type(self).__name__, x)


class Mid(Base):
    def f(self, x):
        return ("Mid",) + super().f(x)


class Left(Mid):
    pass


class Right(Mid):
    pass


for o in [Mid(), Left(), Right(), Left(), Mid()]:
    print(o.f(1))
Base.f = lambda self, x: ("new Base.f", x)
for o in [Mid(), Left(), Right()]:
    print(o.f(2))
