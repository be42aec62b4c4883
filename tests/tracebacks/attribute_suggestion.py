# A missing attribute: CPython's traceback suggests the nearest name in
# dir() of the object.
class Account:
    def __init__(self, owner):
        self.owner = owner
        self.balance = 0

    def deposit(self, amount):
        self.balance += amount


acct = Account("ada")
acct.deposit(5)
acct.deposti(3)
