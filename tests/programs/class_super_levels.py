# super() through several levels, cooperative __init__.
class Root:
    def __init__(self, **kw):
        print("Root.__init__", sorted(kw))
        self.log = ["Root"]
    def greet(self, name):
        return "hello " + name
class A(Root):
    def __init__(self, a=1, **kw):
        print("A.__init__ a =", a)
        super().__init__(**kw)
        self.a = a
        self.log.append("A")
    def greet(self, name):
        return super().greet(name) + " from A"
class B(Root):
    def __init__(self, b=2, **kw):
        print("B.__init__ b =", b)
        super().__init__(**kw)
        self.b = b
        self.log.append("B")
    def greet(self, name):
        return super().greet(name.upper()) + " from B"
class C(A, B):
    def __init__(self, c=3, **kw):
        print("C.__init__ c =", c)
        super().__init__(**kw)
        self.c = c
        self.log.append("C")
    def greet(self, name):
        return "[" + super().greet(name) + "]"
obj = C(c=30, a=10, b=20)
print(obj.a, obj.b, obj.c, obj.log)
print(obj.greet("sam"))
print([k.__name__ for k in C.__mro__])
class L1:
    def value(self):
        return 1
class L2(L1):
    def value(self):
        return super().value() * 10 + 2
class L3(L2):
    def value(self):
        return super().value() * 10 + 3
class L4(L3):
    def value(self):
        return super().value() * 10 + 4
class L5(L4):
    pass
print(L1().value(), L2().value(), L3().value(), L4().value(), L5().value())
class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance
    def __str__(self):
        return self.owner + ":" + str(self.balance)
    def withdraw(self, amt):
        if amt > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amt
        return self.balance
class Savings(Account):
    def __init__(self, owner, balance, rate):
        super().__init__(owner, balance)
        self.rate = rate
    def __str__(self):
        return "Savings(" + super().__str__() + ", " + str(self.rate) + ")"
    def withdraw(self, amt):
        return super().withdraw(amt + 1)
class Locked(Savings):
    def withdraw(self, amt):
        if amt > 10:
            raise PermissionError("limit")
        return super().withdraw(amt)
acct = Locked("zoe", 50, 0.02)
print(str(acct), acct.withdraw(5), acct.withdraw(9))
for amt in [20, 7, 40]:
    try:
        print("withdraw", amt, "->", acct.withdraw(amt))
    except (ValueError, PermissionError) as e:
        print("withdraw", amt, "failed:", type(e).__name__, e)
print(acct)
