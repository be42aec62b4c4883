# A bank-account class hierarchy.
class Account:
    next_id = 1
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance
        self.id = Account.next_id
        Account.next_id = Account.next_id + 1
        self.history = []
    def deposit(self, amount):
        if amount <= 0:
            self.history.append("bad deposit " + str(amount))
            return False
        self.balance = self.balance + amount
        self.history.append("deposit " + str(amount))
        return True
    def withdraw(self, amount):
        if amount > self.available():
            self.history.append("refused " + str(amount))
            return False
        self.balance = self.balance - amount
        self.history.append("withdraw " + str(amount))
        return True
    def available(self):
        return self.balance
    def month_end(self):
        pass
    def __repr__(self):
        return type(self).__name__ + "#" + str(self.id) + "(" + self.owner + ", " + str(self.balance) + ")"
class Savings(Account):
    def __init__(self, owner, balance, rate):
        super().__init__(owner, balance)
        self.rate = rate
    def month_end(self):
        interest = round(self.balance * self.rate, 2)
        self.balance = round(self.balance + interest, 2)
        self.history.append("interest " + str(interest))
class Checking(Account):
    def __init__(self, owner, balance, overdraft):
        super().__init__(owner, balance)
        self.overdraft = overdraft
    def available(self):
        return self.balance + self.overdraft
    def month_end(self):
        if self.balance < 0:
            self.balance = self.balance - 15
            self.history.append("fee 15")
def transfer(src, dst, amount):
    if src.withdraw(amount):
        dst.deposit(amount)
        return True
    return False
accts = [Savings("ann", 1000, 0.01), Checking("bob", 50, 200), Account("cy", 10)]
print(accts)
print(transfer(accts[0], accts[1], 300), accts)
print(transfer(accts[1], accts[2], 500), accts)
print(transfer(accts[1], accts[2], 520), accts)
print(accts[2].deposit(-5), accts[2].withdraw(1000))
for month in range(3):
    for a in accts:
        a.month_end()
    print("month", month + 1, accts)
for a in accts:
    print(a.owner, a.history)
total = 0
for a in accts:
    total = total + a.balance
print("bank total", round(total, 2), isinstance(accts[0], Account), isinstance(accts[2], Savings))
