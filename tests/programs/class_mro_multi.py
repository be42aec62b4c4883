# Multiple inheritance and MRO.
class Base:
    def who(self):
        return "Base"
    def chain(self):
        return ["Base"]
class Left(Base):
    def who(self):
        return "Left"
    def chain(self):
        return ["Left"] + super().chain()
class Right(Base):
    def who(self):
        return "Right"
    def chain(self):
        return ["Right"] + super().chain()
    def only_right(self):
        return "only in Right"
class Diamond(Left, Right):
    def chain(self):
        return ["Diamond"] + super().chain()
class Diamond2(Right, Left):
    pass
print([k.__name__ for k in Diamond.__mro__])
print([k.__name__ for k in Diamond2.__mro__])
d = Diamond()
print(d.who(), d.chain(), d.only_right())
d2 = Diamond2()
print(d2.who(), d2.chain())
print(isinstance(d, Left), isinstance(d, Right), isinstance(d, Base), issubclass(Diamond, Right))
class A:
    def hello(self):
        return "A.hello"
class B:
    def hello(self):
        return "B.hello"
    def bye(self):
        return "B.bye"
class C(A, B):
    pass
class D(B, A):
    pass
print(C().hello(), C().bye(), D().hello())
print([k.__name__ for k in C.__mro__], [k.__name__ for k in D.__mro__])
class X: pass
class Y: pass
class Z: pass
class K1(X, Y): pass
class K2(Y, Z): pass
class K3(X, Z): pass
class M(K1, K2, K3): pass
print([k.__name__ for k in M.__mro__])
class Mixin:
    def describe(self):
        return type(self).__name__ + " with " + str(self.size())
class Shape:
    def size(self):
        return 0
class Square(Mixin, Shape):
    def __init__(self, s):
        self.s = s
    def size(self):
        return self.s * self.s
print(Square(3).describe(), [k.__name__ for k in Square.__mro__])
print(Diamond.__bases__ == (Left, Right), [b.__name__ for b in M.__bases__], Base.__bases__[0].__name__)
try:
    class Bad(Base, Left):
        pass
except TypeError as e:
    print("TypeError:", e)
