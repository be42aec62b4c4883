# super().__init__(...) and super().method().
class Vehicle:
    def __init__(self, wheels, name):
        self.wheels = wheels
        self.name = name
        print("Vehicle init", name)
    def describe(self):
        return self.name + " has " + str(self.wheels) + " wheels"
    def honk(self):
        return "beep"
class Car(Vehicle):
    def __init__(self, name, seats):
        super().__init__(4, name)
        self.seats = seats
        print("Car init", name)
    def describe(self):
        return super().describe() + " and " + str(self.seats) + " seats"
    def honk(self):
        return super().honk().upper() + "!"
class SportsCar(Car):
    def __init__(self, name):
        super().__init__(name, 2)
        self.fast = True
        print("SportsCar init", name)
    def describe(self):
        return "fast " + super().describe()
    def honk(self):
        return super().honk() + super().honk()
v = Vehicle(2, "bike")
c = Car("sedan", 5)
s = SportsCar("roadster")
for x in [v, c, s]:
    print(x.describe(), "/", x.honk())
print(s.wheels, s.seats, s.fast, s.name)
class Logger:
    def __init__(self):
        self.lines = []
    def log(self, msg):
        self.lines.append(msg)
        return len(self.lines)
class Prefixed(Logger):
    def __init__(self, prefix):
        super().__init__()
        self.prefix = prefix
    def log(self, msg):
        return super().log(self.prefix + msg)
p = Prefixed("> ")
p.log("one")
n = p.log("two")
print(n, p.lines)
class NoInitChild(Car):
    def describe(self):
        return "child: " + super().describe()
k = NoInitChild("kid", 3)
print(k.describe())
