# Class attributes vs instance attributes, shadowing.
class Config:
    level = 1
    name = "default"
    shared = []
    def describe(self):
        return self.name + ":" + str(self.level)
a = Config()
b = Config()
print(a.level, b.level, Config.level, a.describe())
a.level = 5
print(a.level, b.level, Config.level, a.describe(), b.describe())
Config.level = 9
print(a.level, b.level, Config.level)
Config.name = "changed"
print(a.describe(), b.describe())
a.shared.append("via a")
print(b.shared, Config.shared)
b.shared = ["own"]
print(a.shared, b.shared, Config.shared)
class Counter:
    created = 0
    def __init__(self):
        Counter.created = Counter.created + 1
        self.id = Counter.created
for i in range(4):
    c = Counter()
    print("made", c.id, "total", Counter.created, c.created)
class Tricky:
    value = "class"
    def show(self):
        return self.value
t = Tricky()
print(t.show())
t.value = "instance"
print(t.show(), Tricky.value)
t2 = Tricky()
print(t2.show())
Tricky.value = "class2"
print(t.show(), t2.show())
class WithConst:
    RATE = 3
    def scaled(self, x):
        return x * self.RATE + WithConst.RATE
w = WithConst()
print(w.scaled(2))
w.RATE = 10
print(w.scaled(2))
