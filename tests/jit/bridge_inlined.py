# A guard that fails inside an inlined call gets a bridge too: the bridge
# starts in the callee's frame (rebuilt by the interpreter while it is
# recorded, virtual again when the bridge runs), follows the callee to its
# return and the loop to its header, where it joins the loop's trace.
class Account:
    def __init__(self):
        self.balance = 0
        self.fees = 0

    def apply(self, amount):
        if amount % 3 == 0:
            self.fees += 1
            return amount - 1
        self.balance += amount
        return amount


def run(n):
    a = Account()
    total = 0
    for i in range(n):
        total += a.apply(i)
    return total, a.balance, a.fees


print(run(20000))
