# A first pith program: classes, loops, dicts, f-strings and big ints.
class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        self.balance += amount
        return self

    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance})"


accounts = [Account("ada"), Account("alan", 100)]
for a in accounts:
    a.deposit(42)
print(accounts)

counts = {}
for word in "the quick brown fox jumps over the lazy dog the end".split():
    counts[word] = counts.get(word, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3])

print(2 ** 100, 7 // -2, -7 % 3, 0.1 + 0.2)
