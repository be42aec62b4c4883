# Private names (__x) are mangled to _Class__x inside a class body: in
# attribute access, class-level names and method names; dunder names are
# not; strings given to getattr are not.


class Account:
    __rate = 3
    __count = 0

    def __init__(self, owner, balance):
        self.__owner = owner
        self.__balance = balance
        Account.__count += 1

    def __interest(self):
        return self.__balance * self.__rate // 100

    def grow(self):
        self.__balance += self.__interest()
        return self.__balance

    def owner(self):
        helper = lambda: self.__owner.upper()
        return helper()

    @classmethod
    def count(cls):
        return cls.__count

    def __repr__(self):
        return "Account(%r, %r)" % (self.__owner, self.__balance)


a = Account("ann", 1000)
print(a.grow(), a.grow(), a.owner(), Account.count(), a)
print(a._Account__balance, Account._Account__rate)
print(sorted(k for k in vars(a)))
print(hasattr(a, "__balance"), getattr(a, "_Account__owner"))
try:
    a.__balance
except AttributeError as e:
    print("AttributeError:", e)


class Savings(Account):
    def peek(self):
        return self.__balance  # _Savings__balance: not the parent's


s = Savings("bob", 50)
try:
    s.peek()
except AttributeError as e:
    print("AttributeError:", e)
s._Savings__balance = 7
print(s.peek(), s.grow())


class _Hidden:
    def __init__(self):
        self.__v = 1


class __Dunderish__:
    def __init__(self):
        self.__w = 2


print(vars(_Hidden()), vars(__Dunderish__()))


class Outer:
    class Inner:
        def __init__(self):
            self.__x = "inner"

    def __init__(self):
        self.__x = "outer"
        self.inner = Outer.Inner()


o = Outer()
print(sorted(vars(o)), vars(o.inner))
