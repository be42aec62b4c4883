# Dies with AttributeError: 'A' object has no attribute 'zzz'.
class A:
    kind = "class attr"
    def __init__(self):
        self.present = 1
        self.other = 2
    def total(self):
        return self.present + self.other
    def __repr__(self):
        return "A()"
a = A()
print(a, a.present, a.other, a.total(), a.kind)
a.later = 3
a.present = 10
print(a.later, a.total(), A.kind)
b = A()
print(b.present, b.total())
print(a.zzz)
print("never printed")
