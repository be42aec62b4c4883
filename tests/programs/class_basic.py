# __init__, methods, instance state.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def move(self, dx, dy):
        self.x = self.x + dx
        self.y = self.y + dy
        return self
    def dist2(self):
        return self.x * self.x + self.y * self.y
    def __repr__(self):
        return "Point(" + str(self.x) + ", " + str(self.y) + ")"
p = Point(1, 2)
print(p, p.x, p.y, p.dist2())
p.move(3, 4)
print(p, p.dist2())
p.move(-1, -1).move(0.5, 0)
print(p)
q = Point(0, 0)
print(q, p)
m = p.move
m(1, 1)
print(p)
pts = []
for i in range(5):
    pts.append(Point(i, i * i))
print(pts)
total = 0
for pt in pts:
    total = total + pt.dist2()
print("total", total)
class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.log = []
    def deposit(self, amt):
        self.balance += amt
        self.log.append(("dep", amt))
    def withdraw(self, amt):
        if amt > self.balance:
            self.log.append(("denied", amt))
            return False
        self.balance -= amt
        self.log.append(("wd", amt))
        return True
a = Account("ann")
a.deposit(100)
print(a.withdraw(30), a.withdraw(100), a.balance, a.log, a.owner)
b = Account("bob", 5)
print(b.balance, b.log, a.balance)
